import { isRecord, type SchemaObject } from "../json-schema/schema-node.ts";
import { jsonContentSchema, resolveObject, schemaField, textField } from "./document-objects.ts";
import type { OpenApiParameterLocation } from "./openapi-operation.ts";

const LOCATIONS: ReadonlySet<string> = new Set(["path", "query", "header", "cookie"]);

/** Swagger 2.0 parameter fields that describe the value the way a schema would. */
const SWAGGER_SCHEMA_FIELDS = [
  "type",
  "format",
  "items",
  "enum",
  "default",
  "maximum",
  "exclusiveMaximum",
  "minimum",
  "exclusiveMinimum",
  "maxLength",
  "minLength",
  "pattern",
  "maxItems",
  "minItems",
  "uniqueItems",
  "multipleOf",
];

/** A parameter with its value schema, before the schema's references are rewritten. */
export interface ParameterSpecification {
  readonly name: string;
  readonly in: OpenApiParameterLocation;
  readonly required: boolean;
  /** The value schema with the parameter's description, example and deprecation folded in. */
  readonly schema: SchemaObject | boolean;
}

/** A Swagger 2.0 `in: body` parameter, which is the request body. */
export interface BodySpecification {
  readonly schema: SchemaObject | boolean;
  readonly required: boolean;
  readonly description: string | undefined;
}

/**
 * The parameters of an operation: the path item's merged with the operation's (the operation's win for the
 * same name and location), `$ref`s followed. Swagger 2.0 `in: body` becomes the body; `formData` and
 * unknown locations are left out (form bodies are not JSON). Path parameters are always required.
 */
export function operationParameters(
  document: SchemaObject,
  pathItem: SchemaObject,
  operation: SchemaObject,
): { parameters: ParameterSpecification[]; body: BodySpecification | undefined } {
  const merged = new Map<string, SchemaObject>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const parameter = resolveObject(document, item);
      if (parameter === undefined || typeof parameter.name !== "string" || typeof parameter.in !== "string")
        continue;
      merged.set(`${parameter.in}\u0000${parameter.name}`, parameter);
    }
  }
  const parameters: ParameterSpecification[] = [];
  let body: BodySpecification | undefined;
  for (const parameter of merged.values()) {
    const location = parameter.in as string;
    if (location === "body") {
      const schema = schemaField(parameter, "schema");
      if (schema !== undefined) {
        body = {
          schema,
          required: parameter.required === true,
          description: textField(parameter, "description"),
        };
      }
      continue;
    }
    if (!LOCATIONS.has(location)) continue;
    parameters.push({
      name: parameter.name as string,
      in: location as OpenApiParameterLocation,
      required: location === "path" || parameter.required === true,
      schema: annotate(valueSchema(document, parameter), parameter),
    });
  }
  return { parameters, body };
}

/** OpenAPI 3 `schema` or `content`; Swagger 2.0 inline type fields; else any value. */
function valueSchema(document: SchemaObject, parameter: SchemaObject): SchemaObject | boolean {
  const schema = schemaField(parameter, "schema") ?? jsonContentSchema(document, parameter.content);
  if (schema !== undefined) return schema;
  const inline: SchemaObject = {};
  for (const field of SWAGGER_SCHEMA_FIELDS)
    if (parameter[field] !== undefined) inline[field] = parameter[field];
  if (inline.type === "file") return {};
  return inline;
}

/** Folds the parameter's own documentation into its schema, without overriding the schema's. */
function annotate(schema: SchemaObject | boolean, parameter: SchemaObject): SchemaObject | boolean {
  if (!isRecord(schema)) return schema;
  const annotated: SchemaObject = { ...schema };
  const description = textField(parameter, "description");
  if (description !== undefined && annotated.description === undefined) annotated.description = description;
  if (parameter.deprecated === true) annotated.deprecated = true;
  if (
    parameter.example !== undefined &&
    annotated.example === undefined &&
    annotated.examples === undefined
  ) {
    annotated.example = parameter.example;
  }
  return annotated;
}
