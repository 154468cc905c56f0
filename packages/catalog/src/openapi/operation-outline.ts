import { parseLocalReference, resolveLocalReference } from "../json-schema/json-pointer.ts";
import { isRecord, type SchemaObject, setOwn } from "../json-schema/schema-node.ts";
import type { InputOutline } from "../search/input-outline.ts";
import { resolveReference } from "./document-objects.ts";
import type { BodySpecification, ParameterSpecification } from "./operation-parameters.ts";

/** What an operation's input is made of, as `derive-operations.ts` reads it before copying any schema. */
export interface InputParts {
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
  // An object keyed like the derived schema's `properties`, so the names come in its order.
  const schemas: Record<string, unknown> = {};
  for (const parameter of parts.inputParameters) setOwn(schemas, parameter.name, parameter.schema);
  if (parts.hasBody && parts.body !== undefined) schemas.body = parts.body.schema;
  const bodyProperties: string[] = [];
  for (const schema of Object.values(schemas)) {
    const names = fieldNames(document, schema);
    if (names === undefined) return undefined;
    bodyProperties.push(...names);
  }
  return { properties: Object.keys(schemas), bodyProperties };
}

/** The field names `bodyPropertyNames` reads for one property whose document schema is `schema`. */
function fieldNames(document: SchemaObject, schema: unknown): string[] | undefined {
  if (!isRecord(schema)) return [];
  const reference = schema.$ref;
  if (typeof reference === "string") {
    const target = resolveReference(document, reference);
    if (isRecord(target)) {
      if (reference.includes("%") && !throughPlainKeys(document, reference, target)) return undefined;
      return isRecord(target.properties) ? Object.keys(target.properties) : [];
    }
    // A reference to `true`/`false` or to nothing: the copy's own fields are read.
  }
  return isRecord(schema.properties) ? Object.keys(schema.properties) : [];
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
