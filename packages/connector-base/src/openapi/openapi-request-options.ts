/** How one query parameter or body field is serialized, when the document declares it. */
export type OpenApiFieldStyle = {
  /** `form`, `spaceDelimited`, `pipeDelimited`, `deepObject` (query and form fields). */
  style?: string;
  explode?: boolean;
  /** The media type of a multipart part (`image/png`, `application/json`). */
  contentType?: string;
};

/** What `OpenApiConnector.request()` receives: a clean description of one HTTP call. */
export type OpenApiRequestOptions = {
  /** Path (or URL) to call, with path parameters already substituted and URI-encoded. */
  path: string;
  /** HTTP method in upper case (`GET`, `POST`, ...). */
  method?: string;
  /** Query parameters to append to the URL, with their values as the caller gave them. */
  params?: Record<string, unknown>;
  /**
   * The request body, as the caller gave it: a JSON value, the fields of a form or multipart body, or a
   * string or bytes (`Uint8Array`, `ArrayBuffer`) for a binary body. `contentType` says how to encode it.
   */
  body?: unknown;
  /** Header parameters (and a `cookie` header for cookie parameters). */
  headers?: Record<string, string>;
  /**
   * codemode: the media type the operation sends its body as, set whenever `body` is:
   * `application/json` (or another JSON type), `application/x-www-form-urlencoded`, `multipart/form-data`,
   * `text/plain`, or a binary type such as `application/octet-stream`.
   */
  contentType?: string;
  /**
   * codemode: how query parameters (`params`) and form or multipart fields (`body`) are serialized, by name,
   * for those the document declares a `style`, `explode` or part `contentType` for (Stripe's `deepObject`
   * fields, for example). Absent when every one uses its default.
   */
  serialization?: {
    params?: Record<string, OpenApiFieldStyle>;
    body?: Record<string, OpenApiFieldStyle>;
  };
  /**
   * codemode: the call's idempotency key (`ToolExecuteContext.idempotencyKey`): stable when the same call
   * runs again after its host died, so the API can deduplicate it. The default `request()` sends it as
   * `Idempotency-Key` on calls other than GET and HEAD.
   */
  idempotencyKey?: string;
};
