import { createExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { OpenApiConnector } from "../src/openapi/openapi-connector.ts";
import type { OpenApiRequestOptions } from "../src/openapi/openapi-request-options.ts";

/** Options of a {@link FetchingApi}. */
export type FetchingApiOptions = { headers?: Record<string, string>; timeoutMs?: number; baseUrl?: string };

/**
 * An OpenAPI connector over a real document that uses the default request (`sendRequest`), with its
 * credentials from `requestHeaders()` and its calls going to the test worker's `ApiServer` over a loopback
 * service binding, as a user would point `fetcher()` at a service binding.
 */
export class FetchingApi extends OpenApiConnector {
  readonly #name: string;
  readonly #document: Record<string, unknown>;
  readonly #options: FetchingApiOptions;

  constructor(name: string, document: Record<string, unknown>, options: FetchingApiOptions = {}) {
    super(createExecutionContext(), {});
    this.#name = name;
    this.#document = document;
    this.#options = options;
  }

  name(): string {
    return this.#name;
  }

  protected spec(): Record<string, unknown> {
    return this.#document;
  }

  protected request(options: OpenApiRequestOptions): Promise<unknown> {
    return this.sendRequest(options);
  }

  protected override requestHeaders(): Record<string, string> {
    return this.#options.headers ?? {};
  }

  protected override fetcher(): { fetch(request: Request): Promise<Response> } {
    return exports.ApiServer;
  }

  protected override requestTimeoutMs(): number {
    return this.#options.timeoutMs ?? super.requestTimeoutMs();
  }

  protected override async baseUrl(): Promise<string> {
    return this.#options.baseUrl ?? super.baseUrl();
  }
}
