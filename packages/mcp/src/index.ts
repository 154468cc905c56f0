export { type CodeMcpServerOptions, codeMcpServer } from "./code/code-mcp-server.ts";
export { UpstreamToolError } from "./code/unwrap-call-result.ts";
export { openApiMcpServer } from "./openapi/openapi-mcp-server.ts";
export type {
  OpenApiMcpRequestContext,
  OpenApiMcpServerOptions,
  RequestOptions,
} from "./openapi/openapi-options.ts";
export type { RuntimeMcpServerOptions, RuntimeMcpTarget } from "./runtime/runtime-mcp-options.ts";
export { runtimeMcpServer } from "./runtime/runtime-mcp-server.ts";
export { MAX_RESPONSE_CHARS } from "./shared/tool-result.ts";
