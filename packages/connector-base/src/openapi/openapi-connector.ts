import { sharedOpenApiOperations } from "@codemode/catalog";
import { CodemodeError, type ConnectorDescription } from "@codemode/runtime-core";
import { setOwnProperty } from "@codemode/runtime-core/internal";
import { CodemodeConnector } from "../connector/codemode-connector.ts";
import type { ConnectorTool, ConnectorTools } from "../connector/connector-tool.ts";
import type { OpenApiRequestOptions } from "./openapi-request-options.ts";
import { describedOpenApiTool, type OpenApiToolEntry, openApiToolEntries } from "./operation-tools.ts";
import { sendOpenApiRequest } from "./send-openapi-request.ts";
import { documentServerUrl } from "./server-url.ts";
import { sharedOpenApiDescription } from "./shared-description.ts";
import { toOpenApiRequest } from "./to-openapi-request.ts";

/** How long the default `request()` waits for an answer before it aborts the call. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/**
 * A connector backed by an OpenAPI document. The document is read once per instance, host-side, and each
 * operation becomes one typed tool (`stripe.CreatePaymentIntent({ amount, currency })`), discoverable through
 * `codemode.search` and `codemode.describe` at no prompt cost. A tool's input is one object: the operation's
 * path, query and header parameters as top-level keys, plus `body` when it takes a request body; the base
 * substitutes path parameters and hands `request()` a clean `{ path, method, params, body, headers }`.
 * Arguments are checked against the operation's schema before `request()` runs.
 *
 * A low-level `request` tool is also exposed for operations no derived tool reaches (it is not named
 * `fetch`, which `WorkerEntrypoint` reserves), and `exposeSpec()` adds a `spec` tool returning the document.
 * An operation whose name is taken (`request`, `spec`, `fetch`, or an earlier operation) is exposed as
 * `<name>_operation` (then `<name>_operation_2`, ...).
 *
 * codemode: `sendRequest()` performs a call over `fetch`, so `request()` can be one line
 * (`return this.sendRequest(options)`): the base URL from `baseUrl()` (the document's first server), the
 * credentials from `requestHeaders()`, query parameters in their declared OpenAPI styles, the body encoded
 * by its media type, the response decoded by its content type, a non-2xx answer thrown as an
 * `OpenApiRequestError` with the status and a body excerpt (never the credentials), each call bounded by
 * `requestTimeoutMs()`, `idempotencyKey` sent as `Idempotency-Key`, through `fetcher()`. A JavaScript
 * subclass without `request()` gets `sendRequest()`. A `request()` of your own is called exactly as before.
 */
export abstract class OpenApiConnector<Env = unknown, Props = unknown> extends CodemodeConnector<Env, Props> {
  #spec: Promise<Record<string, unknown>> | undefined;

  /** The OpenAPI document (3.x or Swagger 2.0). May be async; read once per instance. */
  protected abstract spec(): Record<string, unknown> | Promise<Record<string, unknown>>;

  /**
   * Performs an authenticated request and returns its result (usually the parsed JSON response). Kept
   * abstract, as documented, so an implementation needs no `override` under `noImplicitOverride`;
   * `return this.sendRequest(options)` is the default behaviour.
   */
  protected abstract request(options: OpenApiRequestOptions): Promise<unknown>;

  /**
   * codemode: performs `options` over `fetch` with this connector's `baseUrl()`, `requestHeaders()`,
   * `fetcher()`, `requestTimeoutMs()` and `idempotencyHeader()`, and returns the decoded response (JSON
   * parsed, text as a string, other types as a `Uint8Array`, `null` for 204).
   *
   * @throws OpenApiRequestError when the API answers with a non-2xx status (429 and 503 carry `retryAfter`).
   * @throws CodemodeError `tool_failed` when no answer arrives in time or the network fails.
   */
  protected async sendRequest(options: OpenApiRequestOptions): Promise<unknown> {
    const [baseUrl, headers] = await Promise.all([this.baseUrl(), this.requestHeaders(options)]);
    return sendOpenApiRequest(options, {
      connector: this.name(),
      baseUrl,
      headers,
      fetcher: this.fetcher(),
      timeoutMs: this.requestTimeoutMs(),
      idempotencyHeader: this.idempotencyHeader(),
    });
  }

