import { CodemodeError } from "@codemode/runtime-core";
import type { McpCallToolResult } from "./mcp-connection.ts";

/**
 * An MCP tool answered with `isError: true`. The message is the tool's own text, which usually says what to
 * change; `result` keeps the whole answer for code that wants the other content blocks.
 */
export class McpToolError extends CodemodeError {
  /** The MCP tool's name on its server. */
  readonly tool: string;
  /** The raw `tools/call` result. */
  readonly result: McpCallToolResult;

  constructor(tool: string, message: string, result: McpCallToolResult) {
    super("tool_failed", message);
    this.name = "McpToolError";
    this.tool = tool;
    this.result = result;
  }
}
