// src/server.ts
import { DurableObject } from "cloudflare:workers";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { createCodemodeRuntime, DynamicWorkerExecutor } from "codemode";
import { runtimeMcpServer } from "codemode/mcp";
import { DeploysConnector } from "./deploys.codemode.ts";

export { CodemodeRuntime } from "codemode";

export interface Env {
  LOADER: WorkerLoader;
  WORKSPACE: DurableObjectNamespace<Workspace>;
}

/**
 * One workspace's durable runtime, served over MCP: `search`, `describe`, `execute`, and `pending`, `approve`,
 * `reject` for the approval flow. A stateless transport per request; the runs live in the facet's database.
 */
export class Workspace extends DurableObject<Env> {
  override async fetch(request: Request): Promise<Response> {
    const runtime = createCodemodeRuntime({
      ctx: this.ctx,
      executor: new DynamicWorkerExecutor({ loader: this.env.LOADER }),
      connectors: [new DeploysConnector(this.ctx, this.env)],
    });
    const server = runtimeMcpServer(runtime, { name: "deploys" });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    return transport.handleRequest(request);
  }
}

export default {
  fetch(request: Request, env: Env): Promise<Response> | Response {
    if (new URL(request.url).pathname !== "/mcp")
      return new Response("The MCP endpoint is /mcp.\n", { status: 404 });
    return env.WORKSPACE.getByName("default").fetch(request);
  },
} satisfies ExportedHandler<Env>;
