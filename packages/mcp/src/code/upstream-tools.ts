import { sanitizeToolName } from "@codemode/catalog";
import type { JsonSchemaToolDescriptor } from "@codemode/runtime-core";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import type { JSONSchema7 } from "json-schema";

/** Pages of `tools/list` read before giving up on a server that keeps returning a cursor. */
const MAX_PAGES = 100;

/** One upstream tool as the sandbox sees it. */
export interface UpstreamTool {
  /** The name the upstream server knows. */
  name: string;
  /** The sandbox method name: a valid identifier, unique (`get-sum` -> `get_sum`, a clash gets `_2`). */
  method: string;
  descriptor: JsonSchemaToolDescriptor;
}

/**
 * Every tool of the upstream server (following `tools/list` pages), with the method name the sandbox and the
 * generated declarations use. Method names follow the declarations' rule exactly, so what the model reads is
 * what it can call.
 */
export async function listUpstreamTools(client: Client): Promise<UpstreamTool[]> {
  const tools: Tool[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const listed = await client.listTools(cursor === undefined ? undefined : { cursor });
    tools.push(...listed.tools);
    cursor = listed.nextCursor;
    if (cursor === undefined) break;
  }
  const used = new Set<string>();
  return tools.map((tool) => {
    const base = sanitizeToolName(tool.name);
    let method = base;
    for (let number = 2; used.has(method); number++) method = `${base}_${number}`;
    used.add(method);
    const descriptor: JsonSchemaToolDescriptor = { inputSchema: tool.inputSchema as JSONSchema7 };
    if (tool.description !== undefined) descriptor.description = tool.description;
    if (tool.outputSchema !== undefined) descriptor.outputSchema = tool.outputSchema as JSONSchema7;
    return { name: tool.name, method, descriptor };
  });
}
