import { sanitizeToolName } from "@codemode/catalog";
import { CodemodeError, type ConnectorDescription } from "@codemode/runtime-core";
import { setOwnProperty } from "@codemode/runtime-core/internal";
import type { JSONSchema7 } from "json-schema";
import { CodemodeConnector } from "../connector/codemode-connector.ts";
import type { ConnectorTool, ConnectorTools } from "../connector/connector-tool.ts";
import { listMcpTools } from "./list-mcp-tools.ts";
import type { McpConnectionLike, McpTool } from "./mcp-connection.ts";
import { unwrapMcpResult } from "./unwrap-mcp-result.ts";

/**
 * A connector backed by an MCP server: each MCP tool becomes one method, executed through
 * `connection.client.callTool()`, with its name made a JavaScript identifier (`toolName`) and its result
 * unwrapped (`structuredContent`, JSON text, or the content blocks; an `isError` result throws `McpToolError`).
 * Arguments are checked against the tool's input schema before the server is called.
 *
 * Implement `createConnection()`; use the `tool(name, tool)` hook to mark tools `requiresApproval` or attach
 * a `revert`. The server's instructions become the connector's instructions unless `instructions()` returns
 * its own.
 */
export abstract class McpConnector<Env = unknown, Props = unknown> extends CodemodeConnector<Env, Props> {
  #connection: Promise<McpConnectionLike> | undefined;

  /** The MCP connection to use; called once per instance (again only if it failed). */
  protected abstract createConnection(): McpConnectionLike | Promise<McpConnectionLike>;

  /** The sandbox method name of an MCP tool. Default: `sanitizeToolName(tool.name)` (`list-issues` -> `list_issues`). */
  protected toolName(tool: McpTool): string {
    return sanitizeToolName(tool.name);
  }

  /** The connection, created once per instance. */
  protected getConnection(): Promise<McpConnectionLike> {
    if (this.#connection === undefined) {
      const connecting = (async () => this.createConnection())();
      this.#connection = connecting;
      connecting.catch(() => {
        if (this.#connection === connecting) this.#connection = undefined;
      });
    }
    return this.#connection;
  }

  /** The server's tools, as listed by the connection. */
  protected async fetchTools(): Promise<McpTool[]> {
    return listMcpTools(await this.getConnection());
  }

  /** As the base, with the server's instructions when `instructions()` gives none. */
  override async describe(): Promise<ConnectorDescription> {
    const description = await super.describe();
    if (description.instructions === undefined) {
      const connection = await this.getConnection();
      const instructions = connection.instructions ?? connection.client.getInstructions?.();
      if (typeof instructions === "string" && instructions !== "") description.instructions = instructions;
    }
    return description;
  }

  /** One tool per MCP tool. Two MCP tools that map to the same method name are a configuration error. */
  protected async tools(): Promise<ConnectorTools> {
    const mcpTools = await this.fetchTools();
    // Keyed by tool names, one of which an MCP server may call `__proto__`: written with setOwnProperty.
    const tools: ConnectorTools = {};
    const sources = new Map<string, string>();
    for (const mcpTool of mcpTools) {
      const name = this.toolName(mcpTool);
      const existing = sources.get(name);
      if (existing !== undefined) {
        throw new CodemodeError(
          "configuration",
          `MCP tools "${existing}" and "${mcpTool.name}" of connector "${this.name()}" both become the method "${name}". ` +
            "Override toolName(tool) to give one of them another name.",
        );
      }
      sources.set(name, mcpTool.name);
      setOwnProperty(tools, name, this.#toConnectorTool(mcpTool));
    }
    return tools;
  }

  #toConnectorTool(mcpTool: McpTool): ConnectorTool {
    const tool: ConnectorTool = {
      inputSchema: mcpTool.inputSchema as JSONSchema7,
      execute: async (args) => {
        const connection = await this.getConnection();
        const argumentsRecord = (args ?? {}) as Record<string, unknown>;
        const result = await connection.client.callTool({ name: mcpTool.name, arguments: argumentsRecord });
        return unwrapMcpResult(mcpTool.name, result);
      },
    };
    const description = mcpTool.description ?? mcpTool.title;
    if (description !== undefined) tool.description = description;
    if (mcpTool.outputSchema !== undefined) tool.outputSchema = mcpTool.outputSchema as JSONSchema7;
    return tool;
  }
}
