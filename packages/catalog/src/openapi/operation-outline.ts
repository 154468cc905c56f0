import { isRecord, type SchemaObject, setOwn } from "../json-schema/schema-node.ts";
import { addFieldValues, REQUEST_BODY_PROPERTY } from "../search/body-values.ts";
import type { InputOutline } from "../search/input-outline.ts";
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
 * The outline of the input schema the operation's derivation would build (`propertyNames`,
 * `bodyPropertyNames` and `bodyPropertyValues` of it), read from the document without copying a schema:
 * the top-level keys are the parameter names and `body`; a property's own fields are those of the schema a
 * `$ref` names, else its own, and the body's fields' values are read through the document's references
 * likewise, one level at each step, as the derived schema's `$defs` are followed. A reference reaches the
 * same object in the document as the derived `$ref` does in `$defs`, however either spells it (escaped,
 * percent-encoded, or through a key with a `%` in it), so the two agree. A document that contains itself
 * (an object among its own properties, which only a document built in code can) is the exception: the
 * derivation cuts such a cycle short, this reads through it.
 */
export function inputOutlineOf(document: SchemaObject, parts: InputParts): InputOutline {
  const withBody = parts.hasBody && parts.body !== undefined;
  if (!inListedOrder(parts.inputParameters)) return outlineByRecord(document, parts);
  const properties: string[] = [];
  const fields = new FieldReader(document);
  for (const parameter of parts.inputParameters) {
    fields.read(parameter.schema, parameter.name === REQUEST_BODY_PROPERTY);
    properties.push(parameter.name);
  }
  if (withBody) {
    fields.read(parts.body?.schema, true);
    properties.push(REQUEST_BODY_PROPERTY);
  }
  return { properties, ...fields.outline() };
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
function outlineByRecord(document: SchemaObject, parts: InputParts): InputOutline {
  const schemas: Record<string, unknown> = {};
  for (const parameter of parts.inputParameters) setOwn(schemas, parameter.name, parameter.schema);
  if (parts.hasBody && parts.body !== undefined) schemas[REQUEST_BODY_PROPERTY] = parts.body.schema;
  const fields = new FieldReader(document);
  const keys = Object.keys(schemas);
  for (const key of keys) fields.read(schemas[key], key === REQUEST_BODY_PROPERTY);
  return { properties: keys, ...fields.outline() };
}

/**
 * Reads, property by property, what `bodyPropertyNames` and `bodyPropertyValues` read of the derived
 * input: the fields of each property's schema, and of the request body's the values each is limited to.
 */
class FieldReader {
  readonly #document: SchemaObject;
  readonly #names: string[] = [];
  readonly #values = new Set<string>();
  readonly #resolve = (node: unknown): SchemaObject | undefined => this.#schemaOf(node);

  constructor(document: SchemaObject) {
    this.#document = document;
  }

  /** Reads one property whose document schema is `schema`; the values of its fields too when `isBody`. */
  read(schema: unknown, isBody: boolean): void {
    const properties = this.#schemaOf(schema)?.properties;
    if (!isRecord(properties)) return;
    const names = Object.keys(properties);
    for (let position = 0; position < names.length; position++) {
      const name = names[position] as string;
      this.#names.push(name);
      if (isBody) addFieldValues(this.#values, properties[name], this.#resolve);
    }
  }

  outline(): Pick<InputOutline, "bodyProperties" | "bodyValues"> {
    return { bodyProperties: this.#names, bodyValues: [...this.#values] };
  }

  /** The schema `node` stands for, a reference followed one level (`undefined` when it is no schema). */
  #schemaOf(node: unknown): SchemaObject | undefined {
    if (!isRecord(node)) return undefined;
    const reference = node.$ref;
    if (typeof reference === "string") {
      const target = resolveReference(this.#document, reference);
      if (isRecord(target)) return target;
      // A reference to `true`/`false` or to nothing: the copy's own content is read.
    }
    return node;
  }
}
