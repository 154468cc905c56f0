/**
 * A schema as found in the wild: an object whose keywords may have any shape, or a boolean schema. Schemas
 * come from MCP servers, OpenAPI documents and users, so every keyword is read defensively through the
 * helpers below instead of trusting `JSONSchema7`'s declared types.
 */
export type SchemaObject = Record<string, unknown>;

/** Whether `value` is a plain object (not an array, not null): the only shape a keyword map can have. */
export function isRecord(value: unknown): value is SchemaObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether `value` can be a schema: an object or a boolean. */
export function isSchema(value: unknown): value is SchemaObject | boolean {
  return typeof value === "boolean" || isRecord(value);
}

/** A keyword's value when it is a string, else `undefined`. */
export function stringKeyword(schema: SchemaObject, keyword: string): string | undefined {
  const value = schema[keyword];
  return typeof value === "string" ? value : undefined;
}

/** A keyword's value when it is an array, else `undefined`. */
export function arrayKeyword(schema: SchemaObject, keyword: string): readonly unknown[] | undefined {
  const value = schema[keyword];
  return Array.isArray(value) ? value : undefined;
}

/** A keyword's value when it is a map of subschemas (`properties`, `patternProperties`), else `undefined`. */
export function recordKeyword(schema: SchemaObject, keyword: string): SchemaObject | undefined {
  const value = schema[keyword];
  return isRecord(value) ? value : undefined;
}

/** The own property `key` of `record`, never one inherited from `Object.prototype`. */
export function ownValue(record: SchemaObject, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * Sets an own, enumerable property, even for the key `__proto__` (plain assignment would replace the
 * object's prototype instead). Schemas come from the wild and may use any key.
 */
export function setOwn(record: SchemaObject, key: string, value: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    record[key] = value; // fast path: defineProperty would turn the object into a slow dictionary
  }
}
