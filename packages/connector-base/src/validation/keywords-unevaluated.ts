import { type Check, isFull, report } from "./check-state.ts";
import type { CompileContext } from "./compile-context.ts";
import { collectDeclaredProperties } from "./declared-properties.ts";
import { describeAllowed } from "./describe-value.ts";

/**
 * `unevaluatedProperties` (2019-09 on): properties that no keyword of this schema evaluated, including those
 * of its `allOf`, matching `anyOf`/`oneOf` branches, `if`/`then`/`else`, `dependentSchemas` and references,
 * must match. Reads the annotations the node collected into `evaluated`, then marks every property.
 */
export function compileUnevaluatedProperties(context: CompileContext): Check | undefined {
  const { schema, place, sub } = context;
  if (place.dialect.version < 2019 || schema.unevaluatedProperties === undefined) return undefined;
  const rest = sub(schema.unevaluatedProperties);
  const forbidden = schema.unevaluatedProperties === false;
  let allowed: string | undefined;
  return (value, state, evaluated) => {
    if (evaluated === undefined || evaluated.allProperties) return true;
    let valid = true;
    const record = value as Record<string, unknown>;
    for (const key in record) {
      if (!Object.hasOwn(record, key) || record[key] === undefined || evaluated.properties?.has(key))
        continue;
      if (forbidden) {
        allowed ??= describeAllowed(collectDeclaredProperties(context));
        valid = report(state, "unevaluatedProperties", `is not allowed; ${allowed}`, { segment: key });
      } else {
        state.path.push(key);
        if (!rest(record[key], state, undefined)) valid = false;
        state.path.pop();
      }
      if (!valid && (!state.collect || isFull(state))) return false;
    }
    if (valid) evaluated.allProperties = true;
    return valid;
  };
}

/**
 * `unevaluatedItems` (2019-09 on): items no `prefixItems`/`items`/`additionalItems` (and, in 2020-12,
 * `contains`) of this schema or its in-place subschemas evaluated must match.
 */
export function compileUnevaluatedItems(context: CompileContext): Check | undefined {
  const { schema, place, sub } = context;
  if (place.dialect.version < 2019 || schema.unevaluatedItems === undefined) return undefined;
  const rest = sub(schema.unevaluatedItems);
  const forbidden = schema.unevaluatedItems === false;
  return (input, state, evaluated) => {
    const value = input as unknown[];
    if (evaluated === undefined || evaluated.allItems) return true;
    let valid = true;
    for (let index = evaluated.items; index < value.length; index++) {
      if (evaluated.itemSet?.has(index)) continue;
      if (forbidden) {
        valid = report(state, "unevaluatedItems", "is not allowed: no schema describes this item", {
          segment: index,
        });
      } else {
        state.path.push(index);
        if (!rest(value[index], state, undefined)) valid = false;
        state.path.pop();
      }
      if (!valid && (!state.collect || isFull(state))) return false;
    }
    if (valid) evaluated.allItems = true;
    return valid;
  };
}
