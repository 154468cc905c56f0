import { binaryValueSchema } from "../json-schema/binary-value.ts";
import { isRecord, type SchemaObject } from "../json-schema/schema-node.ts";
import { jsonContentSchema, resolveObject, schemaField, textField } from "./document-objects.ts";
import type { OpenApiEncoding, OpenApiParameterLocation } from "./openapi-operation.ts";
import { mediaTypeEssence } from "./request-body-content.ts";

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
  /**
   * The value schema with the parameter's description, example and deprecation folded in (unless asked
   * for as they stand: then the document's own value schema, which differs only in those annotations).
   */
  readonly schema: SchemaObject | boolean;
  readonly style: string | undefined;
  readonly explode: boolean | undefined;
}

/** Swagger 2.0 `collectionFormat` as an OpenAPI 3 style. */
const COLLECTION_FORMATS: Record<string, { style: string; explode: boolean }> = {
  csv: { style: "form", explode: false },
  ssv: { style: "spaceDelimited", explode: false },
  tsv: { style: "tabDelimited", explode: false },
  pipes: { style: "pipeDelimited", explode: false },
  multi: { style: "form", explode: true },
};

/** A Swagger 2.0 `in: body` parameter, which is the request body. */
export interface BodySpecification {
  readonly schema: SchemaObject | boolean;
  readonly required: boolean;
  readonly description: string | undefined;
  /** The media type the body is sent as. */
  readonly mediaType: string;
  readonly encoding?: Record<string, OpenApiEncoding>;
}

/**
 * The parameters of an operation: the path item's merged with the operation's (the operation's win for the
 * same name and location), `$ref`s followed. Swagger 2.0 `in: body` becomes the body, sent as the first
 * JSON type of `consumes` (else `application/json`); Swagger 2.0 `formData` parameters become the fields of a
 * form body (`multipart/form-data` when one is a file or `consumes` offers no url-encoded form). Unknown
 * locations are left out. Path parameters are always required.
 *
 * With `annotated` false, the parameters' schemas are the document's value schemas without their
 * parameter's annotations folded in (no copy each): enough for what reads only their references and fields
 * (the outline of an operation's input), not for a derived schema.
 */
export function operationParameters(
  document: SchemaObject,
  pathItem: SchemaObject,
  operation: SchemaObject,
  annotated = true,
): { parameters: ParameterSpecification[]; body: BodySpecification | undefined } {
  const consumes = consumedTypes(document, operation);
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
  const formFields: SchemaObject[] = [];
  for (const parameter of merged.values()) {
    const location = parameter.in as string;
    if (location === "body") {
      const schema = schemaField(parameter, "schema");
      if (schema !== undefined) {
        body = {
          schema,
          required: parameter.required === true,
          description: textField(parameter, "description"),
          mediaType: consumes.find((type) => type.includes("json")) ?? "application/json",
        };
      }
      continue;
    }
    if (location === "formData") {
      formFields.push(parameter);
      continue;
    }
    if (!LOCATIONS.has(location)) continue;
    const value = valueSchema(document, parameter);
    const { style, explode } = parameterStyle(parameter);
    parameters.push({
      name: parameter.name as string,
      in: location as OpenApiParameterLocation,
      required: location === "path" || parameter.required === true,
      schema: annotated ? annotate(value, parameter) : value,
      style,
      explode,
    });
  }
  if (body === undefined && formFields.length > 0) body = formBody(document, formFields, consumes);
  return { parameters, body };
}

function parameterStyle(parameter: SchemaObject): {
  style: string | undefined;
  explode: boolean | undefined;
} {
  const collection =
    typeof parameter.collectionFormat === "string"
      ? COLLECTION_FORMATS[parameter.collectionFormat]
      : undefined;
  if (collection !== undefined && parameter.style === undefined) return collection;
  return {
    style: typeof parameter.style === "string" ? parameter.style : undefined,
    explode: typeof parameter.explode === "boolean" ? parameter.explode : undefined,
  };
}

/** Swagger 2.0 `consumes` of the operation, else of the document, as media type essences. */
function consumedTypes(document: SchemaObject, operation: SchemaObject): string[] {
  const consumes = Array.isArray(operation.consumes) ? operation.consumes : document.consumes;
  if (!Array.isArray(consumes)) return [];
  return consumes.filter((type): type is string => typeof type === "string").map(mediaTypeEssence);
}

/** The form body of Swagger 2.0 `formData` parameters: one field each, files as binary values. */
function formBody(document: SchemaObject, fields: SchemaObject[], consumes: string[]): BodySpecification {
  const properties: Record<string, SchemaObject | boolean> = {};
  const required: string[] = [];
  const encoding: Record<string, OpenApiEncoding> = {};
  let hasFile = false;
  for (const field of fields) {
    const name = field.name as string;
    const isFile = field.type === "file";
    hasFile ||= isFile;
    const schema = isFile
      ? binaryValueSchema(textField(field, "description"))
      : annotate(valueSchema(document, field), field);
    Object.defineProperty(properties, name, { value: schema, enumerable: true });
    if (field.required === true) required.push(name);
    const style = parameterStyle(field);
    if (style.style !== undefined)
      Object.defineProperty(encoding, name, {
        value: { style: style.style, explode: style.explode },
        enumerable: true,
      });
  }
  const multipart =
    hasFile ||
    (consumes.includes("multipart/form-data") && !consumes.includes("application/x-www-form-urlencoded"));
  const schema: SchemaObject = { type: "object", properties };
  if (required.length > 0) schema.required = required;
  return {
    schema,
    required: required.length > 0,
    description: undefined,
    mediaType: multipart ? "multipart/form-data" : "application/x-www-form-urlencoded",
    ...(Object.keys(encoding).length > 0 ? { encoding } : {}),
  };
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
