import { type Check, isFull, issuesOf, markProperty, matches, report } from "./check-state.ts";
import { type CompileContext, isCount, isRecord } from "./compile-context.ts";
import { describeAllowed } from "./describe-value.ts";
import { limitCheck, type Measure } from "./limit-check.ts";
import { compilePattern } from "./pattern-cache.ts";

type ObjectValue = Record<string, unknown>;

/** Whether a property is present: a key holding `undefined` counts as absent, as in JSON. */
function has(value: ObjectValue, key: string): boolean {
  return value[key] !== undefined && Object.hasOwn(value, key);
}

/**
 * `required`. A required property whose schema is `readOnly` (directly or through its `$ref`) is not
 * demanded: OpenAPI marks server-set fields (ids, timestamps) both required and read-only, and a request must
 * be able to omit them.
 */
export function compileRequired(context: CompileContext): Check | undefined {
  const { schema } = context;
  if (!Array.isArray(schema.required)) return undefined;
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const names = schema.required.filter(
    (name): name is string => typeof name === "string" && !isReadOnly(context, properties[name]),
  );
  if (names.length === 0) return undefined;
  return (input, state) => {
    const value = input as ObjectValue;
    let valid = true;
    for (const name of names) {
      if (has(value, name)) continue;
      if (!state.collect) return false;
      valid = report(state, "required", "is required", { segment: name });
    }
    return valid;
  };
}

function isReadOnly(context: CompileContext, propertySchema: unknown): boolean {
  let current = propertySchema;
  for (let hop = 0; hop < 8 && isRecord(current); hop++) {
    if (current.readOnly === true) return true;
    if (typeof current.$ref !== "string") return false;
    const place = context.registry.placeOf(current) ?? context.place;
    current = context.registry.resolve(current.$ref, place)?.schema;
  }
  return false;
}

/**
 * `properties`, `patternProperties` and `additionalProperties` (`false` or a schema), which together decide
 * each property; they mark what they evaluated for `unevaluatedProperties`.
 */
export function compileProperties(context: CompileContext): Check | undefined {
  const { schema, sub } = context;
  const declared = isRecord(schema.properties) ? schema.properties : undefined;
  const properties = new Map<string, Check>();
  for (const [name, propertySchema] of Object.entries(declared ?? {}))
    properties.set(name, sub(propertySchema));
  const patterns: Array<[RegExp | null, Check]> = isRecord(schema.patternProperties)
    ? Object.entries(schema.patternProperties).map(([pattern, patternSchema]) => [
        compilePattern(pattern),
        sub(patternSchema),
      ])
    : [];
  const additionalSchema = schema.additionalProperties;
  // `true` still matters: it marks every property evaluated, for `unevaluatedProperties`.
  const additional = additionalSchema === undefined ? undefined : sub(additionalSchema);
  if (properties.size === 0 && patterns.length === 0 && additional === undefined) return undefined;
  const forbidden = additionalSchema === false;
  return (input, state, evaluated) => {
    const value = input as ObjectValue;
    let valid = true;
    const keys = Object.keys(value);
    for (let index = 0; index < keys.length; index++) {
      const key = keys[index] as string;
      const item = value[key];
      if (item === undefined) continue;
      let seen = false;
      const property = properties.get(key);
      state.path.push(key);
      if (property !== undefined) {
        seen = true;
        if (!property(item, state, undefined)) valid = false;
      }
      for (const [expression, check] of patterns) {
        // An uncompilable pattern (PCRE-only syntax) matches every key, to stay lenient.
        if (expression !== null && !expression.test(key)) continue;
        seen = true;
        if (!check(item, state, undefined)) valid = false;
      }
      if (!seen && additional !== undefined) {
        if (forbidden)
          valid = report(state, "additionalProperties", `is not allowed; ${describeAllowed(declared)}`);
        else if (!additional(item, state, undefined)) valid = false;
      }
      state.path.pop();
      if (!valid && (!state.collect || isFull(state))) return false;
      if (evaluated !== undefined && (seen || additional !== undefined)) markProperty(evaluated, key);
    }
    return valid;
  };
}

/** `minProperties` and `maxProperties`. */
export function compilePropertyCounts({ schema }: CompileContext): Check[] {
  const checks: Check[] = [];
  const { minProperties, maxProperties } = schema;
  if (isCount(minProperties)) {
    checks.push(limitCheck("minProperties", minProperties, true, propertyCount, "property"));
  }
  if (isCount(maxProperties)) {
    checks.push(limitCheck("maxProperties", maxProperties, false, propertyCount, "property"));
  }
  return checks;
}

const propertyCount: Measure = (input) => {
  const value = input as ObjectValue;
  let count = 0;
  for (const key in value) if (Object.hasOwn(value, key) && value[key] !== undefined) count++;
  return count;
};

/** `propertyNames` (draft 6 on): every key, as a string, matches the schema. */
export function compilePropertyNames({ schema, place, sub }: CompileContext): Check | undefined {
  if (place.dialect.version < 6 || schema.propertyNames === undefined || schema.propertyNames === true)
    return undefined;
  const names = sub(schema.propertyNames);
  return (input, state) => {
    const value = input as ObjectValue;
    let valid = true;
    for (const key of Object.keys(value)) {
      if (value[key] === undefined || matches(names, key, state)) continue;
      if (!state.collect) return false;
      const reason = issuesOf(names, key, state, 1)[0]?.message;
      valid = report(
        state,
        "propertyNames",
        `is not an allowed property name${reason === undefined ? "" : `: ${reason}`}`,
        {
          segment: key,
        },
      );
    }
    return valid;
  };
}

/**
 * `dependentRequired` and `dependentSchemas` (2019-09 on) and draft 4-7 `dependencies` (a list of names or a
 * schema per property), which the default dialect also reads.
 */
export function compileDependencies(context: CompileContext): Check[] {
  const { schema, place, sub } = context;
  const { version, legacy } = place.dialect;
  const required: Array<[string, string[]]> = [];
  const schemas: Array<[string, Check]> = [];
  const collect = (map: unknown, lists: boolean, schemasToo: boolean) => {
    if (!isRecord(map)) return;
    for (const [name, dependency] of Object.entries(map)) {
      if (lists && Array.isArray(dependency)) {
        required.push([name, dependency.filter((item): item is string => typeof item === "string")]);
      } else if (schemasToo && !Array.isArray(dependency)) schemas.push([name, sub(dependency)]);
    }
  };
  if (version <= 7 || legacy) collect(schema.dependencies, true, true);
  if (version >= 2019) {
    collect(schema.dependentRequired, true, false);
    collect(schema.dependentSchemas, false, true);
  }
  const checks: Check[] = [];
  if (required.length > 0) {
    checks.push((input, state) => {
      const value = input as ObjectValue;
      let valid = true;
      for (const [name, needed] of required) {
        if (!has(value, name)) continue;
        for (const other of needed) {
          if (has(value, other)) continue;
          if (!state.collect) return false;
          valid = report(state, "dependentRequired", `is required when ${name} is present`, {
            segment: other,
          });
        }
      }
      return valid;
    });
  }
  if (schemas.length > 0) {
    checks.push((input, state, evaluated) => {
      const value = input as ObjectValue;
      let valid = true;
      for (const [name, check] of schemas) {
        if (has(value, name) && !check(value, state, evaluated)) {
          valid = false;
          if (!state.collect) return false;
        }
      }
      return valid;
    });
  }
  return checks;
}
