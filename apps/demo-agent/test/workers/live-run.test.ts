import type { CodemodeEvent } from "codemode";
import { describe, expect, it } from "vitest";
import { LiveRun } from "../../src/agent/live-run.ts";

const ID = "exec_live";
const call = { executionId: ID, at: 0, connector: "tracker", method: "create_issue", seq: 0 } as const;
const base = { executionId: ID, at: 0 } as const;
const counts = { started: 0, replayed: 0, applied: 0, failed: 0, refused: 0 };
const started: CodemodeEvent = { ...call, type: "call_started", args: { title: "t" } };

describe("LiveRun", () => {
  const cases: Array<[string, CodemodeEvent[], string, Array<[string, string]>]> = [
    ["a call that started is in flight", [started], "running", [["create_issue", "in flight"]]],
    [
      "a call that returned executed",
      [started, { ...call, type: "call_applied", durationMs: 1 }],
      "running",
      [["create_issue", "executed"]],
    ],
    [
      "a call that needs approval pauses the run",
      [
        { ...call, type: "call_paused", uncertain: false },
        { ...base, type: "pass_ended", status: "paused", durationMs: 1, counts },
      ],
      "paused",
      [["create_issue", "awaiting approval"]],
    ],
    [
      "a call that threw failed, and so did the run",
      [
        started,
        { ...call, type: "call_failed", executed: true, durationMs: 1, error: "boom" },
        { ...base, type: "pass_ended", status: "error", durationMs: 1, counts },
        { ...base, type: "execution_ended", status: "error", error: "boom" },
      ],
      "error",
      [["create_issue", "failed"]],
    ],
    [
      "recorded calls replay, a recorded throw replays as failed",
      [
        { ...call, type: "call_replayed", failed: false },
        { ...call, seq: 1, method: "search_issues", type: "call_replayed", failed: true },
      ],
      "running",
      [
        ["create_issue", "replayed"],
        ["search_issues", "failed"],
      ],
    ],
    [
      "arguments refused by the checks add a row without a seq",
      [{ ...base, type: "call_refused", connector: "tracker", method: "create_issue", error: "title" }],
      "running",
      [["create_issue", "refused"]],
    ],
    [
      "a new pass starts an empty call list",
      [started, { ...base, type: "pass_started", reason: "approval", attempt: 2 }],
      "running",
      [],
    ],
    [
      "a rejected run ends rejected",
      [{ ...base, type: "execution_ended", status: "rejected" }],
      "rejected",
      [],
    ],
  ];

  it.each(cases)("%s", (_name, events, status, calls) => {
    const live = new LiveRun(ID);
    for (const event of events) live.apply(event);
    const progress = live.progress();
    expect(progress.executionId).toBe(ID);
    expect(progress.status).toBe(status);
    expect(progress.calls.map((entry) => [entry.method, entry.origin])).toEqual(calls);
  });

  it("keeps a call's arguments and error, and hands out copies", () => {
    const live = new LiveRun(ID);
    live.apply(started);
    live.apply({ ...call, type: "call_failed", executed: true, durationMs: 1, error: "boom" });
    const progress = live.progress();
    expect(progress.calls).toEqual([
      {
        seq: 0,
        connector: "tracker",
        method: "create_issue",
        args: { title: "t" },
        origin: "failed",
        error: "boom",
      },
    ]);
    progress.calls.length = 0;
    expect(live.progress().calls).toHaveLength(1);
  });
});
