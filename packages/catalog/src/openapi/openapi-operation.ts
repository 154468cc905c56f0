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
  /**
   * How the value is serialized, when the document says (OpenAPI 3 `style`; Swagger 2.0 `collectionFormat`
   * mapped to it: `csv` -> `form`, `ssv` -> `spaceDelimited`, `pipes` -> `pipeDelimited`, `multi` -> `form`
   * exploded). Absent: the location's default (`form` for query and cookie, `simple` for path and header).
   */
  style?: string;
  /** OpenAPI 3 `explode`, when the document says; absent: `true` for `form`, else `false`. */
  explode?: boolean;
}

/** How one field of a form or multipart body is serialized (an OpenAPI 3 Encoding Object, in part). */
export interface OpenApiEncoding {
  /** `form` (default), `spaceDelimited`, `pipeDelimited` or `deepObject` (Stripe's `a[b]=c` nesting). */
  style?: string;
  explode?: boolean;
  /** The media type of a multipart part (`image/png`, `application/json`). */
  contentType?: string;
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
   * An object schema: each path, query, header and cookie parameter is a top-level key, and `body` holds the
   * request body (the fields of a form or multipart body; a string or bytes for a binary body). Local `$ref`s point at `#/$defs/<Name>`, and `$defs` holds exactly the definitions the
   * operation reaches (shared as the same objects between the operations of one document).
   */
  inputSchema: JSONSchema7;
  /** The JSON schema of the first 2xx response, with the same `$defs` treatment; absent when there is none. */
  outputSchema?: JSONSchema7;
  parameters: OpenApiParameter[];
  /** Whether the input has a `body` key for the request body. */
  hasBody: boolean;
  /**
   * The media type the body is sent as, when the operation takes one: `application/json` (also for Swagger
   * 2.0 bodies and `*\/*`), a `*+json` type, `application/x-www-form-urlencoded`, `multipart/form-data`,
   * `text/plain`, or a binary type such as `application/octet-stream` or `image/png`.
   */
  contentType?: string;
  /** Per-field serialization of a form or multipart body, from the document's `encoding`; absent when none. */
  bodyEncoding?: Record<string, OpenApiEncoding>;
}
