import { routeAgentRequest } from "agents";
import type { Env } from "./chat-agent.ts";

export { CodemodeRuntime } from "codemode";
export { ChatAgent } from "./chat-agent.ts";

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    return (
      (await routeAgentRequest(request, env)) ??
      new Response('Chat at POST /agents/chat-agent/<name>/chat {"message"}.\n', { status: 404 })
    );
  },
} satisfies ExportedHandler<Env>;
