import { DurableObject } from "cloudflare:workers";
import { createCodemodeRuntime } from "@codemode/durable-storage";
import { DynamicWorkerExecutor } from "@codemode/worker-executor";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { codeMcpServer, runtimeMcpServer } from "../src/index.ts";
import { NotesConnector } from "./notes-connector.ts";
import { upstreamServer } from "./upstream-server.ts";

/** The runtime facet class must be exported from the entry module so `ctx.exports.CodemodeRuntime` exists. */
export { CodemodeRuntime } from "@codemode/durable-storage";

/** Serves one MCP request statelessly: a fresh server and transport per request, as a Worker does. */
async function serve(server: McpServer, request: Request): Promise<Response> {
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  return transport.handleRequest(request);
}

/** The Durable Object an Agent would be: it hosts a runtime and serves it over MCP at `/runtime-mcp`. */
export class TestHost extends DurableObject<Cloudflare.Env> {
  override async fetch(request: Request): Promise<Response> {
    const executor = new DynamicWorkerExecutor({ loader: this.env.LOADER, timeout: 10_000 });
    const runtime = createCodemodeRuntime({
      ctx: this.ctx,
      connectors: [new NotesConnector(this.ctx, {})],
      executor,
    });
    return serve(runtimeMcpServer(runtime), request);
  }
}

export default {
  async fetch(request: Request, env: Cloudflare.Env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === "/code-mcp") {
      const executor = new DynamicWorkerExecutor({ loader: env.LOADER, timeout: 10_000 });
      return serve(await codeMcpServer({ server: upstreamServer(), executor }), request);
    }
    if (url.pathname === "/runtime-mcp") {
      return env.HOST.get(env.HOST.idFromName(url.searchParams.get("host") ?? "default")).fetch(request);
    }
    return new Response("not found", { status: 404 });
  },
};
