import { type JsonValue, shrinkJson } from "./shrink-json.ts";
import { formatCount, TRUNCATION_MARKER } from "./truncation-marker.ts";

/** Size budget of {@link truncateResult} and {@link truncateResponse}. */
export type TruncateOptions = {
  /** Character budget. Defaults to `maxTokens * 4` (about four characters per token). */
  maxChars?: number;
  /** Token budget, used when `maxChars` is absent. Defaults to 6000. */
  maxTokens?: number;
};

const CHARACTERS_PER_TOKEN = 4;
const DEFAULT_MAX_TOKENS = 6000;

function budgetOf(options: TruncateOptions | undefined): { maxChars: number; maxTokens: number } {
  const maxTokens = options?.maxTokens ?? DEFAULT_MAX_TOKENS;
  return {
    maxChars: Math.max(0, Math.floor(options?.maxChars ?? maxTokens * CHARACTERS_PER_TOKEN)),
    maxTokens,
  };
}

/**
 * Cuts a text to the character budget and ends it with a `--- TRUNCATED ---` marker that gives the original
 * size, so a model knows it saw part of the output and can ask for less. Text within budget is returned as is.
 *
 * The marker counts against the budget: the result is at most `maxChars` long, except when the budget is
 * smaller than the marker itself (about 150 characters), where the marker alone is returned.
 */
export function truncateResponse(text: string, options?: TruncateOptions): string {
  const { maxChars, maxTokens } = budgetOf(options);
  if (text.length <= maxChars) return text;
  const marker =
    `\n\n${TRUNCATION_MARKER}\nThe response was ${formatCount(text.length)} characters ` +
    `(~${formatCount(Math.ceil(text.length / CHARACTERS_PER_TOKEN))} tokens, limit ${formatCount(maxTokens)} tokens). ` +
    "Narrow the request to see less at once.";
  let keep = Math.max(0, maxChars - marker.length);
  const code = text.charCodeAt(keep - 1);
  if (code >= 0xd800 && code <= 0xdbff) keep--;
  return text.slice(0, keep) + marker;
}

/**
 * Bounds a result for a model's context. Strings are cut with {@link truncateResponse}. Any other value is
 * returned as is (the same reference) when its JSON fits the budget; otherwise it is shrunk structurally,
 * largest values first, into valid JSON of the same shape: a clipped string ends with
 * `--- TRUNCATED --- <n> chars`, a clipped array ends with a `--- TRUNCATED --- <n> more items` item, and an
 * object that lost entries gains a `"--- TRUNCATED ---"` entry naming the omitted keys.
 *
 * The shrunk value's compact JSON fits `maxChars` whenever the budget holds the value's smallest form (at
 * most 40 characters). Values JSON cannot represent (cycles, bigint, `undefined`, functions) are returned
 * unchanged, since there is nothing safe to cut.
 */
export function truncateResult(value: unknown, options?: TruncateOptions): unknown {
  if (typeof value === "string") return truncateResponse(value, options);
  let serialized: string | undefined;
  try {
    serialized = JSON.stringify(value);
  } catch {
    return value;
  }
  if (serialized === undefined) return value;
  const { maxChars } = budgetOf(options);
  if (serialized.length <= maxChars) return value;
  return shrinkJson(JSON.parse(serialized) as JsonValue, maxChars);
}
