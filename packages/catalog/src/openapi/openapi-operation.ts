import type { JSONSchema7 } from "json-schema";

/** Where an operation parameter travels in the HTTP request. */
export type OpenApiParameterLocation = "path" | "query" | "header" | "cookie";

/**
 * One parameter of a derived operation. Its value is the top-level key `name` of the operation's input; the
 * connector puts it into the path template, the query string, a header or a cookie according to `in`.
 */
export interface OpenApiParameter {
  name: string;
  in: OpenApiParameterLocation;
  required: boolean;
}

/**
 * One operation of an OpenAPI document, ready to become a connector tool: a unique method name, the HTTP
 * method and path template, and an input schema whose top-level keys are the parameters plus `body`.
 */
export interface OpenApiOperation {
  /** `sanitizeToolName(operationId)`, else derived from method and path; unique within the document. */
  name: string;
  /** Upper case: `GET`, `POST`, ... */
  method: string;
  /** The path template, e.g. `/repos/{owner}/{repo}`. */
  path: string;
  /** The summary and the description, trimmed. */
  description?: string;
  /**
   * An object schema: each path, query, header and cookie parameter is a top-level key, and `body` holds a
   * JSON request body. Local `$ref`s point at `#/$defs/<Name>`, and `$defs` holds exactly the definitions the
   * operation reaches (shared as the same objects between the operations of one document).
   */
  inputSchema: JSONSchema7;
  /** The JSON schema of the first 2xx response, with the same `$defs` treatment; absent when there is none. */
  outputSchema?: JSONSchema7;
  parameters: OpenApiParameter[];
  /** Whether the input has a `body` key for a JSON request body. */
  hasBody: boolean;
}
