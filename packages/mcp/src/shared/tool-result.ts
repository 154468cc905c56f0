import { truncateResult } from "@codemode/runtime-core";
import { errorMessage } from "@codemode/runtime-core/internal";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

/** Character budget of one tool result's text: about 6,000 tokens, the same as the reference. */
export const MAX_RESPONSE_CHARS = 24_000;

/**
 * The text a model reads for a value: a string as is (cut with a marker when too long), anything else as
 * JSON shrunk structurally to the budget (`truncateResult`), so a large result is never cut mid-structure and
 * always parses. Pretty-printed when that still fits, compact otherwise.
 */
export function responseText(value: unknown, maxChars: number = MAX_RESPONSE_CHARS): string {
  const shaped = truncateResult(value, { maxChars });
  if (typeof shaped === "string") return shaped;
  const pretty = JSON.stringify(shaped, jsonReplacer, 2) ?? "undefined";
  if (pretty.length <= maxChars) return pretty;
  return JSON.stringify(shaped, jsonReplacer) ?? "undefined";
}

/** A successful result: the value's text and, when the code logged anything, its console output. */
export function valueResult(value: unknown, logs?: readonly string[]): CallToolResult {
  const content: CallToolResult["content"] = [{ type: "text", text: responseText(value) }];
  if (logs !== undefined && logs.length > 0) {
    content.push({ type: "text", text: `Console output:\n${responseText(logs.join("\n"))}` });
  }
  return { content };
}

/** A failed result (`isError: true`) the model reads and can act on. */
export function errorResult(error: unknown): CallToolResult {
  return { content: [{ type: "text", text: `Error: ${responseText(errorMessage(error))}` }], isError: true };
}

function jsonReplacer(_key: string, value: unknown): unknown {
  return typeof value === "bigint" ? value.toString() : value;
}
