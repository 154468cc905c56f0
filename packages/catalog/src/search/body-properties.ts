type Schema = Record<string, unknown>;

/**
 * The property names of a method's object parameters (the request body's fields: `title`, `state`,
 * `locked`, `assignees`): what the method lets a caller set, one level below the top-level parameter names.
 * A `$ref` into the schema's own `$defs` is followed one level; nothing deeper is read, so the words stay
 * about the method, not about the nested objects it mentions. In order, duplicates kept.
 */
export function bodyPropertyNames(inputSchema: unknown): string[] {
  if (!isSchema(inputSchema) || !isSchema(inputSchema.properties)) return [];
  const definitions = isSchema(inputSchema.$defs) ? inputSchema.$defs : undefined;
  const names: string[] = [];
  for (const property of Object.values(inputSchema.properties)) {
    const schema = resolve(property, definitions);
    if (schema && isSchema(schema.properties)) names.push(...Object.keys(schema.properties));
  }
  return names;
}

/** `schema`, or the definition its `#/$defs/...` reference names when `definitions` has it. */
function resolve(schema: unknown, definitions: Schema | undefined): Schema | undefined {
  if (!isSchema(schema)) return undefined;
  const reference = schema.$ref;
  if (typeof reference !== "string" || !definitions || !reference.startsWith(DEFINITIONS_POINTER))
    return schema;
  const name = reference.slice(DEFINITIONS_POINTER.length).replace(/~1/g, "/").replace(/~0/g, "~");
  const target = Object.hasOwn(definitions, name) ? definitions[name] : undefined;
  return isSchema(target) ? target : schema;
}

const DEFINITIONS_POINTER = "#/$defs/";

function isSchema(value: unknown): value is Schema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
