/**
 * Sample values for a JSON Schema, for benchmarks: `sampleValue` builds a plausible valid value (required
 * properties, a few optional ones, items, first branches of `anyOf`/`oneOf`), `spoilValue` breaks one field of
 * it. Neither is guaranteed (patterns are not inverted): callers keep only values the validators agree on.
 */
type Schema = Record<string, unknown>;

const MAX_DEPTH = 6;
const OPTIONAL_PROPERTIES = 4;

function resolveRef(root: Schema, schema: Schema): Schema {
  let current = schema;
  for (let hop = 0; hop < 8 && typeof current.$ref === "string" && current.$ref.startsWith("#/"); hop++) {
    let target: unknown = root;
    for (const token of current.$ref.slice(2).split("/")) {
      const key = decodeURIComponent(token).replace(/~1/g, "/").replace(/~0/g, "~");
      target = (target as Schema | undefined)?.[key];
    }
    if (typeof target !== "object" || target === null) return current;
    current = target as Schema;
  }
  return current;
}

function sampleString(schema: Schema): string {
  switch (schema.format) {
    case "date-time":
      return "2024-05-01T12:00:00Z";
    case "date":
      return "2024-05-01";
    case "email":
      return "dev@example.com";
    case "uri":
    case "url":
      return "https://example.com/a";
    case "uuid":
      return "2eb8aa08-aa98-11ea-b4aa-73b441d16380";
    default: {
      const min = typeof schema.minLength === "number" ? schema.minLength : 3;
      return "sample-text"
        .padEnd(min, "x")
        .slice(0, typeof schema.maxLength === "number" ? schema.maxLength : 64);
    }
  }
}

function sample(root: Schema, input: unknown, depth: number): unknown {
  if (typeof input !== "object" || input === null) return "x";
  const schema = resolveRef(root, input as Schema);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (Object.hasOwn(schema, "const")) return schema.const;
  const branches = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(branches) && branches.length > 0) return sample(root, branches[0], depth);
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part) => sample(root, part, depth));
    if (parts.every((part) => typeof part === "object" && part !== null && !Array.isArray(part))) {
      return Object.assign({}, ...parts);
    }
    return parts[0];
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return sampleString(schema);
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 1;
    case "boolean":
      return true;
    case "array": {
      const count = typeof schema.minItems === "number" ? Math.max(schema.minItems, 1) : 2;
      return depth >= MAX_DEPTH
        ? []
        : Array.from({ length: count }, () => sample(root, schema.items, depth + 1));
    }
    case "object":
    case undefined: {
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
      const value: Record<string, unknown> = {};
      let optional = 0;
      for (const [name, propertySchema] of Object.entries(properties)) {
        if (!required.has(name) && (depth >= 3 || optional++ >= OPTIONAL_PROPERTIES)) continue;
        value[name] = sample(root, propertySchema, depth + 1);
      }
      return type === undefined && Object.keys(properties).length === 0 ? "x" : value;
    }
    default:
      return null;
  }
}

/** A plausible valid value for `schema`. */
export function sampleValue(schema: Schema): unknown {
  return sample(schema, schema, 0);
}

/** `value` with its first string or number leaf (depth first) replaced by a value of another type. */
export function spoilValue(_schema: Schema, value: unknown): unknown {
  const copy = structuredClone(value);
  const visit = (node: unknown): boolean => {
    if (typeof node !== "object" || node === null) return false;
    for (const key of Object.keys(node)) {
      const child = (node as Record<string, unknown>)[key];
      if (typeof child === "string") {
        (node as Record<string, unknown>)[key] = 12345;
        return true;
      }
      if (typeof child === "number") {
        (node as Record<string, unknown>)[key] = "not a number";
        return true;
      }
      if (visit(child)) return true;
    }
    return false;
  };
  return visit(copy) ? copy : undefined;
}
