import { exports } from "cloudflare:workers";

/** A chat event as the API streams it (only the fields the tests read). */
export type StreamedEvent = {
  type: string;
  delta?: string;
  code?: string;
  message?: string;
  run?: RunBody;
  status?: string;
};

/** The parts of a RunView the tests read. */
export type RunBody = {
  id: string;
  status: string;
  result?: unknown;
  error?: string;
  pending: Array<{ seq: number; connector: string; method: string; args: Record<string, unknown> }>;
  passes: Array<{
    pass: number;
    trigger: string;
    status: string;
    calls: Array<{ connector: string; method: string; origin: string }>;
  }>;
  log: Array<{ connector: string; method: string; state: string }>;
  rolledBack: string[];
  canRollback: boolean;
  canSaveSnippet: boolean;
};

let counter = 0;

/**
 * A client of one fresh agent workspace (`/agents/demo-agent/<unique name>`), going through the app's real
 * Worker entry: `routeAgentRequest`, the agent's `onRequest`, the runtime and the connectors.
 */
export function demoClient(label: string) {
  const name = `${label}-${++counter}-${Math.random().toString(36).slice(2, 8)}`;
  const base = `http://demo.test/agents/demo-agent/${name}`;
  const fetchPath = (path: string, init?: RequestInit) =>
    exports.default.fetch(new Request(`${base}${path}`, init));
  const json = async <T>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> => {
    const response = await fetchPath(path, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  return {
    name,
    fetchPath,
    json,
    state: async () =>
      (
        await json<{
          model: { label: string; offline: boolean };
          transcript: Array<{ kind: string; text?: string; executionId?: string; pausedRun?: string }>;
          turn: { message: string; text: string; runs: Array<{ code: string; status: string }> } | null;
          runs: RunBody[];
          pending: unknown[];
          snippets: Array<{ name: string; code: string; connectors?: string[]; calls?: string[] }>;
          issues: Array<{ number: number; title: string; status: string; assignee: string | null }>;
          notes: Array<{ id: number; text: string }>;
        }>("GET", "/api/state")
      ).body,
    /** Sends a chat message and returns every streamed event. */
    chat: async (message: string): Promise<StreamedEvent[]> => {
      const response = await fetchPath("/api/chat", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message }),
      });
      if (response.status !== 200)
        throw new Error(`chat answered ${response.status}: ${await response.text()}`);
      // Decoded by hand: workerd warns when .text() reads a body whose type (NDJSON) it does not know as text.
      const text = new TextDecoder().decode(await response.arrayBuffer());
      return text
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => JSON.parse(line) as StreamedEvent);
    },
    action: (id: string, action: string, body?: unknown) =>
      json<{ run: RunBody; rejected?: boolean; error?: string }>(
        "POST",
        `/api/runs/${id}/${action}`,
        body ?? {},
      ),
  };
}

/** The run of a chat turn's `run` event. */
export function runOf(events: StreamedEvent[]): RunBody {
  const run = events.find((event) => event.type === "run")?.run;
  if (run === undefined)
    throw new Error(`no run event in ${JSON.stringify(events.map((event) => event.type))}`);
  return run;
}

/** The assistant's streamed text. */
export function textOf(events: StreamedEvent[]): string {
  return events
    .filter((event) => event.type === "text")
    .map((event) => event.delta)
    .join("");
}
