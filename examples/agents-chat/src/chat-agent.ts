import { Agent } from "agents";
import { type ModelMessage, stepCountIs, streamText } from "ai";
import { createCodemodeRuntime, DynamicWorkerExecutor } from "codemode";
import { IssueStore } from "./issues.ts";
import { model } from "./model.ts";
import { TrackerConnector } from "./tracker.codemode.ts";

export interface Env {
  LOADER: WorkerLoader;
  ChatAgent: DurableObjectNamespace<ChatAgent>;
}

type Body = { message?: string; executionId?: string; seq?: number };

/**
 * A chat agent (each name, `/agents/chat-agent/<name>`, is its own conversation, tracker and audit trail). The
 * model acts only through `runtime.tool()`; a run that reaches `tracker.create_issue` pauses until `approve`.
 */
export class ChatAgent extends Agent<Env> {
  readonly issues = new IssueStore(this.ctx.storage.sql);

  runtime() {
    return createCodemodeRuntime({
      ctx: this.ctx,
      executor: new DynamicWorkerExecutor({ loader: this.env.LOADER }),
      connectors: [new TrackerConnector(this.ctx, this.env, this.issues)],
    });
  }

  /** One turn: the conversation so far plus the user's message; the answer streams back as text. */
  async chat(message: string): Promise<Response> {
    const history = (await this.ctx.storage.get<ModelMessage[]>("messages")) ?? [];
    const messages: ModelMessage[] = [...history, { role: "user", content: message }];
    const result = streamText({
      model,
      system: "Act only through the codemode tool. When a run pauses, say what waits for approval.",
      messages,
      tools: { codemode: this.runtime().tool() },
      stopWhen: stepCountIs(3),
      onFinish: async ({ response }) => {
        await this.ctx.storage.put("messages", [...messages, ...response.messages]);
      },
    });
    return result.toTextStreamResponse();
  }

  override async onRequest(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname.split("/").slice(4).join("/");
    const body: Body = request.method === "POST" ? await request.json() : {};
    const { executionId = "", seq = -1 } = body; // no seq: matches no pending action, so refused
    const runtime = this.runtime();
    switch (`${request.method} /${path}`) {
      case "POST /chat":
        return this.chat(body.message ?? "");
      case "GET /pending":
        return Response.json(await runtime.pending());
      case "POST /approve":
        return Response.json(await runtime.approve({ executionId, seq }));
      case "POST /reject":
        return Response.json({ rejected: await runtime.reject({ executionId, seq }) });
      case "POST /rollback":
        await runtime.rollback({ executionId });
        return Response.json({ rolledBack: executionId });
      case "GET /executions":
        return Response.json(await runtime.executions());
      case "GET /issues":
        return Response.json(this.issues.list());
      default:
        return new Response("Not found.\n", { status: 404 });
    }
  }
}
