import type { Executor } from "@codemode/runtime-core";
import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
import type { ServerNotification, ServerRequest } from "@modelcontextprotocol/sdk/types.js";

/** An API request as sandbox code asks for it with `codemode.request(...)`. */
export interface RequestOptions {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The path under the API's server, with path parameters filled in: `/repos/cloudflare/agents/issues`. */
  path: string;
  /** Query parameters; `undefined` values are meant to be left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** The request body, usually sent as JSON. */
  body?: unknown;
  /** The body's media type, when it is not JSON. */
  contentType?: string;
  /** Send `body` as is instead of serializing it. */
  rawBody?: boolean;
}

/**
 * The MCP context of the outer `execute` tool call. It stays on the trusted host, never in the sandbox, and
 * is valid only while that call runs (use it for elicitation, sampling or progress notifications tied to it).
 */
export type OpenApiMcpRequestContext = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** Options of `openApiMcpServer`. */
export interface OpenApiMcpServerOptions {
  /** The OpenAPI 3.x document. `$ref`s may stay unresolved: the sandbox resolves them as the code reads them. */
  spec: Record<string, unknown>;
  /** The sandbox that runs the code. */
  executor: Executor;
  /**
   * Performs a request the code asked for, on the trusted host, so credentials never enter the sandbox. It runs
   * while the sandbox waits on `codemode.request()`, so the executor's timeout covers it (and any elicitation
   * it starts through `context`).
   */
  request: (options: RequestOptions, context: OpenApiMcpRequestContext) => Promise<unknown>;
  /** Server name. Defaults to `openapi`. */
  name?: string;
  /** Server version. Defaults to `1.0.0`. */
  version?: string;
  /** Extra guidance appended to the `execute` tool's description (authentication notes, conventions). */
  description?: string;
}
