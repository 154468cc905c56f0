import { routeAgentRequest } from "agents";
import type { DemoEnv } from "./env.ts";

export { CodemodeRuntime } from "codemode";
export { DemoAgent } from "./agent/demo-agent.ts";

/**
 * The Worker entry: static files (the page) are served from `public/` before this runs; agent routes
 * (`/agents/demo-agent/<name>/...`) go to the agent; everything else is a 404 that points to the page.
 * `CodemodeRuntime` is exported by hand (no Vite plugin here) so the runtime's facet can start.
 */
export default {
  async fetch(request: Request, env: DemoEnv): Promise<Response> {
    const routed = await routeAgentRequest(request, env);
    if (routed) return routed;
    return Response.json(
      { error: `Nothing at ${new URL(request.url).pathname}. Open / for the demo page.` },
      { status: 404 },
    );
  },
} satisfies ExportedHandler<DemoEnv>;
