import { CodemodeError } from "@codemode/runtime-core";
import { errorMessage } from "@codemode/runtime-core/internal";
import { decodeResponse } from "./decode-response.ts";
import { encodeRequestBody } from "./encode-request-body.ts";
import { OpenApiRequestError } from "./openapi-request-error.ts";
import type { OpenApiRequestOptions } from "./openapi-request-options.ts";
import { queryParameterPairs } from "./parameter-style.ts";
import { joinUrl } from "./server-url.ts";

/** How much of an error response's body its error message quotes. */
export const MAX_EXCERPT_CHARACTERS = 1_000;

/** Where and how the default `request()` sends a call. */
export interface OpenApiTransport {
  /** The connector's name, for messages. */
  readonly connector: string;
  readonly baseUrl: string;
  /** Credential headers: sent with every call, never shown in a message. */
  readonly headers: Record<string, string>;
  readonly fetcher: { fetch(request: Request): Promise<Response> };
  readonly timeoutMs: number;
  /** The header that carries `idempotencyKey` on calls other than GET and HEAD; `undefined` sends none. */
  readonly idempotencyHeader: string | undefined;
}

/**
 * Performs one call over `fetch`: the URL from the base and the path (an absolute URL must be on the
 * base's origin, so credentials never leave it), query parameters in their declared styles, the caller's
 * headers with the credential headers over them, the body encoded by its `contentType`, bounded by an
 * abort signal. Returns the decoded response body.
 *
 * @throws OpenApiRequestError for a non-2xx answer (status, body excerpt, `Retry-After`).
 * @throws CodemodeError `tool_failed` when the call does not complete (timeout, network), `invalid_argument`
 *   for a path off the API's origin or a body on a GET.
 */
export async function sendOpenApiRequest(
  options: OpenApiRequestOptions,
  transport: OpenApiTransport,
): Promise<unknown> {
  const method = (options.method ?? "GET").toUpperCase();
  const base = new URL(transport.baseUrl);
  const url = /^[a-z][a-z0-9+.-]*:/i.test(options.path)
    ? new URL(options.path)
    : joinUrl(transport.baseUrl, options.path);
  const label = `${transport.connector}: ${method} ${url.pathname}`;
  if (url.origin !== base.origin) {
    throw new CodemodeError(
      "invalid_argument",
      `${label}: ${url.origin} is not the API's origin (${base.origin}); pass a path such as "/v1/items" instead of a URL.`,
    );
  }
  const styles = options.serialization?.params ?? {};
  for (const [name, value] of Object.entries(options.params ?? {})) {
    const style = Object.hasOwn(styles, name) ? styles[name] : undefined;
    for (const [key, text] of queryParameterPairs(name, value, style)) url.searchParams.append(key, text);
  }
  const headers = new Headers(options.headers);
  for (const [name, value] of Object.entries(transport.headers)) headers.set(name, value);
  if (!headers.has("accept")) headers.set("accept", "application/json, */*;q=0.8");
  const init: RequestInit = { method, headers, signal: AbortSignal.timeout(transport.timeoutMs) };
  if (options.body !== undefined) {
    if (method === "GET" || method === "HEAD") {
      throw new CodemodeError(
        "invalid_argument",
        `${label}: a ${method} request cannot carry a body; leave body out.`,
      );
    }
    const contentType = options.contentType ?? headers.get("content-type") ?? "application/json";
    const encoded = encodeRequestBody(options.body, contentType, options.serialization?.body);
    init.body = encoded.body;
    if (encoded.contentType === undefined) headers.delete("content-type");
    else headers.set("content-type", encoded.contentType);
  }
  const idempotencyHeader = transport.idempotencyHeader;
  if (
    idempotencyHeader &&
    options.idempotencyKey &&
    method !== "GET" &&
    method !== "HEAD" &&
    !headers.has(idempotencyHeader)
  )
    headers.set(idempotencyHeader, options.idempotencyKey);
  const redact = redactor(transport.headers);
  try {
    const response = await transport.fetcher.fetch(new Request(url, init));
    if (!response.ok) throw await requestError(label, response, redact);
    return await decodeResponse(response, method);
  } catch (error) {
    if (error instanceof OpenApiRequestError) throw error;
    if (error instanceof SyntaxError)
      throw new CodemodeError("tool_failed", `${label} answered JSON that does not parse: ${error.message}`);
    const reason =
      error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")
        ? `no answer within ${transport.timeoutMs} ms`
        : redact(errorMessage(error));
    throw new CodemodeError("tool_failed", `${label} did not complete: ${reason}. Try again later.`);
  }
}

async function requestError(
  label: string,
  response: Response,
  redact: (text: string) => string,
): Promise<OpenApiRequestError> {
  const excerpt = redact(await boundedText(response, MAX_EXCERPT_CHARACTERS));
  const retryAfter =
    response.status === 429 || response.status === 503
      ? (response.headers.get("retry-after") ?? undefined)
      : undefined;
  const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ""}`;
  const wait =
    retryAfter === undefined
      ? ""
      : ` Retry after ${retryAfter}${/^\d+$/.test(retryAfter) ? " s" : ""} (Retry-After).`;
  const message = `${label} answered HTTP ${status}${excerpt === "" ? "." : `: ${excerpt}`}${wait}`;
  return new OpenApiRequestError(message, {
    status: response.status,
    bodyExcerpt: excerpt,
    ...(retryAfter === undefined ? {} : { retryAfter }),
  });
}

/** The start of a body as text, reading no more than needed; `…` marks a cut. */
async function boundedText(response: Response, limit: number): Promise<string> {
  const reader = response.body?.getReader();
  if (reader === undefined) return "";
  const decoder = new TextDecoder();
  let text = "";
  while (text.length <= limit) {
    const chunk = await reader.read();
    if (chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  await reader.cancel().catch(() => undefined);
  text = text.replace(/\s+/g, " ").trim();
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/** Replaces every credential (each header value, and each long word of it, such as a bearer token) in a text. */
function redactor(credentials: Record<string, string>): (text: string) => string {
  const secrets = Object.values(credentials)
    .flatMap((value) => [value, ...value.split(/[\s,;=:]+/)])
    .filter((secret) => secret.length >= 8)
    .sort((a, b) => b.length - a.length);
  return (text) => secrets.reduce((redacted, secret) => redacted.replaceAll(secret, "[redacted]"), text);
}
