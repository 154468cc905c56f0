import { compilePattern } from "./pattern-cache.ts";
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

const MAX_LISTED_PROPERTIES = 12;

/**
 * `required`, `properties`, `patternProperties`, `additionalProperties` (`false` or a schema),
 * `minProperties` and `maxProperties`.
 *
 * A required property whose schema is `readOnly` is not demanded: OpenAPI marks server-set fields (ids,
 * timestamps) both required and read-only, and a request must be able to omit them.
 */
export function checkObjectKeywords(
  context: ValidationContext,
  schema: SchemaRecord,
  value: Record<string, unknown>,
  path: ValuePath,
  check: CheckSchema,
): void {
  const properties = isRecord(schema.properties) ? schema.properties : undefined;
  if (Array.isArray(schema.required)) {
    for (const name of schema.required) {
      if (typeof name !== "string" || (Object.hasOwn(value, name) && value[name] !== undefined)) continue;
      const propertySchema = properties?.[name];
      if (isRecord(propertySchema) && propertySchema.readOnly === true) continue;
      addIssue(context, { path: childPath(path, name), keyword: "required", message: "is required" });
    }
  }

  const patterns = isRecord(schema.patternProperties) ? compilePatterns(schema.patternProperties) : [];
  const additional = schema.additionalProperties;
  const keys = Object.keys(value);
  for (const key of keys) {
    if (isFull(context)) return;
    const propertyValue = value[key];
    if (propertyValue === undefined) continue;
    let declared = false;
    if (properties !== undefined && Object.hasOwn(properties, key)) {
      declared = true;
      check(context, properties[key], propertyValue, childPath(path, key), 0);
    }
    for (const [expression, patternSchema] of patterns) {
      if (expression === null || expression.test(key)) {
        declared = true;
        check(context, patternSchema, propertyValue, childPath(path, key), 0);
      }
    }
    if (declared || additional === undefined || additional === true) continue;
    if (additional === false) {
      addIssue(context, {
        path: childPath(path, key),
        keyword: "additionalProperties",
        message: `is not allowed; ${describeAllowed(properties)}`,
      });
    } else {
      check(context, additional, propertyValue, childPath(path, key), 0);
    }
  }

  const { minProperties, maxProperties } = schema;
  if (typeof minProperties === "number" || typeof maxProperties === "number") {
    const count = keys.filter((key) => value[key] !== undefined).length;
    if (typeof minProperties === "number" && count < minProperties) {
      addIssue(context, {
        path,
        keyword: "minProperties",
        message: `must have at least ${minProperties} ${plural(minProperties, "property")}, got ${count}`,
      });
    }
    if (typeof maxProperties === "number" && count > maxProperties) {
      addIssue(context, {
        path,
        keyword: "maxProperties",
        message: `must have at most ${maxProperties} ${plural(maxProperties, "property")}, got ${count}`,
      });
    }
  }
}

/** Pattern schemas with their compiled expressions; `null` (uncompilable) matches every key, to stay lenient. */
function compilePatterns(patternProperties: SchemaRecord): Array<[RegExp | null, unknown]> {
  return Object.entries(patternProperties).map(([pattern, patternSchema]) => [
    compilePattern(pattern),
    patternSchema,
  ]);
}

function describeAllowed(properties: SchemaRecord | undefined): string {
  const names = properties === undefined ? [] : Object.keys(properties);
  if (names.length === 0) return "this object takes no properties";
  const listed = names.slice(0, MAX_LISTED_PROPERTIES).join(", ");
  const more = names.length > MAX_LISTED_PROPERTIES ? `, ... (${names.length} in all)` : "";
  return `allowed properties: ${listed}${more}`;
}

function isRecord(value: unknown): value is SchemaRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
