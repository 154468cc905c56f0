import type { ToolLogEntry } from "codemode";
import { describe, expect, it } from "vitest";
import { classifyCalls } from "../../src/agent/call-origin.ts";

const entry = (
  seq: number,
  state: ToolLogEntry["state"],
  extra: Partial<ToolLogEntry> = {},
): ToolLogEntry => ({
  seq,
  connector: "tracker",
  method: `m${seq}`,
  args: {},
  requiresApproval: false,
  state,
  ...extra,
});

describe("classifyCalls", () => {
  const cases: Array<[string, ToolLogEntry[] | undefined, ToolLogEntry, string]> = [
    ["a call of the first pass executed", undefined, entry(0, "applied"), "executed"],
    ["a call applied before is replayed", [entry(0, "applied")], entry(0, "applied"), "replayed"],
    [
      "an ephemeral read runs again",
      [entry(0, "applied", { ephemeral: true })],
      entry(0, "applied", { ephemeral: true }),
      "re-executed",
    ],
    ["a pending call applied now was approved", [entry(0, "pending")], entry(0, "applied"), "approved"],
    ["a pending call waits", undefined, entry(0, "pending"), "awaiting approval"],
    ["a new failure failed", undefined, entry(0, "error"), "failed"],
    ["a recorded failure is replayed", [entry(0, "error")], entry(0, "error"), "replayed"],
    ["a call still executing is in flight", undefined, entry(0, "executing"), "in flight"],
    [
      "a call that was in flight before executed now",
      [entry(0, "executing")],
      entry(0, "applied"),
      "executed",
    ],
  ];
  for (const [name, previous, current, origin] of cases) {
    it(name, () => {
      expect(classifyCalls(previous, [current]).map((call) => call.origin)).toEqual([origin]);
    });
  }

  it("classifies each entry of a second pass against the first, by seq", () => {
    const first = [entry(0, "applied"), entry(1, "pending")];
    const second = [entry(0, "applied"), entry(1, "applied"), entry(2, "pending")];
    expect(classifyCalls(first, second).map((call) => [call.seq, call.origin])).toEqual([
      [0, "replayed"],
      [1, "approved"],
      [2, "awaiting approval"],
    ]);
  });
});
