import { CodemodeError } from "@codemode/runtime-core";

/**
 * An HTTP call of the default `OpenApiConnector` request answered with a non-2xx status. The message names
 * the call, the status and a bounded excerpt of the response body (what APIs say about a bad argument), and
 * for 429 and 503 the `Retry-After`, so the model can correct itself or wait. Credentials never appear in it.
 */
export class OpenApiRequestError extends CodemodeError {
  /** The HTTP status code. */
  readonly status: number;
  /** The start of the response body, at most `MAX_EXCERPT_CHARACTERS`. */
  readonly bodyExcerpt: string;
  /** The `Retry-After` header of a 429 or 503 answer (seconds or an HTTP date), when present. */
  readonly retryAfter: string | undefined;

  constructor(message: string, details: { status: number; bodyExcerpt: string; retryAfter?: string }) {
    super("tool_failed", message);
    this.name = "OpenApiRequestError";
    this.status = details.status;
    this.bodyExcerpt = details.bodyExcerpt;
    this.retryAfter = details.retryAfter;
  }
}
