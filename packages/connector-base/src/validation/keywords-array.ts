import { type Check, isFull, markItem, matches, plural, report } from "./check-state.ts";
import { type CompileContext, isCount } from "./compile-context.ts";
import { jsonEqual } from "./json-equal.ts";
import { limitCheck, type Measure } from "./limit-check.ts";

/** Above this length `uniqueItems` over objects and arrays is not checked: quadratic work is not worth a call. */
const MAX_UNIQUE_CHECK = 2000;

const arrayLength: Measure = (value) => (value as unknown[]).length;

/** `minItems`, `maxItems` and `uniqueItems`. */
export function compileItemCounts({ schema }: CompileContext): Check[] {
  const checks: Check[] = [];
  const { minItems, maxItems } = schema;
  if (isCount(minItems)) checks.push(limitCheck("minItems", minItems, true, arrayLength, "item"));
  if (isCount(maxItems)) checks.push(limitCheck("maxItems", maxItems, false, arrayLength, "item"));
  if (schema.uniqueItems === true) {
    checks.push((value, state) => {
      const duplicate = findDuplicate(value as unknown[]);
      return (
        duplicate === undefined ||
        report(
          state,
          "uniqueItems",
          `must not contain duplicate items, but items ${duplicate[0]} and ${duplicate[1]} are equal`,
        )
      );
    });
  }
  return checks;
}

function findDuplicate(value: readonly unknown[]): [number, number] | undefined {
  const seen = new Map<unknown, number>();
  let structured = false;
  for (let index = 0; index < value.length; index++) {
    const item = value[index];
    if (typeof item === "object" && item !== null) {
      structured = true;
      continue;
    }
    const earlier = seen.get(item);
    if (earlier !== undefined) return [earlier, index];
    seen.set(item, index);
  }
  if (!structured || value.length > MAX_UNIQUE_CHECK) return undefined;
  for (let later = 1; later < value.length; later++) {
    const item = value[later];
    if (typeof item !== "object" || item === null) continue;
    for (let earlier = 0; earlier < later; earlier++) {
      if (jsonEqual(value[earlier], item)) return [earlier, later];
    }
  }
  return undefined;
}

/**
 * Item schemas: `prefixItems` + `items` (2020-12), or `items` as a list + `additionalItems` (drafts 4 to
 * 2019-09 tuples; the default dialect reads both), or `items` as one schema for every element. They mark what
 * they evaluated for `unevaluatedItems`.
 */
export function compileItems({ schema, place, sub }: CompileContext): Check | undefined {
  const { version, legacy } = place.dialect;
  let tupleSchemas: readonly unknown[] | undefined;
  let restSchema: unknown;
  if (version === 2020 && Array.isArray(schema.prefixItems)) {
    tupleSchemas = schema.prefixItems;
    restSchema = schema.items;
  } else if (Array.isArray(schema.items)) {
    if (version < 2020 || legacy) {
      tupleSchemas = schema.items;
      restSchema = schema.additionalItems;
    }
  } else {
    restSchema = schema.items;
  }
  const tuple = (tupleSchemas ?? []).map(sub);
  const rest = restSchema === undefined ? undefined : sub(restSchema);
  if (tuple.length === 0 && rest === undefined) return undefined;
  const tupleLength = tuple.length;
  const noun = plural(tupleLength, "item");
  return (input, state, evaluated) => {
    const value = input as unknown[];
    let valid = true;
    const count = Math.min(tupleLength, value.length);
    for (let index = 0; index < count; index++) {
      state.path.push(index);
      const ok = (tuple[index] as Check)(value[index], state, undefined);
      state.path.pop();
      if (!ok) {
        valid = false;
        if (!state.collect || isFull(state)) return false;
      }
    }
    if (evaluated !== undefined && count > evaluated.items) evaluated.items = count;
    if (rest === undefined) return valid;
    if (restSchema === false && value.length > tupleLength) {
      return report(state, "items", `must have at most ${tupleLength} ${noun}, got ${value.length}`);
    }
    for (let index = tupleLength; index < value.length; index++) {
      state.path.push(index);
      const ok = rest(value[index], state, undefined);
      state.path.pop();
      if (!ok) {
        valid = false;
        if (!state.collect || isFull(state)) return false;
      }
    }
    if (evaluated !== undefined) evaluated.allItems = true;
    return valid;
  };
}

/**
 * `contains` (draft 6 on) with `minContains` and `maxContains` (2019-09 on). In 2020-12 the matching items
 * count as evaluated for `unevaluatedItems`.
 */
export function compileContains({ schema, place, sub }: CompileContext): Check | undefined {
  const { version, legacy } = place.dialect;
  if (version < 6 || schema.contains === undefined) return undefined;
  const contains = sub(schema.contains);
  const bounded = version >= 2019 || legacy;
  const minimum = bounded && isCount(schema.minContains) ? schema.minContains : 1;
  const maximum = bounded && isCount(schema.maxContains) ? schema.maxContains : undefined;
  const annotates = version === 2020;
  return (input, state, evaluated) => {
    const value = input as unknown[];
    let count = 0;
    for (let index = 0; index < value.length; index++) {
      state.path.push(index);
      const matched = matches(contains, value[index], state);
      state.path.pop();
      if (!matched) continue;
      count++;
      if (annotates && evaluated !== undefined) markItem(evaluated, index);
      else if (maximum === undefined && count >= minimum) break;
    }
    if (count < minimum) {
      return report(
        state,
        "contains",
        `must contain at least ${minimum} ${plural(minimum, "item")} matching the "contains" schema, got ${count}`,
      );
    }
    if (maximum !== undefined && count > maximum) {
      return report(
        state,
        "maxContains",
        `must contain at most ${maximum} ${plural(maximum, "item")} matching the "contains" schema, got ${count}`,
      );
    }
    return true;
  };
}
