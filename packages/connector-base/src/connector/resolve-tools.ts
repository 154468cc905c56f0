import { CodemodeError } from "@codemode/runtime-core";
import type { ConnectorTool, ConnectorToolsSource } from "./connector-tool.ts";
import { type NormalizedTool, normalizeTool } from "./normalize-tool.ts";
import { isThenable, type StandardSchemaLike } from "./to-json-schema.ts";

/** One tool as the connector runs it: decorated, checked, with the schema its arguments are checked against. */
export interface ResolvedTool {
  tool: ConnectorTool;
  /** Set only while the decorated tool still has the input schema derived from this Standard Schema. */
  standardSchema: StandardSchemaLike | undefined;
}

/**
 * Turns a `tools()` record into the connector's runnable tools: converts each entry (`normalizeTool`), applies
 * the `tool(name, tool)` decoration hook, and rejects what cannot work: a decorated tool without `execute`,
 * or `requiresApproval` combined with `replay: "reexecute"`.
 */
export async function resolveTools(
  connector: string,
  source: ConnectorToolsSource,
  decorate: (name: string, tool: ConnectorTool) => ConnectorTool,
): Promise<Map<string, ResolvedTool>> {
  if (typeof source !== "object" || source === null) {
    throw new CodemodeError(
      "configuration",
      `Connector "${connector}": tools() returned ${source === null ? "null" : typeof source}; return a record of tools keyed by method name.`,
    );
  }
  const entries = Object.entries(source);
  const converting = entries.map(([, entry]) => normalizeTool(entry));
  // Plain JSON Schema tools convert synchronously: no promise per tool unless one of them needs it.
  const normalized = converting.some(isThenable)
    ? await Promise.all(converting)
    : (converting as (NormalizedTool | undefined)[]);
  const resolved = new Map<string, ResolvedTool>();
  entries.forEach(([name], index) => {
    const converted = normalized[index];
    if (converted === undefined) return;
    const tool = decorate(name, converted.tool);
    assertRunnable(connector, name, tool);
    const standardSchema =
      tool.inputSchema === converted.tool.inputSchema ? converted.standardSchema : undefined;
    resolved.set(name, { tool, standardSchema });
  });
  return resolved;
}

function assertRunnable(
  connector: string,
  name: string,
  tool: ConnectorTool | undefined,
): asserts tool is ConnectorTool {
  if (typeof tool !== "object" || tool === null || typeof tool.execute !== "function") {
    throw new CodemodeError(
      "configuration",
      `Connector "${connector}" tool "${name}": the tool(name, tool) hook returned a tool without an execute function. ` +
        "Return the tool it was given, or a copy of it ({ ...tool, ... }).",
    );
  }
  if (tool.requiresApproval === true && tool.replay === "reexecute") {
    throw new CodemodeError(
      "configuration",
      `Connector "${connector}" tool "${name}" combines requiresApproval with replay: "reexecute". ` +
        'An approved action must be recorded once and replayed, never re-executed: drop replay: "reexecute", ' +
        "or drop requiresApproval if the tool is an idempotent read.",
    );
  }
}
