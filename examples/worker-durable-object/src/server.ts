// src/server.ts

import { DurableObject } from "cloudflare:workers";
import { stepCountIs, streamText } from "ai";
import { createCodemodeRuntime, DynamicWorkerExecutor } from "codemode";
import { IssueStore } from "./issues.ts";
import { model } from "./model.ts";
import { TrackerConnector } from "./tracker.codemode.ts";

// The runtime's SQLite facet class: exported from the entry module and listed in the migration. (The Vite
// plugin adds this line for you.)
export { CodemodeRuntime } from "codemode";

export interface Env {
  LOADER: WorkerLoader;
  SUPPORT_AGENT: DurableObjectNamespace<SupportAgent>;
}

/** One support workspace: its issues, and the Code Mode runtime that records every run over them. */
export class SupportAgent extends DurableObject<Env> {
  readonly issues = new IssueStore(this.ctx.storage.sql);

  runtime() {
    return createCodemodeRuntime({
      ctx: this.ctx,
      executor: new DynamicWorkerExecutor({ loader: this.env.LOADER }),
      connectors: [new TrackerConnector(this.ctx, this.env, this.issues)],
    });
  }

  /** The model gets one tool, `codemode`; its code calls `tracker.*`. */
  chat(prompt: string) {
    const tools = { codemode: this.runtime().tool() };
    return streamText({ model, prompt, tools, stopWhen: stepCountIs(2) }).toTextStreamResponse();
  }

  /** Runs code directly (what the tool does for the model). */
  execute(code: string) {
    return this.runtime().execute({ code });
  }

  pending() {
    return this.runtime().pending();
  }

  /** With the `seq` the person saw: refused if the run now waits on another action. */
  approve(executionId: string, seq: number) {
    return this.runtime().approve({ executionId, seq });
  }

  reject(executionId: string, seq: number) {
    return this.runtime().reject({ executionId, seq });
  }

  rollback(executionId: string) {
    return this.runtime().rollback({ executionId });
  }

  /** The audit trail: every run, newest first, with its code, status and call log. */
  executions() {
    return this.runtime().executions();
  }

  listIssues() {
    return this.issues.list();
  }
}

type Body = { prompt?: string; code?: string; executionId?: string; seq?: number };

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const agent = env.SUPPORT_AGENT.getByName("default");
    const { pathname } = new URL(request.url);
    const body: Body = request.method === "POST" ? await request.json() : {};
    const { executionId = "", seq = -1 } = body; // no seq: matches no pending action, so refused
    switch (`${request.method} ${pathname}`) {
      case "POST /chat":
        return agent.chat(body.prompt ?? "");
      case "POST /execute":
        return Response.json(await agent.execute(body.code ?? ""));
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
      case "GET /issues":
        return Response.json(await agent.listIssues());
      default:
        return new Response('Try POST /chat {"prompt"} or POST /execute {"code"}.\n', { status: 404 });
    }
  },
} satisfies ExportedHandler<Env>;
