import { isRecord, type SchemaObject } from "../json-schema/schema-node.ts";
import { jsonContentSchema, resolveObject, schemaField, textField } from "./document-objects.ts";
import type { BodySpecification } from "./operation-parameters.ts";
import { requestBodyContent } from "./request-body-content.ts";

const SUCCESS_STATUS = /^2(\d\d|xx)$/i;

/**
 * The request body of an OpenAPI 3 operation (`requestBody`, possibly a `$ref` to
 * `components/requestBodies`) in the representation `requestBodyContent` prefers, or `undefined` when there
 * is none.
 */
export function requestBody(document: SchemaObject, operation: SchemaObject): BodySpecification | undefined {
  const body = resolveObject(document, operation.requestBody);
  if (body === undefined) return undefined;
  const content = requestBodyContent(document, body.content);
  if (content === undefined) return undefined;
  return {
    schema: content.schema,
    required: body.required === true,
    description: textField(body, "description"),
    mediaType: content.mediaType,
    ...(content.encoding === undefined ? {} : { encoding: content.encoding }),
  };
}

/**
 * The JSON schema of the first 2xx response: the lowest status code (`200` before `201`; object keys that
 * are numbers enumerate in ascending order), then a `2XX` range. From `content` in OpenAPI 3, from `schema`
 * in Swagger 2.0. `undefined` when that response has no JSON body (for example `204`), so the output type
 * stays `unknown`.
 */
export function responseSchema(
  document: SchemaObject,
  operation: SchemaObject,
): SchemaObject | boolean | undefined {
  const responses = resolveObject(document, operation.responses);
  if (responses === undefined) return undefined;
  const status = Object.keys(responses).find((code) => SUCCESS_STATUS.test(code));
  if (status === undefined) return undefined;
  const response = resolveObject(document, responses[status]);
  if (response === undefined) return undefined;
  if (isRecord(response.content)) return jsonContentSchema(document, response.content);
  return schemaField(response, "schema");
}
