import { sanitizeToolName } from "@codemode/catalog";
import { CodemodeError } from "@codemode/runtime-core";
import type { ToolLike, ToolSetLike } from "@codemode/runtime-core/internal";
import { finalOutput } from "../tool/final-output.ts";

/** The tools of a set that can run on the host, keyed by their sandbox method names. */
export interface ExecutableToolSet {
  tools: ToolSetLike;
  /** Names of tools left out because they have no `execute`. */
  skipped: string[];
}

/**
 * Keeps the tools that have an `execute` (client-side and provider-executed tools have none, so the sandbox
 * could not call them) and keys them by the identifier the sandbox exposes (`get-weather` -> `get_weather`).
 * A streaming tool's `execute` is settled to its final value, which is what the durable log records.
 *
 * @throws CodemodeError `configuration` when two tools map to the same identifier, since one would hide the
 * other.
 */
export function executableToolSet(connector: string, tools: ToolSetLike): ExecutableToolSet {
  if (typeof tools !== "object" || tools === null) {
    throw new CodemodeError(
      "configuration",
      `ToolSetConnector "${connector}": tools must be an AI SDK ToolSet (a record of tool() objects).`,
    );
  }
  const result: ExecutableToolSet = { tools: {}, skipped: [] };
  const sources = new Map<string, string>();
  for (const [toolName, tool] of Object.entries(tools)) {
    if (typeof tool?.execute !== "function") {
      result.skipped.push(toolName);
      continue;
    }
    const method = sanitizeToolName(toolName);
    const earlier = sources.get(method);
    if (earlier !== undefined) {
      throw new CodemodeError(
        "configuration",
        `ToolSetConnector "${connector}": tools "${earlier}" and "${toolName}" both become the sandbox method ` +
          `"${method}". Rename one of them.`,
      );
    }
    sources.set(method, toolName);
    result.tools[method] = settledTool(tool);
  }
  return result;
}

/** The tool with an `execute` that resolves a streaming tool's async iterable to its final value. */
function settledTool(tool: ToolLike): ToolLike {
  const execute = tool.execute as (input: unknown, context?: unknown) => unknown;
  return {
    ...tool,
    execute: async (input: unknown, context?: unknown) =>
      finalOutput(await execute.call(tool, input, context)),
  };
}
