import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it, vi } from "vitest";
import type { DemoAgent } from "../../src/agent/demo-agent.ts";
import { handleDemoApi } from "../../src/agent/demo-api.ts";
import { createScriptedModel } from "../../src/model/scripted-model.ts";

type State = {
  transcript: Array<{ kind: string }>;
  turn: { message: string; text: string; runs: Array<{ status: string; run?: { status: string } }> } | null;
};

/**
 * The scripted model, held before it answers a tool result until `release()`: the turn stays in progress,
 * with its run finished and its answer not yet written, for as long as the test needs.
 */
function heldModel() {
  const scripted = createScriptedModel({ chunkDelayMs: 0 });
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const model = new MockLanguageModelV3({
    doStream: async (call) => {
      if (call.prompt.at(-1)?.role === "tool") await gate;
      return scripted.doStream(call);
    },
  });
  return { choice: { model, label: "held scripted model", offline: true }, release };
}

describe("the turn in progress", () => {
  it("is in the state while it runs, then in the history, never both; a second message waits", async () => {
    const stub = env.DemoAgent.get(env.DemoAgent.idFromName(`turn-${Math.random()}`));
    await runInDurableObject(stub, async (agent: DemoAgent) => {
      const workspace = agent.workspace();
      const held = heldModel();
      const api = (method: string, path: string, body?: unknown) =>
        handleDemoApi(
          new Request(`http://demo.test${path}`, {
            method,
            headers: { "content-type": "application/json" },
            body: body === undefined ? undefined : JSON.stringify(body),
          }),
          path,
          workspace,
          () => held.choice,
        );
      const state = async () => (await (await api("GET", "/api/state")).json()) as State;

      const response = await api("POST", "/api/chat", { message: "List open issues" });
      const streamed = response.arrayBuffer();
      await vi.waitFor(() => expect(workspace.turn?.view().runs[0]?.run).toBeDefined());
      const during = await state();
      expect(during.transcript).toEqual([]);
      expect(during.turn).toMatchObject({
        message: "List open issues",
        text: "",
        runs: [{ status: "completed", run: { status: "completed" } }],
      });
      const second = await api("POST", "/api/chat", { message: "Add a note: later" });
      expect(second.status).toBe(409);
      expect(((await second.json()) as { error: string }).error).toContain("still answering another message");

      held.release();
      await streamed;
      const after = await state();
      expect(after.turn).toBeNull();
      expect(after.transcript.map((item) => item.kind)).toEqual(["user", "run", "assistant"]);
    });
  });
});
