import { describe, expect, it } from "vitest";
import type { CodemodeEvent } from "../types/events.ts";
import type { ProxyToolOutput } from "../types/tool-output.ts";
import { ProgressFold } from "./progress-fold.ts";
import { progressSettings, streamProgress } from "./progress-stream.ts";

const base = { executionId: "exec_1", at: 0 };
const started = (seq: number): CodemodeEvent => ({
  ...base,
  type: "call_started",
  connector: "c",
  method: `m${seq}`,
  seq,
  args: { seq },
});
const applied = (seq: number): CodemodeEvent => ({
  ...base,
  type: "call_applied",
  connector: "c",
  method: `m${seq}`,
  seq,
  durationMs: 1,
  result: seq,
});

describe("ProgressFold", () => {
  it("keeps at most maxCalls rows, leaving out the oldest settled call, and still counts every call", () => {
    const fold = new ProgressFold({ includeValues: false, maxCalls: 2 });
    for (const event of [started(0), started(1), applied(1), started(2), applied(0)]) fold.apply(event);
    const progress = fold.snapshot();
    expect(progress.calls.map((call) => `${call.seq}:${call.state}`)).toEqual(["0:applied", "2:running"]);
    expect(progress.omittedCalls).toBe(1);
    expect(progress.counts).toMatchObject({ applied: 2, running: 1 });
    expect(JSON.stringify(progress)).not.toContain("args");
  });

  it("keeps values only with includeValues, and hands out copies later events never change", () => {
    const fold = new ProgressFold({ includeValues: true, maxCalls: 5 });
    fold.apply(started(0));
    const before = fold.snapshot();
    fold.apply(applied(0));
    expect(before.calls[0]).toEqual({
      connector: "c",
      method: "m0",
      seq: 0,
      state: "running",
      args: { seq: 0 },
    });
    expect(fold.snapshot().calls[0]).toMatchObject({ state: "applied", result: 0, durationMs: 1 });
  });

  it.each([0, -1, 1.5])("refuses maxCalls %s", (maxCalls) => {
    expect(() => progressSettings({ maxCalls })).toThrow(/maxCalls/);
  });
});

describe("streamProgress", () => {
  it("coalesces what the consumer did not pull, and always ends with the output", async () => {
    let finish: (output: ProxyToolOutput) => void = () => {};
    const stream = streamProgress(
      (observer) =>
        new Promise<ProxyToolOutput>((resolve) => {
          observer.emit(started(0));
          finish = (output) => {
            resolve(output);
          };
          // Many events while nobody pulls.
          for (let seq = 1; seq < 100; seq++) observer.emit(started(seq));
        }),
      { includeValues: false, maxCalls: 10 },
    );
    const first = await stream.next();
    expect(first.value).toMatchObject({
      type: "codemode-progress",
      counts: { running: 100 },
      omittedCalls: 90,
    });
    finish({ status: "completed", executionId: "exec_1", result: 1 });
    const rest = [];
    for await (const value of stream) rest.push(value);
    expect(rest).toEqual([{ status: "completed", executionId: "exec_1", result: 1 }]);
  });

  it("rethrows what the run throws after the progress", async () => {
    const stream = streamProgress(() => Promise.reject(new Error("boom")), {
      includeValues: false,
      maxCalls: 1,
    });
    await expect(stream.next()).rejects.toThrow("boom");
  });
});
