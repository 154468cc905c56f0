declare module "@modelcontextprotocol/server-everything/dist/server/index.js" {
  import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

  /** The reference MCP server's factory (the package ships JavaScript only). */
  export function createServer(): { server: McpServer; cleanup: (sessionId?: string) => void };
}
