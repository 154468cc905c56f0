import { type Check, plural, report } from "./check-state.ts";

/**
 * The size of a value a `min*`/`max*` keyword applies to; it is only called with a value of that keyword's
 * kind (the node dispatches by kind). `limit` and `atLeast` let a costly count (code points) be skipped when
 * the cheap one already decides.
 */
export type Measure = (value: unknown, limit: number, atLeast: boolean) => number;

/**
 * One `min*`/`max*` check, shared by `minLength`, `minItems`, `minProperties` and their `max*` twins so the
 * six keywords build their messages (`must have at least 2 items, got 1`) one way. Nothing is allocated on a
 * passing value.
 */
export function limitCheck(
  keyword: string,
  limit: number,
  atLeast: boolean,
  measure: Measure,
  noun: string,
  verb = "have",
  tail = "",
): Check {
  const head = `must ${verb} at ${atLeast ? "least" : "most"} ${limit} ${plural(limit, noun)}${tail}, got `;
  return (value, state) => {
    const size = measure(value, limit, atLeast);
    return (atLeast ? size >= limit : size <= limit) || report(state, keyword, head + size);
  };
}
