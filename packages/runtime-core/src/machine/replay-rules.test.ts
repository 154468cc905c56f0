import { describe, expect, it } from "vitest";
import { canonicalJson, encodeDurable } from "../codec/durable-codec.ts";
import { MAX_DURABLE_VALUE_BYTES } from "../constants.ts";
import { idempotencyKey } from "../identity/call-identity.ts";
import { currentVersions } from "../identity/identity-versions.ts";
import type { ExecutionStatus } from "../types/execution.ts";
import { type CallPlan, planCall, planResult, planStepSettle } from "./call-plan.ts";
import { type CallEvent, needsArgumentCheck } from "./decide-call.ts";
import { finishPass } from "./finish-pass.ts";
import { recordResult } from "./record-result.ts";
import type { StoredEntry } from "./records.ts";
import { applyChange, toWorking, type WorkingExecution } from "./working-execution.ts";

/**
 * The replay rules of DESIGN.md ("The replay state machine", "Beyond the reference" 3 and 5), pinned on the
 * pure functions: each row is a log, a call, and the plan the machine must return.
 */

const ID = "e1";

function working(log: StoredEntry[] = [], status: ExecutionStatus = "running"): WorkingExecution {
  return toWorking({
    id: ID,
    code: "async () => 1",
    status,
    createdAt: 1,
    updatedAt: 1,
    seed: "s",
    attempt: 2,
    ...currentVersions(),
    log,
  });
}

function entry(seq: number, overrides: Partial<StoredEntry> = {}): StoredEntry {
  return {
    seq,
    connector: "tracker",
    method: "list",
    args: canonicalJson({ page: seq }),
    requiresApproval: false,
    state: "applied",
    result: encodeDurable({ read: seq }),
    cause: `c${seq}`,
    at: 5,
    ...overrides,
  };
}

function call(seq: number, overrides: Partial<CallEvent> = {}): CallEvent {
  return {
    connector: "tracker",
    method: "list",
    args: { page: seq },
    requiresApproval: false,
    ephemeral: false,
    cause: `c${seq}`,
    arrival: seq,
    now: 100,
    ...overrides,
  };
}

const key = (seq: number, method = "list") => idempotencyKey(ID, seq, { connector: "tracker", method });
const actions = (plan: CallPlan) => plan.actions.map((action) => action.kind);

describe("rule 1: a call to an execution that is not running pauses and changes nothing", () => {
  it.each(["paused", "completed", "error", "rejected", "rolled_back"] as const)("%s", (status) => {
    const plan = planCall(working([entry(0)], status), call(0));
    expect(plan).toEqual({
      change: { patch: undefined },
      actions: [{ kind: "pause" }],
      decision: { kind: "pause", seq: 0 },
    });
  });
});

describe("rule 2: a recorded call", () => {
  it.each([
    [
      "another method",
      call(0, { method: "other" }),
      /divergence at step 0: expected tracker\.list, got tracker\.other/,
    ],
    [
      "another connector",
      call(0, { connector: "notes" }),
      /divergence at step 0: expected tracker\.list, got notes\.list/,
    ],
    [
      "other arguments",
      call(0, { args: { page: 9 } }),
      /divergence at step 0: tracker\.list was called with different arguments/,
    ],
    ["a reverted entry", call(0), /divergence at step 0: tracker\.list was reverted/],
  ])("with %s diverges: the run ends error, stopped", (what, event, message) => {
    const log = [entry(0, what === "a reverted entry" ? { state: "reverted" } : {})];
    const plan = planCall(working(log), event);
    expect(actions(plan)).toEqual(["stop", "throw"]);
    expect(plan.actions[1]).toMatchObject({ message: expect.stringMatching(message) });
    expect(plan.change.patch?.set).toMatchObject({ status: "error", error: expect.stringMatching(message) });
  });

  it("compares arguments by their canonical (key-sorted) form", () => {
    const log = [entry(0, { args: canonicalJson({ a: 1, b: 2 }) })];
    expect(actions(planCall(working(log), call(0, { args: { b: 2, a: 1 } })))).toEqual(["replay"]);
  });

  it.each<[string, Partial<StoredEntry>, CallPlan["actions"], Partial<StoredEntry> | undefined]>([
    ["applied replays its result", {}, [{ kind: "replay", result: encodeDurable({ read: 0 }) }], undefined],
    [
      "applied and ephemeral executes again",
      { ephemeral: true },
      [{ kind: "execute", seq: 0, idempotencyKey: key(0) }],
      undefined,
    ],
    [
      "failed throws the recorded message",
      { state: "error", result: encodeDurable("boom") },
      [{ kind: "throw", message: "boom" }],
      undefined,
    ],
    [
      "pending (approved) is persisted executing, then executes",
      { state: "pending", requiresApproval: true, result: undefined },
      [{ kind: "flush" }, { kind: "execute", seq: 0, idempotencyKey: key(0) }],
      { state: "executing" },
    ],
    [
      "executing without approval runs again with the same key",
      { state: "executing", result: undefined },
      [{ kind: "execute", seq: 0, idempotencyKey: key(0) }],
      undefined,
    ],
    [
      "executing with approval becomes an uncertain pending action",
      { state: "executing", requiresApproval: true, result: undefined },
      [{ kind: "stop" }, { kind: "pause" }],
      { state: "pending", uncertain: true },
    ],
  ])("%s", (_rule, recorded, expected, written) => {
    const plan = planCall(working([entry(0, recorded)]), call(0));
    expect(plan.actions).toEqual(expected);
    expect(plan.change.reached).toEqual([0]);
    if (written)
      expect(plan.change.patch?.entries).toEqual([expect.objectContaining({ seq: 0, ...written })]);
    else expect(plan.change.patch).toBeUndefined();
  });
});

