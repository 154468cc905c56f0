/** A JSON Schema as MCP servers send it: an object schema with open extra keys. */
export type McpJsonSchema = {
  type?: string;
  properties?: Record<string, unknown>;
  required?: string[];
  [key: string]: unknown;
};

/** One tool as MCP lists it (`tools/list`); the shape is shared by MCP SDK v1 and v2. */
export type McpTool = {
  name: string;
  title?: string;
  description?: string;
  inputSchema: McpJsonSchema;
  outputSchema?: McpJsonSchema;
  [key: string]: unknown;
};

/** One content block of a tool result: `text`, `image`, `audio`, `resource`, `resource_link`, ... */
export type McpContent = { type: string; text?: string; [key: string]: unknown };

/** The result of `tools/call`, including the legacy `toolResult` form. */
export type McpCallToolResult = {
  toolResult?: unknown;
  isError?: boolean;
  structuredContent?: unknown;
  content?: McpContent[];
  [key: string]: unknown;
};

/** The client part of an MCP connection: `callTool`, and optionally the MCP SDK `Client`'s listing methods. */
export interface McpClientLike {
  callTool(params: { name: string; arguments?: Record<string, unknown> }): Promise<McpCallToolResult>;
  /** Used to list tools when the connection carries neither `tools` nor `fetchTools` (a bare SDK `Client`). */
  listTools?(params?: { cursor?: string }): Promise<{ tools: McpTool[]; nextCursor?: string }>;
  /** Used for the server's instructions when the connection does not carry `instructions`. */
  getInstructions?(): string | undefined;
}

/**
 * A live MCP connection, structurally compatible with the Agents SDK's MCP client connections
 * (`{ client, tools, instructions, fetchTools }`) and with a bare MCP SDK `Client` wrapped as `{ client }`.
 * Tools come from `tools` when non-empty, then `fetchTools()`, then `client.listTools()` (every page).
 */
export interface McpConnectionLike {
  name?: string;
  client: McpClientLike;
  /** The server's instructions (from `initialize`); they become the connector's instructions unless overridden. */
  instructions?: string;
  tools?: McpTool[];
  fetchTools?: () => Promise<McpTool[]>;
}
