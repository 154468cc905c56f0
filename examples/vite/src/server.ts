// src/server.ts

import { DurableObject } from "cloudflare:workers";
import { connectors } from "virtual:codemode/connectors";
import { createCodemodeRuntime, DynamicWorkerExecutor } from "codemode";

interface Env {
  LOADER: WorkerLoader;
  MY_AGENT: DurableObjectNamespace<MyAgent>;
}

// No `export { CodemodeRuntime }` here: codemode/vite adds it (and TrackerConnector) to this module.
export class MyAgent extends DurableObject<Env> {
  runtime() {
    return createCodemodeRuntime({
      ctx: this.ctx,
      executor: new DynamicWorkerExecutor({ loader: this.env.LOADER }),
      connectors: Object.values(connectors).map((Connector) => new Connector(this.ctx, this.env)),
    });
  }

  execute(code: string) {
    return this.runtime().execute({ code });
  }

  pending() {
    return this.runtime().pending();
  }

  approve(executionId: string, seq: number) {
    return this.runtime().approve({ executionId, seq });
  }

  reject(executionId: string, seq: number) {
    return this.runtime().reject({ executionId, seq });
  }

  async rollback(executionId: string) {
    await this.runtime().rollback({ executionId });
  }

  executions() {
    return this.runtime().executions();
  }
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const agent = env.MY_AGENT.getByName("default");
    const body: { code?: string; executionId?: string; seq?: number } =
      request.method === "POST" ? await request.json() : {};
    const { code = "", executionId = "", seq = -1 } = body; // no seq: matches no pending action, so refused
    switch (`${request.method} ${new URL(request.url).pathname}`) {
      case "POST /execute":
        return Response.json(await agent.execute(code));
      case "GET /pending":
        return Response.json(await agent.pending());
      case "POST /approve":
        return Response.json(await agent.approve(executionId, seq));
      case "POST /reject":
        return Response.json({ rejected: await agent.reject(executionId, seq) });
      case "POST /rollback":
        await agent.rollback(executionId);
        return Response.json({ rolledBack: executionId });
      case "GET /executions":
        return Response.json(await agent.executions());
      default:
        return new Response('Try POST /execute {"code": "async () => tracker.list_issues()"}\n', {
          status: 404,
        });
    }
  },
} satisfies ExportedHandler<Env>;
