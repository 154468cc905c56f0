import { jsonEqual } from "./json-equal.ts";
import { plural } from "./scalar-keywords.ts";
import {
  addIssue,
  type CheckSchema,
  childPath,
  isFull,
  type ValidationContext,
  type ValuePath,
} from "./validation-context.ts";

type SchemaRecord = Record<string, unknown>;

/** Above this length `uniqueItems` is not checked: a quadratic comparison is not worth blocking a call. */
const MAX_UNIQUE_CHECK = 2000;

/**
 * `minItems`, `maxItems`, `uniqueItems`, and item schemas: `prefixItems` + `items` (2020-12), or `items` as
 * an array + `additionalItems` (draft 4 to 7 tuples), or `items` as one schema for every element.
 */
export function checkArrayKeywords(
  context: ValidationContext,
  schema: SchemaRecord,
  value: readonly unknown[],
  path: ValuePath,
  check: CheckSchema,
): void {
  const { minItems, maxItems } = schema;
  if (typeof minItems === "number" && value.length < minItems) {
    addIssue(context, {
      path,
      keyword: "minItems",
      message: `must have at least ${minItems} ${plural(minItems, "item")}, got ${value.length}`,
    });
  }
  if (typeof maxItems === "number" && value.length > maxItems) {
    addIssue(context, {
      path,
      keyword: "maxItems",
      message: `must have at most ${maxItems} ${plural(maxItems, "item")}, got ${value.length}`,
    });
  }
  if (schema.uniqueItems === true && value.length <= MAX_UNIQUE_CHECK) checkUnique(context, value, path);

  const tuple = Array.isArray(schema.prefixItems)
    ? schema.prefixItems
    : Array.isArray(schema.items)
      ? schema.items
      : undefined;
  const rest = Array.isArray(schema.prefixItems)
    ? schema.items
    : Array.isArray(schema.items)
      ? schema.additionalItems
      : schema.items;
  const tupleLength = tuple?.length ?? 0;
  if (tuple !== undefined) {
    const count = Math.min(tupleLength, value.length);
    for (let index = 0; index < count && !isFull(context); index++) {
      check(context, tuple[index], value[index], childPath(path, index), 0);
    }
  }
  if (rest === false && value.length > tupleLength) {
    addIssue(context, {
      path,
      keyword: "items",
      message: `must have at most ${tupleLength} ${plural(tupleLength, "item")}, got ${value.length}`,
    });
    return;
  }
  if (rest !== undefined && rest !== true && typeof rest === "object" && rest !== null) {
    for (let index = tupleLength; index < value.length && !isFull(context); index++) {
      check(context, rest, value[index], childPath(path, index), 0);
    }
  }
}

function checkUnique(context: ValidationContext, value: readonly unknown[], path: ValuePath): void {
  for (let later = 1; later < value.length; later++) {
    for (let earlier = 0; earlier < later; earlier++) {
      if (jsonEqual(value[earlier], value[later])) {
        addIssue(context, {
          path,
          keyword: "uniqueItems",
          message: `must not contain duplicate items, but items ${earlier} and ${later} are equal`,
        });
        return;
      }
    }
  }
}
