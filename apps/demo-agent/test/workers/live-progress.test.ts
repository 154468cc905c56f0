import type { CodemodeProgress, CodemodeProgressCall } from "codemode";
import { describe, expect, it } from "vitest";
import { toLiveProgress } from "../../src/agent/live-progress.ts";

const ID = "exec_live";
const counts = { running: 0, replayed: 0, applied: 0, failed: 0, paused: 0, refused: 0 };

/** A progress value of `runtime.tool({ progress })` for execution `ID`, as the tool streams it. */
function progress(calls: CodemodeProgressCall[], pass?: CodemodeProgress["pass"]): CodemodeProgress {
  const value: CodemodeProgress = {
    type: "codemode-progress",
    status: "running",
    executionId: ID,
    calls,
    omittedCalls: 0,
    counts,
  };
  if (pass !== undefined) value.pass = pass;
  return value;
}

const call = (state: CodemodeProgressCall["state"], seq = 0): CodemodeProgressCall => ({
  connector: "tracker",
  method: "create_issue",
  seq,
  state,
});

describe("toLiveProgress", () => {
  const cases: Array<[string, CodemodeProgress, string, string[]]> = [
    ["a call that started is in flight", progress([call("running")]), "running", ["in flight"]],
    ["a call that returned executed", progress([call("applied")]), "running", ["executed"]],
    [
      "a call that needs approval, in a pass that paused",
      progress([call("paused")], { attempt: 1, reason: "new_run", status: "paused" }),
      "paused",
      ["awaiting approval"],
    ],
    [
      "a call that threw, in a pass that failed",
      progress([call("failed")], { attempt: 1, reason: "new_run", status: "error" }),
      "error",
      ["failed"],
    ],
    [
      "replayed calls of an approval's pass",
      progress([call("replayed"), call("running", 1)], { attempt: 2, reason: "approval", status: "running" }),
      "running",
      ["replayed", "in flight"],
    ],
    [
      "a pass that completed",
      progress([call("applied")], { attempt: 1, reason: "new_run", status: "completed" }),
      "completed",
      ["executed"],
    ],
    [
      "arguments refused by the checks",
      progress([{ connector: "tracker", method: "create_issue", state: "refused" }]),
      "running",
      ["refused"],
    ],
  ];

  it.each(cases)("%s", (_name, value, status, origins) => {
    const live = toLiveProgress(value);
    expect(live?.executionId).toBe(ID);
    expect(live?.status).toBe(status);
    expect(live?.calls.map((entry) => entry.origin)).toEqual(origins);
  });

  it("keeps a call's seq, arguments and error, and the count of calls left out", () => {
    const failed = { ...call("failed", 3), args: { title: "t" }, error: "boom", durationMs: 2, result: 1 };
    expect(toLiveProgress({ ...progress([failed]), omittedCalls: 4 })).toEqual({
      executionId: ID,
      status: "running",
      calls: [
        {
          seq: 3,
          connector: "tracker",
          method: "create_issue",
          args: { title: "t" },
          origin: "failed",
          error: "boom",
        },
      ],
      omittedCalls: 4,
    });
  });

  it("shows nothing before the execution is recorded", () => {
    expect(toLiveProgress({ ...progress([]), executionId: "" })).toBeUndefined();
  });
});
