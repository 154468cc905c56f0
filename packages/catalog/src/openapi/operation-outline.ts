import { parseLocalReference, resolveLocalReference } from "../json-schema/json-pointer.ts";
import { isRecord, type SchemaObject, setOwn } from "../json-schema/schema-node.ts";
import { addFieldValues } from "../search/body-properties.ts";
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
 * The outline of the input schema the operation's derivation would build (`propertyNames` and
 * `bodyPropertyNames` of it), read from the document without copying a schema: the top-level keys are the
 * parameter names and `body`; a property's own fields are those of the schema a `$ref` names, else its own.
 * `undefined` when a reference reaches its target through a key with a `%` in it: its `$defs` name could
 * then depend on how the rest of the document spells it, so the caller reads the outline from the derived
 * schema instead. A percent-encoded reference through keys without one (`#/paths/~1a~1%7Bid%7D/...`, as
 * DigitalOcean writes them) is read from the document like any other.
 */
export function inputOutlineOf(document: SchemaObject, parts: InputParts): InputOutline | undefined {
  const withBody = parts.hasBody && parts.body !== undefined;
  if (!inListedOrder(parts.inputParameters)) return outlineByRecord(document, parts);
  const properties: string[] = [];
  const fields = new FieldReader(document);
  for (const parameter of parts.inputParameters) {
    if (!fields.read(parameter.schema)) return undefined;
    properties.push(parameter.name);
  }
  if (withBody) {
    if (!fields.read(parts.body?.schema)) return undefined;
    properties.push("body");
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
function outlineByRecord(document: SchemaObject, parts: InputParts): InputOutline | undefined {
  const schemas: Record<string, unknown> = {};
  for (const parameter of parts.inputParameters) setOwn(schemas, parameter.name, parameter.schema);
  if (parts.hasBody && parts.body !== undefined) schemas.body = parts.body.schema;
  const fields = new FieldReader(document);
  for (const schema of Object.values(schemas)) if (!fields.read(schema)) return undefined;
  return { properties: Object.keys(schemas), ...fields.outline() };
}

/**
 * Reads, property by property, what `bodyPropertyNames` and `bodyPropertyValues` read of the derived
 * input: the fields of each property's schema and the values each field is limited to, through the
 * document's references, one level at each step as the derived schema's `$defs` are followed.
 */
class FieldReader {
  readonly #document: SchemaObject;
  readonly #names: string[] = [];
  readonly #values = new Set<string>();
  /** Set when a reference could not be read as the derived schema would name it (see `inputOutlineOf`). */
  #unreadable = false;
  readonly #resolve = (node: unknown): SchemaObject | undefined => this.#schemaOf(node);

  constructor(document: SchemaObject) {
    this.#document = document;
  }

  /** Reads one property whose document schema is `schema`; `false` when the outline cannot be read here. */
  read(schema: unknown): boolean {
    const target = this.#schemaOf(schema);
    const properties = target?.properties;
    if (isRecord(properties)) {
      const names = Object.keys(properties);
      for (let position = 0; position < names.length; position++) {
        const name = names[position] as string;
        this.#names.push(name);
        addFieldValues(this.#values, properties[name], this.#resolve);
      }
    }
    return !this.#unreadable;
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
      if (isRecord(target)) {
        if (reference.includes("%") && !throughPlainKeys(this.#document, reference, target))
          this.#unreadable = true;
        return target;
      }
      // A reference to `true`/`false` or to nothing: the copy's own content is read.
    }
    return node;
  }
}

/**
 * Whether `reference` reaches `target` through keys none of which has a `%`, each key the percent-decoded
 * segment (the first of the forms `parseLocalReference` gives, the one a `$defs` name is made of). Then
 * every reference to `target` names it by those same keys (a segment kept verbatim has no `%` to decode),
 * so its `$defs` name has no `%` either and `bodyPropertyNames` finds it, as for a reference without one.
 */
function throughPlainKeys(document: SchemaObject, reference: string, target: unknown): boolean {
  const segments = parseLocalReference(reference);
  if (segments === undefined) return false;
  const decoded: string[][] = [];
  for (const alternatives of segments) {
    const key = alternatives[0];
    if (key === undefined || key.includes("%")) return false;
    decoded.push([key]);
  }
  return resolveLocalReference(document, reference, decoded) === target;
}
