import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { MockLanguageModelV3, simulateReadableStream } from "ai/test";
import { describe, expect, it, vi } from "vitest";
import type { DemoAgent } from "../../src/agent/demo-agent.ts";
import { handleDemoApi } from "../../src/agent/demo-api.ts";
import { DemoWorkspace } from "../../src/agent/demo-workspace.ts";
import type { DemoEnv } from "../../src/env.ts";

type StreamResult = Awaited<ReturnType<MockLanguageModelV3["doStream"]>>;
type StreamPart = StreamResult["stream"] extends ReadableStream<infer Part> ? Part : never;
type LiveCall = { connector: string; method: string; origin: string; args?: unknown };
type Progress = {
  type: "progress";
  toolCallId: string;
  executionId: string;
  status: string;
  calls: LiveCall[];
};
type ChatLine =
  | Progress
  | { type: "run"; toolCallId: string; run: { id: string; status: string } }
  | { type: string };

const USAGE = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 0, text: 0, reasoning: 0 },
};
const LIST_ISSUES = 'async () => (await tracker.list_issues({ status: "open" })).issues.length';
const LIST_TEAMS = "async () => (await team.listTeams({})).length";

/** A model whose first step calls the `codemode` tool once per code, at once (AI SDK runs them all), then answers. */
function toolCallModel(codes: readonly string[]) {
  const finish = (unified: "tool-calls" | "stop"): StreamPart => ({
    type: "finish",
    finishReason: { unified, raw: unified },
    usage: USAGE,
  });
  const model = new MockLanguageModelV3({
    doStream: async (call) => {
      const chunks: StreamPart[] =
        call.prompt.at(-1)?.role === "tool"
          ? [
              { type: "text-start", id: "answer" },
              { type: "text-delta", id: "answer", delta: "Both runs are done." },
              { type: "text-end", id: "answer" },
              finish("stop"),
            ]
          : [
              ...codes.map(
                (code, index): StreamPart => ({
                  type: "tool-call",
                  toolCallId: `call-${index}`,
                  toolName: "codemode",
                  input: JSON.stringify({ code }),
                }),
              ),
              finish("tool-calls"),
            ];
      return { stream: simulateReadableStream({ chunks, chunkDelayInMs: 0 }) };
    },
  });
  return { model, label: "tool-call model", offline: true };
}

