import { MOST_FIELD_VALUES } from "./ranking-parameters.ts";

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

/**
 * The string values the fields of a method's object parameters are limited to (`state: "closed"`,
 * `event: "APPROVE"`, `visibility: "private"`): each field's `enum` and `const`, those of its array items
 * and of its `anyOf` / `oneOf` members, a `$ref` into the schema's own `$defs` followed one level at each of
 * these steps. A method whose body can set a field to a value says it can bring that state about, which
 * many APIs do through an update rather than a method of its own ("close an issue", "approve a pull
 * request"). The fields are those {@link bodyPropertyNames} reads; a field limited to more than
 * `MOST_FIELD_VALUES` values gives none. Each value once, in order, the empty string left out.
 */
export function bodyPropertyValues(inputSchema: unknown): string[] {
  if (!isSchema(inputSchema) || !isSchema(inputSchema.properties)) return [];
  const definitions = isSchema(inputSchema.$defs) ? inputSchema.$defs : undefined;
  const inSchema = (node: unknown) => resolve(node, definitions);
  const values = new Set<string>();
  for (const property of Object.values(inputSchema.properties)) {
    const schema = inSchema(property);
    if (!schema || !isSchema(schema.properties)) continue;
    for (const field of Object.values(schema.properties)) addFieldValues(values, field, inSchema);
  }
  return [...values];
}

/**
 * Adds to `values` the string values one field is limited to, as {@link bodyPropertyValues} reads them:
 * its own `enum` and `const`, those of its `items` and of its `anyOf` / `oneOf` members; none when they
 * are more than `MOST_FIELD_VALUES`. `resolve` gives the
 * schema a node stands for (a reference followed one level), or `undefined` for a node that is none; the
 * derivation of OpenAPI operations reads the same values through the document's references.
 */
export function addFieldValues(
  values: Set<string>,
  field: unknown,
  resolve: (node: unknown) => Schema | undefined,
): void {
  const schema = resolve(field);
  if (schema === undefined) return;
  const { items, anyOf, oneOf } = schema;
  // Most fields say none of these: they cost a few property reads, and allocate nothing.
  if (schema.enum === undefined && schema.const === undefined && items === undefined)
    if (anyOf === undefined && oneOf === undefined) return;
  const own: string[] = [];
  addOwnValues(own, schema);
  if (items !== undefined) addOwnValues(own, resolve(items));
  for (const members of [anyOf, oneOf]) {
    if (!Array.isArray(members)) continue;
    for (let position = 0; position < members.length; position++)
      addOwnValues(own, resolve(members[position]));
  }
  // A field of many values lists a catalog (event types, currencies, time zones), not the states a
  // method can bring about: it says nothing about what the method does.
  if (own.length > MOST_FIELD_VALUES) return;
  for (let position = 0; position < own.length; position++) values.add(own[position] as string);
}

/** Adds `schema`'s own string `enum` values and `const` to `own`, each once, the empty string left out. */
function addOwnValues(own: string[], schema: Schema | undefined): void {
  if (schema === undefined) return;
  const listed = schema.enum;
  if (Array.isArray(listed))
    for (let position = 0; position < listed.length && own.length <= MOST_FIELD_VALUES; position++)
      addValue(own, listed[position]);
  addValue(own, schema.const);
}

function addValue(own: string[], value: unknown): void {
  if (typeof value === "string" && value !== "" && !own.includes(value)) own.push(value);
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
