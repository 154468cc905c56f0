import { DurableObject } from "cloudflare:workers";
import { createCodemodeRuntime } from "@codemode/durable-storage";
import { DynamicWorkerExecutor } from "@codemode/worker-executor";
import { NotesConnector } from "./notes.codemode.ts";

// The runtime's SQLite facet class, from the package that defines it.
export { CodemodeRuntime } from "@codemode/durable-storage";

export interface Env {
  LOADER: WorkerLoader;
  NOTEBOOK: DurableObjectNamespace<Notebook>;
}

/** A notebook whose notes the sandboxed code reads freely and adds to with approval. */
export class Notebook extends DurableObject<Env> {
  runtime() {
    return createCodemodeRuntime({
      ctx: this.ctx,
      executor: new DynamicWorkerExecutor({ loader: this.env.LOADER }),
      connectors: [new NotesConnector(this.ctx, this.env)],
    });
  }

  execute(code: string) {
    return this.runtime().execute({ code });
  }

  approve(executionId: string, seq: number) {
    return this.runtime().approve({ executionId, seq });
  }

  rollback(executionId: string) {
    return this.runtime().rollback({ executionId });
  }

  executions() {
    return this.runtime().executions();
  }
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const notebook = env.NOTEBOOK.getByName(new URL(request.url).searchParams.get("notebook") ?? "default");
    const body =
      request.method === "POST"
        ? await request.json<{ code?: string; executionId?: string; seq?: number }>()
        : {};
    switch (`${request.method} ${new URL(request.url).pathname}`) {
      case "POST /execute":
        return Response.json(await notebook.execute(body.code ?? ""));
      case "POST /approve":
        return Response.json(await notebook.approve(body.executionId ?? "", body.seq ?? -1));
      case "POST /rollback":
        await notebook.rollback(body.executionId ?? "");
        return Response.json({ rolledBack: body.executionId });
      case "GET /executions":
        return Response.json(await notebook.executions());
      default:
        return new Response('Try POST /execute {"code": "async () => notes.list()"}\n', { status: 404 });
    }
  },
} satisfies ExportedHandler<Env>;