/** Sends one chat message to `workspace` through the API; `lines()` waits for the stream and parses it. */
async function chat(workspace: DemoWorkspace, choice: ReturnType<typeof toolCallModel>) {
  const path = "/api/chat";
  const response = await handleDemoApi(
    new Request(`http://demo.test${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "Run them" }),
    }),
    path,
    workspace,
    () => choice,
  );
  const streamed = response.arrayBuffer();
  return {
    lines: async () =>
      new TextDecoder()
        .decode(await streamed)
        .split("\n")
        .filter((line) => line !== "")
        .map((line) => JSON.parse(line) as ChatLine),
  };
}

const isProgress = (line: ChatLine): line is Progress => line.type === "progress";

/** Holds every tracker call until `release()`; team calls answer at once. */
function trackerGate() {
  let release: () => void = () => undefined;
  const open = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { latency: (operation: string) => (operation.includes(" ") ? Promise.resolve() : open), release };
}

const cases = [
  {
    name: "different code: a held tracker read beside a team read that completes",
    codes: [LIST_ISSUES, LIST_TEAMS] as const,
    calls: ["tracker.list_issues", "team.listTeams"],
  },
  {
    name: "the same code twice, both held at the tracker",
    codes: [LIST_ISSUES, LIST_ISSUES] as const,
    calls: ["tracker.list_issues", "tracker.list_issues"],
  },
];

describe("two runs of one chat turn at once", () => {
  it.each(cases)("each tool call's live status shows only its own execution: $name", async (testCase) => {
    const stub = env.DemoAgent.get(env.DemoAgent.idFromName(`concurrent-${Math.random()}`));
    await runInDurableObject(stub, async (_agent: DemoAgent, state) => {
      const gate = trackerGate();
      const workspace = new DemoWorkspace(state, env as unknown as DemoEnv, gate.latency);
      const turn = await chat(workspace, toolCallModel(testCase.codes));

      // Held: every tracker call is in flight, every other run has its final view; nothing has mixed.
      const tracked = testCase.calls.map((call) => call.startsWith("tracker."));
      await vi.waitFor(() => {
        const runs = workspace.turn?.view().runs ?? [];
        expect(runs).toHaveLength(2);
        for (const [index, held] of tracked.entries()) {
          const run = runs.find((entry) => entry.toolCallId === `call-${index}`);
          if (held) expect(run?.calls.map((call) => call.origin)).toEqual(["in flight"]);
          else expect(run?.run?.status).toBe("completed");
        }
      });
      const during = workspace.turn?.view().runs ?? [];
      for (const [index, name] of testCase.calls.entries()) {
        const run = during.find((entry) => entry.toolCallId === `call-${index}`);
        expect(run?.calls.map((call) => `${call.connector}.${call.method}`)).toEqual([name]);
      }
      const heldIds = during.map((run) => run.executionId);
      expect(new Set(heldIds).size).toBe(2);
      expect(during.filter((run, index) => tracked[index] && run.status !== "running")).toEqual([]);

      gate.release();
      const lines = await turn.lines();
      expect(lines.at(-1)).toEqual({ type: "done" });
      const finalRuns = lines.filter(
        (line): line is Extract<ChatLine, { type: "run" }> => line.type === "run",
      );
      expect(finalRuns.map((line) => line.run.status)).toEqual(["completed", "completed"]);
      for (const [index, name] of testCase.calls.entries()) {
        const toolCallId = `call-${index}`;
        const runId = finalRuns.find((line) => line.toolCallId === toolCallId)?.run.id;
        expect(during.find((run) => run.toolCallId === toolCallId)?.executionId).toBe(runId);
        const progress = lines.filter(
          (line): line is Progress =>
            line.type === "progress" && (line as Progress).toolCallId === toolCallId,
        );
        expect(progress.length).toBeGreaterThan(0);
        expect(new Set(progress.map((line) => line.executionId))).toEqual(new Set([runId]));
        const seen = new Set(
          progress.flatMap((line) => line.calls.map((call) => `${call.connector}.${call.method}`)),
        );
        expect(seen).toEqual(new Set([name]));
        const origins = progress.flatMap((line) => line.calls.map((call) => call.origin));
        expect(origins).toContain("in flight");
        const first = progress.find((line) => line.calls.length > 0)?.calls[0];
        expect(first?.args).toEqual(name === "team.listTeams" ? {} : { status: "open" });
      }
    });
  });

  it("a snippet run the page starts meanwhile does not show in the chat run's card", async () => {
    const stub = env.DemoAgent.get(env.DemoAgent.idFromName(`beside-${Math.random()}`));
    await runInDurableObject(stub, async (_agent: DemoAgent, state) => {
      const gate = trackerGate();
      const workspace = new DemoWorkspace(state, env as unknown as DemoEnv, gate.latency);
      const saved = await workspace.execute(LIST_TEAMS, "chat");
      await workspace.saveSnippet(saved.executionId, "teams", "");
      const turn = await chat(workspace, toolCallModel([LIST_ISSUES]));
      await vi.waitFor(() =>
        expect(workspace.turn?.view().runs[0]?.calls.map((call) => call.origin)).toEqual(["in flight"]),
      );

      const snippetRun = await workspace.runSnippet("teams");
      expect(snippetRun.status).toBe("completed");
      const during = workspace.turn?.view().runs[0];
      expect(during?.executionId).not.toBe(snippetRun.id);
      expect(during?.calls.map((call) => `${call.connector}.${call.method}`)).toEqual([
        "tracker.list_issues",
      ]);

      gate.release();
      const lines = await turn.lines();
      const run = lines.find((line): line is Extract<ChatLine, { type: "run" }> => line.type === "run")?.run;
      expect(run?.status).toBe("completed");
      const progress = lines.filter(isProgress);
      expect(new Set(progress.map((line) => line.executionId))).toEqual(new Set([run?.id]));
      expect(progress.flatMap((line) => line.calls.map((call) => call.method))).not.toContain("listTeams");
    });
  });
});
