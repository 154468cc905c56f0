import { env } from "cloudflare:workers";
import * as codemode from "@cloudflare/codemode";
import { describe, expect, it } from "vitest";
import type { SupportAgent } from "./worker.ts";

const TRIAGE = `async () => {
  const found = await codemode.search("open an issue");
  const docs = await codemode.describe("tracker.create_issue");
  const stamp = await codemode.step("stamp", () => "triaged-" + Math.floor(Math.random() * 1e6));
  const open = await tracker.list_issues({ label: "bug" });
  const created = await tracker.create_issue({ title: "Crash on save (" + open.open.length + " open)" });
  await tracker.comment({ issue: created.id, text: stamp });
  return { created, stamp, firstHit: found.results[0].path, approval: docs.requiresApproval };
}`;

/**
 * The agent's RPC surface. Workers' stub types turn results holding `unknown` (a tool's `result`) into
 * `never`, so the stub is typed by the class's own method signatures.
 */
type AgentMethods = Pick<
  SupportAgent,
  | "run"
  | "pending"
  | "approve"
  | "reject"
  | "rollback"
  | "executions"
  | "saveSnippet"
  | "snippets"
  | "hasRecover"
  | "tracker"
>;

function agent(name: string): AgentMethods {
  return env.AGENT.get(env.AGENT.idFromName(name)) as unknown as AgentMethods;
}

describe("@cloudflare/codemode resolves to this repository's umbrella package", () => {
  it("exports names only our implementation has", () => {
    // The reference exports no CodemodeError class and its handles have no recover(); ours add both.
    // (test/resolution.ts asserts the same for the types: it compiles only against ours.)
    expect(typeof (codemode as Record<string, unknown>).CodemodeError).toBe("function");
  });

  it("gives runtime handles with recover()", async () => {
    expect(await agent("resolution").hasRecover()).toBe(true);
  });

  it("has the documented runtime constants", () => {
    expect(codemode.DEFAULT_MAX_EXECUTIONS).toBe(50);
    expect(codemode.DEFAULT_PAUSED_TTL_MS).toBe(86_400_000);
    expect(codemode.MAX_DURABLE_VALUE_BYTES).toBe(1_000_000);
  });
});

describe("an application written for @cloudflare/codemode runs unchanged", () => {
  it("pauses at an approval-gated call, then approval replays and completes", async () => {
    const host = agent("pause-approve-complete");
    const paused = await host.run(TRIAGE);
    expect(paused.status).toBe("paused");
    if (paused.status !== "paused") return;
    expect(paused.pending).toEqual([
      {
        executionId: paused.executionId,
        seq: 2,
        connector: "tracker",
        method: "create_issue",
        args: { title: "Crash on save (0 open)" },
      },
    ]);
    expect(await host.pending()).toEqual(paused.pending);
    expect(await host.tracker()).toMatchObject({ reads: 1, created: [], comments: [] });

    const done = await host.approve(paused.executionId);
    expect(done).toMatchObject({
      status: "completed",
      executionId: paused.executionId,
      result: {
        created: { id: 100 },
        firstHit: "tracker.create_issue",
        approval: true,
      },
    });
    if (done.status !== "completed") return;
    const tracker = await host.tracker();
    // The read was replayed, not repeated; the approved write ran once; the step's value was replayed.
    expect(tracker.reads).toBe(1);
    expect(tracker.created).toEqual([
      { id: 100, title: "Crash on save (0 open)", executionId: paused.executionId },
    ]);
    expect(tracker.comments).toEqual([{ issue: 100, text: (done.result as { stamp: string }).stamp }]);
    expect(await host.pending()).toEqual([]);

    const [record] = await host.executions();
    expect(record).toMatchObject({ id: paused.executionId, status: "completed", connectors: ["tracker"] });
    expect(record?.log.map((entry) => [entry.connector, entry.method, entry.state])).toEqual([
      ["__step", "stamp", "applied"],
      ["tracker", "list_issues", "applied"],
      ["tracker", "create_issue", "applied"],
      ["tracker", "comment", "applied"],
    ]);
  });

  it("rejects a pending action, and rolls back an approved one", async () => {
    const host = agent("reject-rollback");
    const first = await host.run(TRIAGE);
    if (first.status !== "paused") throw new Error(`expected a pause, got ${first.status}`);
    expect(await host.reject(first.executionId, 2)).toBe(true);
    expect(await host.reject(first.executionId, 2)).toBe(false);
    expect((await host.tracker()).created).toEqual([]);

    const second = await host.run(TRIAGE);
    if (second.status !== "paused") throw new Error(`expected a pause, got ${second.status}`);
    await host.approve(second.executionId);
    await host.rollback(second.executionId);
    expect((await host.tracker()).reverted).toEqual([100]);
    const statuses = (await host.executions()).map((execution) => execution.status);
    expect(statuses).toEqual(["rolled_back", "rejected"]);
  });

  it("saves a run as a snippet that the sandbox finds and runs with codemode.run", async () => {
    const host = agent("snippets");
    const listed = await host.run(
      `async (input) => { const found = await tracker.list_issues({ label: input?.label ?? "all" }); return found.label; }`,
    );
    expect(listed).toMatchObject({ status: "completed", result: "all" });
    const saved = await host.saveSnippet("label-of", listed.executionId, "Echo the label the tracker saw.");
    expect(saved).toMatchObject({ name: "label-of", connectors: ["tracker"] });
    expect((await host.snippets()).map((snippet) => snippet.name)).toEqual(["label-of"]);

    const reused = await host.run(`async () => {
      const hits = await codemode.search("echo the label");
      const label = await codemode.run("label-of", { label: "ops" });
      const missing = await codemode.run("no-such-snippet");
      return { kind: hits.results[0].kind, label, missing: typeof missing.error };
    }`);
    expect(reused).toMatchObject({
      status: "completed",
      result: { kind: "snippet", label: "ops", missing: "string" },
    });
  });
});
