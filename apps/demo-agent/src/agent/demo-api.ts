import { CodemodeError } from "codemode";
import { handleTeamApi } from "../connectors/team-rest-api.ts";
import type { ModelChoice } from "../model/select-model.ts";
import type { ChatEvent } from "./chat-events.ts";
import { runChatTurn } from "./chat-turn.ts";
import type { DemoWorkspace } from "./demo-workspace.ts";
import { errorMessage } from "./error-message.ts";
import { errorResponse, readJsonObject, requireString } from "./http-responses.ts";

/** Longest chat message accepted, in characters. */
const MAX_MESSAGE_LENGTH = 4_000;

/**
 * The agent's HTTP API, below `/agents/demo-agent/<name>`: JSON routes for the page (`/api/...`) and the team
 * directory REST API (`/rest/...`). `path` is the part after the agent's prefix.
 */
export async function handleDemoApi(
  request: Request,
  path: string,
  workspace: DemoWorkspace,
  model: () => ModelChoice,
): Promise<Response> {
  try {
    const url = new URL(request.url);
    if (path.startsWith("/rest/")) {
      return handleTeamApi(request.method, path.slice("/rest".length), url.searchParams, workspace.team);
    }
    const route = `${request.method} ${path}`;
    if (route === "GET /api/state") {
      return Response.json(await state(workspace, model), { headers: { "cache-control": "no-store" } });
    }
    if (route === "POST /api/chat") return await chat(request, workspace, model);
    const run = /^POST \/api\/runs\/([^/]+)\/(approve|reject|rollback|snippet)$/.exec(route);
    if (run?.[1] && run[2]) return await runAction(request, workspace, decodeURIComponent(run[1]), run[2]);
    const snippet = /^(POST|DELETE) \/api\/snippets\/([^/]+?)(\/run)?$/.exec(route);
    if (snippet?.[2]) {
      const name = decodeURIComponent(snippet[2]);
      if (snippet[1] === "POST" && snippet[3])
        return Response.json({ run: await workspace.runSnippet(name) });
      if (snippet[1] === "DELETE" && !snippet[3]) {
        return Response.json({ deleted: await workspace.deleteSnippet(name) });
      }
    }
    throw new CodemodeError(
      "not_found",
      `No route ${route}. The page uses GET /api/state, POST /api/chat, POST /api/runs/<id>/<action> and /api/snippets/<name>.`,
    );
  } catch (error) {
    return errorResponse(error);
  }
}

async function state(workspace: DemoWorkspace, model: () => ModelChoice) {
  let modelInfo: { label: string; offline: boolean } | { error: string };
  try {
    const choice = model();
    modelInfo = { label: choice.label, offline: choice.offline };
  } catch (error) {
    modelInfo = { error: errorMessage(error) };
  }
  const [runs, pending, snippets] = await Promise.all([
    workspace.runs(),
    workspace.runtime.pending(),
    workspace.runtime.snippets(),
  ]);
  const snippetCalls = workspace.snippetCalls.all();
  // Read together, after every await: the turn in progress and the history never overlap or miss a turn.
  return {
    model: modelInfo,
    transcript: workspace.history.transcript(),
    turn: workspace.turn?.view() ?? null,
    runs,
    pending,
    snippets: snippets.map((snippet) => ({ ...snippet, calls: snippetCalls.get(snippet.name) })),
    issues: workspace.issues.list("all"),
    notes: workspace.notes.list(),
  };
}

async function chat(request: Request, workspace: DemoWorkspace, model: () => ModelChoice): Promise<Response> {
  const body = await readJsonObject(request, '{ "message": "List open issues" }');
  const message = requireString(body, "message", '"List open issues"');
  if (message.length > MAX_MESSAGE_LENGTH) {
    throw new CodemodeError(
      "invalid_argument",
      `The message has ${message.length} characters; keep it under ${MAX_MESSAGE_LENGTH}.`,
    );
  }
  const choice = model();
  const turn = workspace.beginTurn(message);
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const encoder = new TextEncoder();
  const emit = (event: ChatEvent) => {
    writer.write(encoder.encode(`${JSON.stringify(event)}\n`)).catch(() => {
      // The page went away; the turn still completes and is stored.
    });
  };
  const answering = runChatTurn(workspace, turn, choice, emit)
    .then(() => emit({ type: "done" }))
    .catch((error: unknown) => emit({ type: "error", message: errorMessage(error) }))
    .finally(() => writer.close().catch(() => undefined));
  void answering;
  return new Response(readable, {
    headers: { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store" },
  });
}

async function runAction(
  request: Request,
  workspace: DemoWorkspace,
  executionId: string,
  action: string,
): Promise<Response> {
  if (action === "approve") {
    const body = await readJsonObject(request, '{ "seq": 3 }', true);
    const seq = body.seq === undefined ? undefined : body.seq;
    if (seq !== undefined && (typeof seq !== "number" || !Number.isInteger(seq))) {
      throw new CodemodeError(
        "invalid_argument",
        '"seq", when given, must be the integer seq of the pending action.',
      );
    }
    return Response.json({ run: await workspace.approve(executionId, seq) });
  }
  if (action === "rollback") return Response.json({ run: await workspace.rollback(executionId) });
  if (action === "reject") {
    const body = await readJsonObject(request, '{ "seq": 3 }');
    if (typeof body.seq !== "number" || !Number.isInteger(body.seq)) {
      throw new CodemodeError(
        "invalid_argument",
        '"seq" must be the integer seq of the pending action, for example 3.',
      );
    }
    return Response.json({ rejected: true, run: await workspace.reject(executionId, body.seq) });
  }
  const body = await readJsonObject(request, '{ "name": "open-issues", "description": "List open issues" }');
  const name = requireString(body, "name", '"open-issues"');
  const description = typeof body.description === "string" ? body.description : "";
  return Response.json({ snippet: await workspace.saveSnippet(executionId, name, description) });
}
