import { describe, expect, it } from "vitest";
import { ExecutionGate } from "./execution-gate.ts";

const late = () => "late";

describe("ExecutionGate", () => {
  it("answers a call's own result while open", async () => {
    const gate = new ExecutionGate();
    await expect(gate.run(async () => "done", late)).resolves.toBe("done");
  });

  it("passes a failure through", async () => {
    const gate = new ExecutionGate();
    await expect(gate.run(async () => Promise.reject(new Error("later")), late)).rejects.toThrow("later");
  });

  it("answers a running call at once when it closes, and never starts work after", async () => {
    const gate = new ExecutionGate();
    let finish: (value: string) => void = () => {};
    const running = gate.run(() => new Promise<string>((resolve) => (finish = resolve)), late);
    gate.close();
    await expect(running).resolves.toBe("late");
    finish("too late");
    let started = false;
    await expect(
      gate.run(async () => {
        started = true;
        return "x";
      }, late),
    ).resolves.toBe("late");
    expect(started).toBe(false);
    gate.close();
    expect(gate.closed).toBe(true);
  });

  it("keeps the result of a call that settled before it closed, and answers every call still running", async () => {
    const gate = new ExecutionGate();
    const settled = gate.run(async () => "early", late);
    await expect(settled).resolves.toBe("early");
    const first = gate.run(() => new Promise<string>(() => {}), late);
    const second = gate.run(() => new Promise<string>(() => {}), late);
    gate.close();
    await expect(Promise.all([settled, first, second])).resolves.toEqual(["early", "late", "late"]);
  });

  it("answers a call whose work throws synchronously as a failure", async () => {
    const gate = new ExecutionGate();
    await expect(
      gate.run(() => {
        throw new Error("sync");
      }, late),
    ).rejects.toThrow("sync");
  });
});