  /**
   * codemode: the URL paths are resolved against (a base path is kept: `https://slack.com/api`). Defaults
   * to the document's first `servers` entry with its variables' defaults (Swagger 2.0: scheme, `host`,
   * `basePath`).
   *
   * @throws CodemodeError `configuration` when the document names no absolute server URL.
   */
  protected async baseUrl(): Promise<string> {
    const url = documentServerUrl(await this.#document());
    if (url === undefined) {
      throw new CodemodeError(
        "configuration",
        `Connector "${this.name()}": the OpenAPI document names no absolute server URL; override baseUrl() to return one.`,
      );
    }
    return url;
  }

  /**
   * codemode: headers sent with every call of `sendRequest()`, usually the credentials
   * (`{ authorization: \`Bearer ${this.env.TOKEN}\` }`). They override same-named headers of the call and
   * are kept out of every error message. Defaults to none.
   */
  protected requestHeaders(
    _options: OpenApiRequestOptions,
  ): Record<string, string> | Promise<Record<string, string>> {
    return {};
  }

  /** codemode: what `sendRequest()` fetches through: a service binding, a test server. Defaults to global `fetch`. */
  protected fetcher(): { fetch(request: Request): Promise<Response> } {
    return { fetch: (request) => fetch(request) };
  }

  /** codemode: how long `sendRequest()` waits for an answer. Defaults to `DEFAULT_REQUEST_TIMEOUT_MS` (30 s). */
  protected requestTimeoutMs(): number {
    return DEFAULT_REQUEST_TIMEOUT_MS;
  }

  /**
   * codemode: the header `sendRequest()` puts the call's idempotency key in, on calls other than GET and
   * HEAD (Stripe and others deduplicate by it). Defaults to `Idempotency-Key`; `undefined` sends none.
   */
  protected idempotencyHeader(): string | undefined {
    return "Idempotency-Key";
  }

  /** Whether to also expose the raw document as a `spec` tool. Off by default: documents can be large. */
  protected exposeSpec(): boolean {
    return false;
  }

  /** The escape hatch, the optional `spec` tool, then one tool per operation. */
  protected async tools(): Promise<ConnectorTools> {
    const document = await this.#document();
    // Keyed by operation names, one of which may be `__proto__`: written with setOwnProperty.
    const tools: ConnectorTools = {};
    // One options object for every operation: they share the document's version.
    const inputSchemaOptions = { openApiVersion: String(document.openapi ?? document.swagger) };
    for (const entry of openApiToolEntries(sharedOpenApiOperations(document), this.exposeSpec())) {
      setOwnProperty(tools, entry.name, this.#tool(entry, inputSchemaOptions));
    }
    return tools;
  }

  /**
   * codemode: with the default `tools()` and `tool()` hooks, the description is a function of the document's
   * content, `name()`, `instructions()` and `exposeSpec()` alone, so every instance over an equal document
   * returns one shared, frozen description, built once per isolate (tools are then resolved only when a call
   * needs them). A subclass that overrides either hook gets the description built from its own tools.
   */
  override async describe(): Promise<ConnectorDescription> {
    if (this.tools !== OpenApiConnector.prototype.tools || this.tool !== DEFAULT_TOOL_HOOK)
      return super.describe();
    const operations = sharedOpenApiOperations(await this.#document());
    return sharedOpenApiDescription(operations, this.name(), this.instructions(), this.exposeSpec());
  }

  #tool(
    entry: OpenApiToolEntry,
    inputSchemaOptions: NonNullable<ConnectorTool["inputSchemaOptions"]>,
  ): ConnectorTool {
    const described = describedOpenApiTool(entry);
    if (entry.kind === "spec") return { ...described, execute: () => this.#document() };
    if (entry.kind === "request") {
      return {
        ...described,
        execute: (args, context) => this.#perform(toEscapeHatchRequest(args, context?.idempotencyKey)),
      };
    }
    const { operation } = entry;
    return {
      ...described,
      inputSchemaOptions,
      execute: (args, context) =>
        this.#perform(toOpenApiRequest(this.name(), operation, args, context?.idempotencyKey)),
    };
  }

  /** `request()`, or `sendRequest()` for a (JavaScript) subclass that has none. */
  #perform(options: OpenApiRequestOptions): Promise<unknown> {
    const own: unknown = Reflect.get(this, "request");
    return typeof own === "function" ? this.request(options) : this.sendRequest(options);
  }

  #document(): Promise<Record<string, unknown>> {
    if (this.#spec === undefined) {
      const reading = (async () => {
        const document: unknown = await this.spec();
        if (typeof document !== "object" || document === null || Array.isArray(document)) {
          throw new CodemodeError(
            "configuration",
            `Connector "${this.name()}": spec() returned ${Array.isArray(document) ? "an array" : String(document)}; ` +
              "return the OpenAPI document as a parsed object.",
          );
        }
        return document as Record<string, unknown>;
      })();
      this.#spec = reading;
      reading.catch(() => {
        if (this.#spec === reading) this.#spec = undefined;
      });
    }
    return this.#spec;
  }
}

/** The base class's `tool(name, tool)` decoration hook, which returns every tool as it is. */
const DEFAULT_TOOL_HOOK = (CodemodeConnector.prototype as unknown as { tool: unknown }).tool;

function toEscapeHatchRequest(args: unknown, idempotencyKey: string | undefined): OpenApiRequestOptions {
  const input = (typeof args === "object" && args !== null ? args : {}) as Partial<OpenApiRequestOptions>;
  const request: OpenApiRequestOptions = {
    path: String(input.path),
    method: (input.method ?? "GET").toUpperCase(),
  };
  if (input.params !== undefined) request.params = input.params;
  if (input.body !== undefined) request.body = input.body;
  if (input.headers !== undefined) request.headers = input.headers;
  if (idempotencyKey !== undefined) request.idempotencyKey = idempotencyKey;
  return request;
}
