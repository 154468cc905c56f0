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
 * `undefined` when a reference has a `%` in it: its `$defs` name could then depend on how the rest of the
 * document spells it, so the caller reads the outline from the derived schema instead.
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
      if (reference.includes("%")) return undefined;
      return isRecord(target.properties) ? Object.keys(target.properties) : [];
    }
    // A reference to `true`/`false` or to nothing: the copy's own fields are read.
  }
  return isRecord(schema.properties) ? Object.keys(schema.properties) : [];
}
