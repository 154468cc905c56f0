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
 * The marker counts against the budget, so the result is at most `maxChars` long. A budget that cannot hold
 * the full marker (about 150 characters) and as much text again gets a short one (`--- TRUNCATED --- of N
 * characters`), so some of the text is always kept; only a budget smaller than the short marker plus one
 * character is exceeded, by the short marker.
 */
export function truncateResponse(text: string, options?: TruncateOptions): string {
  const { maxChars, maxTokens } = budgetOf(options);
  if (text.length <= maxChars) return text;
  const full =
    `\n\n${TRUNCATION_MARKER}\nThe response was ${formatCount(text.length)} characters ` +
    `(~${formatCount(Math.ceil(text.length / CHARACTERS_PER_TOKEN))} tokens, limit ${formatCount(maxTokens)} tokens). ` +
    "Narrow the request to see less at once.";
  const marker =
    maxChars >= 2 * full.length ? full : `\n${TRUNCATION_MARKER} of ${formatCount(text.length)} characters`;
  let keep = Math.max(1, maxChars - marker.length);
  const code = text.charCodeAt(keep - 1);
  if (code >= 0xd800 && code <= 0xdbff) keep = keep > 1 ? keep - 1 : keep + 1;
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
