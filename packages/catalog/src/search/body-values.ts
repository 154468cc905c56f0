import { isRecord, type SchemaObject } from "../json-schema/schema-node.ts";
import { definitionResolver } from "./body-properties.ts";
import { MOST_FIELD_VALUES } from "./ranking-parameters.ts";

/**
 * The input property that holds a method's request body: the key an OpenAPI operation's input keeps it
 * under, beside its path, query and header parameters (in `OpenApiConnector`'s tools, and in the
 * reference implementation's).
 */
export const REQUEST_BODY_PROPERTY = "body";

/**
 * The string values the fields of a method's request body are limited to (`state: "closed"`,
 * `event: "APPROVE"`, `visibility: "private"`): each field's `enum` and `const`, those of its array items
 * and of its `allOf` / `anyOf` / `oneOf` members, a `$ref` into the schema's own `$defs` followed one level
 * at each of these steps. A method whose body can set a field to a value says it can bring that state
 * about, which many APIs do through an update rather than a method of its own ("close an issue", "approve
 * a pull request"). Only the {@link REQUEST_BODY_PROPERTY}'s fields are read: values of other parameters
 * are most often filters of what a method reads (`state=closed` on a list). A field limited to more than
 * `MOST_FIELD_VALUES` values gives none. Each value once, in order, the empty string left out.
 */
export function bodyPropertyValues(inputSchema: unknown): string[] {
  if (!isRecord(inputSchema) || !isRecord(inputSchema.properties)) return [];
  const properties = inputSchema.properties;
  if (!Object.hasOwn(properties, REQUEST_BODY_PROPERTY)) return [];
  const resolve = definitionResolver(inputSchema);
  const body = resolve(properties[REQUEST_BODY_PROPERTY]);
  const values: string[] = [];
  if (body !== undefined && isRecord(body.properties))
    for (const field of Object.values(body.properties)) addFieldValues(values, field, resolve);
  return values;
}

/**
 * Adds to `values` (each once) the string values one field is limited to, as {@link bodyPropertyValues}
 * reads them: its own `enum` and `const`, those of its `items` and of its `allOf` / `anyOf` / `oneOf`
 * members; none when they are more than `MOST_FIELD_VALUES`. `resolve` gives the schema a node stands for
 * (a reference followed one level), or `undefined` for a node that is none: the derivation of OpenAPI
 * operations reads the same values straight from the document, through its references.
 */
export function addFieldValues(
  values: string[],
  field: unknown,
  resolve: (node: unknown) => SchemaObject | undefined,
): void {
  const schema = resolve(field);
  if (schema === undefined) return;
  const { items, allOf, anyOf, oneOf } = schema;
  // Most fields say none of these: they cost a few property reads, and allocate nothing.
  if (schema.enum === undefined && schema.const === undefined && items === undefined)
    if (allOf === undefined && anyOf === undefined && oneOf === undefined) return;
  const own: string[] = [];
  addOwnValues(own, schema);
  if (items !== undefined) addOwnValues(own, resolve(items));
  addMemberValues(own, allOf, resolve);
  addMemberValues(own, anyOf, resolve);
  addMemberValues(own, oneOf, resolve);
  // A field of many values lists a catalog (event types, currencies, time zones), not the states a
  // method can bring about: it says nothing about what the method does.
  if (own.length > MOST_FIELD_VALUES) return;
  for (let position = 0; position < own.length; position++) addValue(values, own[position]);
}

function addMemberValues(
  own: string[],
  members: unknown,
  resolve: (node: unknown) => SchemaObject | undefined,
): void {
  if (!Array.isArray(members)) return;
  for (let position = 0; position < members.length; position++) addOwnValues(own, resolve(members[position]));
}

/** Adds `schema`'s own string `enum` values and `const` to `own`, each once, the empty string left out. */
function addOwnValues(own: string[], schema: SchemaObject | undefined): void {
  if (schema === undefined) return;
  const listed = schema.enum;
  if (Array.isArray(listed))
    for (let position = 0; position < listed.length && own.length <= MOST_FIELD_VALUES; position++)
      addValue(own, listed[position]);
  addValue(own, schema.const);
}

function addValue(list: string[], value: unknown): void {
  if (typeof value === "string" && value !== "" && !list.includes(value)) list.push(value);
}
