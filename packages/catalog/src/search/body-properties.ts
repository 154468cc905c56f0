import { resolveLocalReference } from "../json-schema/json-pointer.ts";
import { isRecord, referenceResolver, type SchemaObject } from "../json-schema/schema-node.ts";

/**
 * The property names of a method's object parameters (the request body's fields: `title`, `state`,
 * `locked`, `assignees`): what the method lets a caller set, one level below the top-level parameter names.
 * A `$ref` into the schema's own `$defs` is followed one level; nothing deeper is read, so the words stay
 * about the method, not about the nested objects it mentions. In order, duplicates kept.
 */
export function bodyPropertyNames(inputSchema: unknown): string[] {
  if (!isRecord(inputSchema) || !isRecord(inputSchema.properties)) return [];
  const resolve = definitionResolver(inputSchema);
  const names: string[] = [];
  for (const property of Object.values(inputSchema.properties)) {
    const schema = resolve(property);
    if (schema && isRecord(schema.properties)) names.push(...Object.keys(schema.properties));
  }
  return names;
}

/**
 * The schema a node of `inputSchema` stands for: a `$ref` into the input schema's own `$defs` followed one
 * level (its pointer unescaped and percent-decoded as a URI fragment, as the derivation of OpenAPI
 * operations writes it), else the node itself; `undefined` for a node that is no schema object.
 */
export function definitionResolver(inputSchema: SchemaObject): (node: unknown) => SchemaObject | undefined {
  const definitions = inputSchema.$defs;
  return referenceResolver((reference) =>
    isRecord(definitions) && reference.startsWith(DEFINITIONS_POINTER)
      ? resolveLocalReference(inputSchema, reference)
      : undefined,
  );
}

const DEFINITIONS_POINTER = "#/$defs/";
