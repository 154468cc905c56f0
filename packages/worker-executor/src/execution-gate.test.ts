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
});
