import type { ToolExecuteContext } from "@codemode/runtime-core";
import type { JSONSchema7 } from "json-schema";
import type { ConnectorTool } from "./connector-tool.ts";
import { isStandardSchema, isThenable, type StandardSchemaLike, toJsonSchema } from "./to-json-schema.ts";

/** A tool record as `tools()` may return it: a `ConnectorTool` or an AI SDK tool. */
type ToolRecord = {
  description?: unknown;
  inputSchema?: unknown;
  /** The AI SDK 4 name of `inputSchema`. */
  parameters?: unknown;
  outputSchema?: unknown;
  requiresApproval?: unknown;
  needsApproval?: unknown;
  replay?: unknown;
  validateInput?: unknown;
  inputSchemaOptions?: unknown;
  execute?: unknown;
  revert?: unknown;
};

/** A tool converted to `ConnectorTool`, with the Standard Schema its input came from (if any). */
export interface NormalizedTool {
  tool: ConnectorTool;
  /** The input's Standard Schema, used to check (and parse) arguments while `tool.inputSchema` is unchanged. */
  standardSchema?: StandardSchemaLike;
}

/**
 * Converts one entry of a `tools()` record to a `ConnectorTool`. Schemas become JSON Schema
 * (`toJsonSchema`); an AI SDK `needsApproval` (`true`, or a predicate, which cannot be decided before the
 * call is recorded) becomes `requiresApproval: true`. Returns `undefined` for an entry that cannot run on the
 * host: not an object, or without `execute` (AI SDK client-side and provider-executed tools). Synchronous
 * unless a schema converts asynchronously (see `toJsonSchema`).
 */
export function normalizeTool(
  entry: unknown,
): NormalizedTool | undefined | Promise<NormalizedTool | undefined> {
  if (typeof entry !== "object" || entry === null) return undefined;
  const record = entry as ToolRecord;
  if (typeof record.execute !== "function") return undefined;
  const rawInput = record.inputSchema ?? record.parameters;
  const input = toJsonSchema(rawInput, "input");
  const output = toJsonSchema(record.outputSchema, "output");
  if (isThenable(input) || isThenable(output)) {
    return Promise.all([input, output]).then(([inputSchema, outputSchema]) =>
      converted(entry, record, rawInput, inputSchema, outputSchema),
    );
  }
  return converted(entry, record, rawInput, input, output);
}

function converted(
  entry: object,
  record: ToolRecord,
  rawInput: unknown,
  inputSchema: JSONSchema7 | undefined,
  outputSchema: JSONSchema7 | undefined,
): NormalizedTool {
  const execute = record.execute as ConnectorTool["execute"];
  const tool: ConnectorTool = {
    execute: (args: unknown, ctx?: ToolExecuteContext) => execute.call(entry, args, ctx),
  };
  if (typeof record.description === "string") tool.description = record.description;
  if (inputSchema !== undefined) tool.inputSchema = inputSchema;
  if (outputSchema !== undefined) tool.outputSchema = outputSchema;
  if (
    record.requiresApproval === true ||
    record.needsApproval === true ||
    typeof record.needsApproval === "function"
  ) {
    tool.requiresApproval = true;
  }
  if (record.replay === "log" || record.replay === "reexecute") tool.replay = record.replay;
  if (record.validateInput === false) tool.validateInput = false;
  if (typeof record.inputSchemaOptions === "object" && record.inputSchemaOptions !== null) {
    tool.inputSchemaOptions = record.inputSchemaOptions as NonNullable<ConnectorTool["inputSchemaOptions"]>;
  }
  if (typeof record.revert === "function") {
    const revert = record.revert as NonNullable<ConnectorTool["revert"]>;
    tool.revert = (args: unknown, result: unknown, ctx?: ToolExecuteContext) =>
      revert.call(entry, args, result, ctx);
  }
  return isStandardSchema(rawInput) ? { tool, standardSchema: rawInput } : { tool };
}
