import { isRecord, referenceResolver, type SchemaObject, setOwn } from "../json-schema/schema-node.ts";
import { addFieldValues, REQUEST_BODY_PROPERTY } from "../search/body-values.ts";
import { EMPTY_LIST, type InputOutline } from "../search/input-outline.ts";
import { readResponseProperties } from "../search/response-properties.ts";
import { resolveReference } from "./document-objects.ts";
import type { BodySpecification, ParameterSpecification } from "./operation-parameters.ts";

/** What an operation's input is made of, as `derive-operations.ts` reads it before copying any schema. */
export interface InputParts {
  /** The parameters that become input keys, in order: distinct names, none `body` when there is a body. */
  readonly inputParameters: readonly ParameterSpecification[];
  readonly body: BodySpecification | undefined;
  readonly hasBody: boolean;
}

/**
 * The outline of the schemas the operation's derivation would build (`propertyNames`, `bodyPropertyNames`
 * and `bodyPropertyValues` of its input), read from the document without copying a schema:
 * the top-level keys are the parameter names and `body`; a property's own fields are those of the schema a
 * `$ref` names, else its own, and the body's fields' values are read through the document's references
 * likewise, one level at each step, as the derived schema's `$defs` are followed. A reference reaches the
 * same object in the document as the derived `$ref` does in `$defs`, however either spells it (escaped,
 * percent-encoded, or through a key with a `%` in it), so the two agree. A document that contains itself
 * (an object among its own properties: built in code, or parsed from YAML with a recursive alias) is the
 * exception: the derivation cuts such a cycle short, this reads through it. The result's property names
 * (`responsePropertyNames` of the derived output schema) are read from `response`, the document's schema
 * of the result (`responseSchema`, `undefined` when there is none), through its references likewise.
 */
export function inputOutlineOf(document: SchemaObject, parts: InputParts, response: unknown): InputOutline {
  const withBody = parts.hasBody && parts.body !== undefined;
  if (!inListedOrder(parts.inputParameters)) return outlineByRecord(document, parts, response);
  const properties: string[] = [];
  const fields: FieldsRead = { names: [], values: [] };
  const resolve = resolverOf(document);
  for (const parameter of parts.inputParameters) {
    readFields(fields, parameter.schema, parameter.name === REQUEST_BODY_PROPERTY, resolve);
    properties.push(parameter.name);
  }
  if (withBody) {
    readFields(fields, parts.body?.schema, true, resolve);
    properties.push(REQUEST_BODY_PROPERTY);
  }
  return outlineOf(properties, fields, readResponseProperties(response, resolve));
}

/**
 * Whether the derived schema's `properties` list the input's keys in the order given (the parameters,
 * then `body`; their names distinct, as {@link InputParts} has them): no name looks like an array index,
 * which an object lists first, in numeric order. A name that starts with a digit is taken to look like
 * one, so the check stays one character per name.
 */
function inListedOrder(parameters: readonly ParameterSpecification[]): boolean {
  for (const parameter of parameters) {
    const first = parameter.name.charCodeAt(0);
    if (first >= 48 && first <= 57) return false;
  }
  return true;
}

/** {@link inputOutlineOf} through an object keyed like the derived schema's `properties`, in its order. */
function outlineByRecord(document: SchemaObject, parts: InputParts, response: unknown): InputOutline {
  const schemas: Record<string, unknown> = {};
  for (const parameter of parts.inputParameters) setOwn(schemas, parameter.name, parameter.schema);
  if (parts.hasBody && parts.body !== undefined) schemas[REQUEST_BODY_PROPERTY] = parts.body.schema;
  const fields: FieldsRead = { names: [], values: [] };
  const resolve = resolverOf(document);
  const keys = Object.keys(schemas);
  for (const key of keys) readFields(fields, schemas[key], key === REQUEST_BODY_PROPERTY, resolve);
  return outlineOf(keys, fields, readResponseProperties(response, resolve));
}

/** What the input's properties' schemas say of their fields: their names, and the request body's values. */
type FieldsRead = { names: string[]; values: string[] };

/**
 * Reads what `bodyPropertyNames` and `bodyPropertyValues` read of the derived input for one property whose
 * document schema is `schema`: its fields' names, and when it is the request body, the values each field
 * is limited to.
 */
function readFields(
  fields: FieldsRead,
  schema: unknown,
  isBody: boolean,
  resolve: (node: unknown) => SchemaObject | undefined,
): void {
  const properties = resolve(schema)?.properties;
  if (!isRecord(properties)) return;
  const names = Object.keys(properties);
  for (let position = 0; position < names.length; position++) {
    const name = names[position] as string;
    fields.names.push(name);
    if (isBody) addFieldValues(fields.values, properties[name], resolve);
  }
}

function outlineOf(
  properties: string[],
  fields: FieldsRead,
  responseProperties: readonly string[],
): InputOutline {
  // Most bodies have no values: one shared empty list.
  return {
    properties,
    bodyProperties: fields.names,
    bodyValues: fields.values.length === 0 ? EMPTY_LIST : fields.values,
    responseProperties,
  };
}

const resolvers = new WeakMap<SchemaObject, (node: unknown) => SchemaObject | undefined>();

/**
 * How nodes of `document` are read, one per document: the schema a node stands for, a reference followed
 * one level as the derived schema's `$defs` are (`undefined` when it is no schema); a reference to
 * `true`/`false` or to nothing reads the node's own content, as its derived copy keeps it.
 */
function resolverOf(document: SchemaObject): (node: unknown) => SchemaObject | undefined {
  let resolve = resolvers.get(document);
  if (resolve === undefined) {
    resolve = referenceResolver((reference) => resolveReference(document, reference));
    resolvers.set(document, resolve);
  }
  return resolve;
}
