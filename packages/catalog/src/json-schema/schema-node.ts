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

/**
 * How the nodes of a schema are read when a `$ref` may stand in for one: a node with a string `$ref` is the
 * object `lookup` finds for it (followed one level), or the node itself when `lookup` finds no object (a
 * reference to `true`/`false`, to nothing, or one `lookup` does not follow); a node that is no object is
 * `undefined`.
 */
export function referenceResolver(
  lookup: (reference: string) => unknown,
): (node: unknown) => SchemaObject | undefined {
  return (node) => {
    if (!isRecord(node)) return undefined;
    const reference = node.$ref;
    if (typeof reference !== "string") return node;
    const target = lookup(reference);
    return isRecord(target) ? target : node;
  };
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
