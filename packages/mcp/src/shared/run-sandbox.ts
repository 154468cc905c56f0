import { type Executor, type ResolvedProvider, runCode } from "@codemode/runtime-core";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { errorResult, valueResult } from "./tool-result.ts";

/**
 * Runs a program as the body of an MCP tool call: normalized (TypeScript and fenced code are accepted),
 * executed once, and turned into a tool result. A failing program, an executor that throws, or a host
 * function that throws becomes an `isError` result with the message and the console output, never a thrown
 * error, so the client always gets an answer the model can read.
 */
export async function runSandboxTool(
  code: string,
  executor: Executor,
  providers: ResolvedProvider[],
): Promise<CallToolResult> {
  try {
    const { result, logs } = await runCode({ code, executor, providers });
    return valueResult(result, logs);
  } catch (error) {
    return errorResult(error);
  }
}
