import { createExecutionContext } from "cloudflare:test";
import { OpenApiConnector } from "../src/openapi/openapi-connector.ts";
import type { OpenApiRequestOptions } from "../src/openapi/openapi-request-options.ts";

/** An OpenAPI connector over a real document whose `request()` records each call instead of sending it. */
export class RecordingApi extends OpenApiConnector {
  readonly requests: OpenApiRequestOptions[] = [];
  specReads = 0;
  readonly #document: unknown;
  readonly #name: string;
  readonly #exposeSpec: boolean;

  constructor(name: string, document: unknown, options: { exposeSpec?: boolean } = {}) {
    super(createExecutionContext(), {});
    this.#name = name;
    this.#document = document;
    this.#exposeSpec = options.exposeSpec ?? false;
  }

  name(): string {
    return this.#name;
  }

  protected spec(): Promise<Record<string, unknown>> {
    this.specReads++;
    return Promise.resolve(this.#document as Record<string, unknown>);
  }

  protected async request(options: OpenApiRequestOptions): Promise<unknown> {
    this.requests.push(options);
    return { status: 200, recorded: this.requests.length };
  }

  protected override exposeSpec(): boolean {
    return this.#exposeSpec;
  }
}
