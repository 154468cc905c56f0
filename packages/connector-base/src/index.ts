export { CodemodeConnector } from "./connector/codemode-connector.ts";
export type {
  ConnectorTool,
  ConnectorTools,
  ConnectorToolsSource,
  InputSchemaOptions,
} from "./connector/connector-tool.ts";
export { ToolArgumentsError } from "./connector/tool-arguments-error.ts";
export type {
  McpCallToolResult,
  McpClientLike,
  McpConnectionLike,
  McpContent,
  McpJsonSchema,
  McpTool,
} from "./mcp/mcp-connection.ts";
export { McpConnector } from "./mcp/mcp-connector.ts";
export { McpToolError } from "./mcp/mcp-tool-error.ts";
export { unwrapMcpResult } from "./mcp/unwrap-mcp-result.ts";
export { DEFAULT_REQUEST_TIMEOUT_MS, OpenApiConnector } from "./openapi/openapi-connector.ts";
export { OpenApiRequestError } from "./openapi/openapi-request-error.ts";
export type { OpenApiFieldStyle, OpenApiRequestOptions } from "./openapi/openapi-request-options.ts";
export { validateJsonSchema } from "./validation/validate-json-schema.ts";
export type { ValidateJsonSchemaOptions, ValidationIssue } from "./validation/validation-issue.ts";
