import { CodemodeError } from "@codemode/runtime-core";
import type { McpConnectionLike, McpTool } from "./mcp-connection.ts";

/** More pages than any real server sends; reaching it means the server keeps returning a cursor. */
const MAX_PAGES = 1000;

/**
 * The connection's tools: `connection.tools` when non-empty, else `connection.fetchTools()`, else every page
 * of `client.listTools()`, else none.
 */
export async function listMcpTools(connection: McpConnectionLike): Promise<McpTool[]> {
  if (connection.tools !== undefined && connection.tools.length > 0) return connection.tools;
  if (connection.fetchTools !== undefined) return connection.fetchTools();
  const listTools = connection.client.listTools?.bind(connection.client);
  if (listTools === undefined) return [];
  const tools: McpTool[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const listed = await listTools(cursor === undefined ? undefined : { cursor });
    tools.push(...listed.tools);
    cursor = listed.nextCursor;
    if (cursor === undefined || cursor === "") return tools;
  }
  throw new CodemodeError(
    "configuration",
    `The MCP server "${connection.name ?? "unnamed"}" returned more than ${MAX_PAGES} pages of tools; check its pagination cursor.`,
  );
}