describe("rule 3: a fresh call", () => {
  it("needing approval is recorded pending and pauses the run", () => {
    const plan = planCall(working(), call(0, { method: "create", requiresApproval: true }));
    expect(actions(plan)).toEqual(["stop", "pause"]);
    expect(plan.change.patch).toMatchObject({
      set: { status: "paused" },
      entries: [{ seq: 0, state: "pending" }],
    });
  });

  it("without approval is recorded executing and executes with its key", () => {
    const plan = planCall(working(), call(0));
    expect(plan.actions).toEqual([{ kind: "execute", seq: 0, idempotencyKey: key(0) }]);
    expect(plan.change.patch?.entries).toEqual([
      expect.objectContaining({ state: "executing", cause: "c0" }),
    ]);
  });

  it("is the only kind whose arguments are checked", () => {
    expect(needsArgumentCheck(working(), call(0))).toBe(true);
    expect(needsArgumentCheck(working([entry(0)]), call(0))).toBe(false);
    expect(needsArgumentCheck(working([], "paused"), call(0))).toBe(false);
  });
});

describe("rule 4: codemode.step is one more call in the same sequence", () => {
  const step = (seq: number) => call(seq, { connector: "__step", method: "roll", args: undefined });
  it("runs once: a fresh step answers execute, and its value is recorded", () => {
    const first = planCall(working(), step(0));
    expect(first.actions).toEqual([{ kind: "answer", value: { kind: "execute", seq: 0 } }]);
    const running = working();
    applyChange(running, first.change);
    const settled = planStepSettle(running, 0, { value: 6 }, 101);
    expect(settled.actions).toEqual([{ kind: "replay", result: encodeDurable(6) }]);
  });

  it("replays after: a recorded step answers replay, and settling it returns the recorded value", () => {
    const recorded = working([
      entry(0, {
        connector: "__step",
        method: "roll",
        args: canonicalJson(undefined),
        result: encodeDurable(6),
      }),
    ]);
    expect(planCall(recorded, step(0)).actions).toEqual([
      { kind: "answer", value: { kind: "replay", seq: 0 } },
    ]);
    expect(planStepSettle(recorded, 0, { replay: true }, 101).actions).toEqual([
      { kind: "replay", result: encodeDurable(6) },
    ]);
  });
});

describe("rule 5: values are bounded", () => {
  it("an oversized argument fails the run", () => {
    const plan = planCall(working(), call(0, { args: { text: "x".repeat(MAX_DURABLE_VALUE_BYTES) } }));
    expect(actions(plan)).toEqual(["stop", "throw"]);
    expect(plan.change.patch?.set?.status).toBe("error");
  });

  it("an oversized result marks the entry error and fails the run", () => {
    const run = working([entry(0, { state: "executing", result: undefined })]);
    const plan = planResult(run, 0, "x".repeat(MAX_DURABLE_VALUE_BYTES), { ephemeral: false, now: 100 });
    expect(actions(plan)).toEqual(["stop", "throw"]);
    expect(plan.change.patch).toMatchObject({ entries: [{ state: "error" }], set: { status: "error" } });
  });

  it("an oversized final result still completes, with a placeholder", () => {
    const patch = finishPass(working(), {
      kind: "returned",
      result: "x".repeat(MAX_DURABLE_VALUE_BYTES),
      now: 100,
    });
    expect(patch?.set?.status).toBe("completed");
  });
});

describe("a recorded result", () => {
  it("is applied, and the code gets the recorded copy; an ephemeral one keeps no result", () => {
    const run = working([entry(0, { state: "executing", result: undefined })]);
    expect(recordResult(run, 0, { n: 1 }, 100).patch?.entries).toEqual([
      expect.objectContaining({ state: "applied", result: encodeDurable({ n: 1 }) }),
    ]);
    const ephemeral = working([entry(0, { state: "executing", result: undefined, ephemeral: true })]);
    const plan = planResult(ephemeral, 0, { n: 1 }, { ephemeral: true, now: 100 });
    expect(plan.actions).toEqual([{ kind: "answer", value: { n: 1 } }]);
    expect(plan.change.patch?.entries?.[0]?.result).toBeUndefined();
  });
});

describe("beyond 3: no silent tail", () => {
  it("a new call before reaching a recorded one diverges", () => {
    const plan = planCall(working([entry(0)]), call(1));
    expect(plan.actions[1]).toMatchObject({
      message: expect.stringMatching(/new call, tracker\.list, before reaching tracker\.list/),
    });
  });

  it("a run that returns without reaching a recorded call ends in a divergence", () => {
    const patch = finishPass(working([entry(0)]), { kind: "returned", result: 1, now: 100 });
    expect(patch?.set).toMatchObject({
      status: "error",
      error: expect.stringMatching(/without reaching tracker\.list/),
    });
  });

  it("a run that reached every recorded call completes", () => {
    const run = working([entry(0)]);
    applyChange(run, planCall(run, call(0)).change);
    expect(finishPass(run, { kind: "returned", result: 1, now: 100 })?.set?.status).toBe("completed");
  });
});
