/** What `OpenApiConnector.request()` receives: a clean description of one HTTP call. */
export type OpenApiRequestOptions = {
  /** Path (or URL) to call, with path parameters already substituted and URI-encoded. */
  path: string;
  /** HTTP method in upper case (`GET`, `POST`, ...). */
  method?: string;
  /** Query parameters to append to the URL, with their values as the caller gave them. */
  params?: Record<string, unknown>;
  /** The JSON request body. */
  body?: unknown;
  /** Header parameters (and a `cookie` header for cookie parameters). */
  headers?: Record<string, string>;
};
