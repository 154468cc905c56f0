import type { PathSegment } from "./format-path.ts";
import type { SchemaResource } from "./schema-registry.ts";

/** An issue before its path is rendered; `expected` and `allowed` let `anyOf` merge type and enum failures. */
export interface RawIssue {
  path: PathSegment[];
  message: string;
  keyword: string;
  /** Expected type names when `keyword` is `type`. */
  expected?: readonly string[];
  /** Allowed values when `keyword` is `enum` or `const`. */
  allowed?: readonly unknown[];
}

/**
 * What one validation is doing right now. `collect` is off while a branch is only asked whether it matches
 * (`not`, `if`, the first pass of `anyOf`): checks then answer `false` at the first mismatch and build no
 * message, which keeps valid input cheap. `path` is a stack pushed and popped around each descent, so walking
 * a value allocates nothing until an issue is reported.
 */
export interface CheckState {
  collect: boolean;
  issues: RawIssue[];
  maxIssues: number;
  readonly path: PathSegment[];
  /** Schema visits so far; past the budget the validation gives up and accepts (`ValidationAbandoned`). */
  steps: number;
  /** Whether `format` is asserted (the option, or a `oneOf` tie-break among branches that differ by format). */
  assertFormat: boolean;
  /** Schema resources entered, outermost first, for `$dynamicRef` and `$recursiveRef`. */
  readonly scope: SchemaResource[];
  /** `$ref`s followed in a row at one value location, to stop a schema that only refers to itself. */
  refChain: number;
  refChainDepth: number;
}

/**
 * Locations (of the value at hand) that some keyword evaluated successfully: the annotations
 * `unevaluatedProperties` and `unevaluatedItems` read. Only created where such a keyword exists.
 */
export interface Evaluated {
  properties: Set<string> | undefined;
  allProperties: boolean;
  /** Items `0 .. items - 1` were evaluated. */
  items: number;
  /** Further single items (matched by `contains`). */
  itemSet: Set<number> | undefined;
  allItems: boolean;
}

/**
 * One compiled schema: whether `value` matches. With `collect` on it also reports issues; with `evaluated`
 * it records the locations it evaluated.
 */
export type Check = (value: unknown, state: CheckState, evaluated: Evaluated | undefined) => boolean;

/** A check that always passes (`true`, `{}`, a keyword that does not apply). */
export const PASS: Check = () => true;

/** Thrown when the work or depth budget runs out: the validation then accepts, as it cannot conclude. */
export class ValidationAbandoned extends Error {}

export function newEvaluated(): Evaluated {
  return { properties: undefined, allProperties: false, items: 0, itemSet: undefined, allItems: false };
}

/** Adds what `from` evaluated to `into`. */
export function mergeEvaluated(into: Evaluated, from: Evaluated): void {
  if (from.allProperties) into.allProperties = true;
  else if (from.properties !== undefined) for (const name of from.properties) markProperty(into, name);
  if (from.allItems) into.allItems = true;
  if (from.items > into.items) into.items = from.items;
  if (from.itemSet !== undefined) for (const index of from.itemSet) markItem(into, index);
}

export function markProperty(evaluated: Evaluated, name: string): void {
  if (evaluated.allProperties) return;
  if (evaluated.properties === undefined) evaluated.properties = new Set();
  evaluated.properties.add(name);
}

export function markItem(evaluated: Evaluated, index: number): void {
  if (evaluated.itemSet === undefined) evaluated.itemSet = new Set();
  evaluated.itemSet.add(index);
}

/** Whether the state has collected as many issues as it reports. */
export function isFull(state: CheckState): boolean {
  return state.issues.length >= state.maxIssues;
}

/** Records an issue at the current path (plus `segment`, if given) and returns `false`. */
export function report(
  state: CheckState,
  keyword: string,
  message: string,
  extra?: { segment?: PathSegment; expected?: readonly string[]; allowed?: readonly unknown[] },
): false {
  if (state.collect && !isFull(state)) {
    const path = state.path.slice();
    if (extra?.segment !== undefined) path.push(extra.segment);
    const issue: RawIssue = { path, message, keyword };
    if (extra?.expected !== undefined) issue.expected = extra.expected;
    if (extra?.allowed !== undefined) issue.allowed = extra.allowed;
    state.issues.push(issue);
  }
  return false;
}

/** Runs `check` only asking whether it matches: no issues are built. */
export function matches(check: Check, value: unknown, state: CheckState, evaluated?: Evaluated): boolean {
  const collect = state.collect;
  state.collect = false;
  const matched = check(value, state, evaluated);
  state.collect = collect;
  return matched;
}

/** Runs `check` collecting at most `limit` issues of its own, returned instead of added to the state. */
export function issuesOf(check: Check, value: unknown, state: CheckState, limit: number): RawIssue[] {
  const { collect, issues, maxIssues } = state;
  const own: RawIssue[] = [];
  state.collect = true;
  state.issues = own;
  state.maxIssues = limit;
  check(value, state, undefined);
  state.collect = collect;
  state.issues = issues;
  state.maxIssues = maxIssues;
  return own;
}

/** `item` for one, `items` otherwise (`properties` for `property`). */
export function plural(count: number, noun: string): string {
  if (count === 1) return noun;
  return noun.endsWith("y") ? `${noun.slice(0, -1)}ies` : `${noun}s`;
}
