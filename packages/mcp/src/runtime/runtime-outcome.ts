import type { ProxyToolOutput } from "@codemode/runtime-core";
import { toModelValue } from "@codemode/runtime-core/internal";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { responseText } from "../shared/tool-result.ts";

/**
 * An execution outcome as an MCP tool result: the model's view of it (no call log, bounded console output),
 * as JSON text shrunk to the budget. An `error` outcome is an `isError` result; a `paused` one is not an
 * error, and its text says how the run continues.
 */
export function outcomeResult(output: ProxyToolOutput, approvals: boolean): CallToolResult {
  const content: CallToolResult["content"] = [{ type: "text", text: responseText(toModelValue(output)) }];
  if (output.status === "paused") {
    content.push({
      type: "text",
      text: approvals
        ? `The run is paused until a person approves the pending action. Show it to the user; with their consent call approve({ executionId: "${output.executionId}" }), or reject({ executionId, seq }) to cancel. Do not run the code again.`
        : "The run is paused until a person approves the pending action in the application. Tell the user what is waiting; do not run the code again.",
    });
  }
  return output.status === "error" ? { content, isError: true } : { content };
}
