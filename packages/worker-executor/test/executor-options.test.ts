import { CodemodeError } from "@codemode/runtime-core";
import { describe, expect, it } from "vitest";
import { DynamicWorkerExecutor, type DynamicWorkerExecutorOptions } from "../src/index.ts";
import { loader } from "./support.ts";

describe("DynamicWorkerExecutor options", () => {
  it.each([
    ["no loader", {}, /needs a Worker Loader/],
    ["a zero timeout", { loader, timeout: 0 }, /timeout must be a positive number/],
    ["a negative cpuMs", { loader, cpuMs: -1 }, /cpuMs must be a positive number/],
    [
      "a fractional budget",
      { loader, budget: { loopIterations: 1.5 } },
      /budget.loopIterations must be a positive integer/,
    ],
    [
      "a zero allocation budget",
      { loader, budget: { allocationBytes: 0 } },
      /budget.allocationBytes must be a positive integer/,
    ],
    ["a zero log line limit", { loader, logs: { maxLines: 0 } }, /logs.maxLines must be a positive number/],
  ])("refuses %s with a configuration error", (_name, options, message) => {
    let thrown: unknown;
    try {
      new DynamicWorkerExecutor(options as DynamicWorkerExecutorOptions);
    } catch (error) {
      thrown = error;
    }
    expect(CodemodeError.isInstance(thrown)).toBe(true);
    expect((thrown as CodemodeError).code).toBe("configuration");
    expect((thrown as Error).message).toMatch(message);
  });

  it("runs loops past the default budget's reach when the budget is off", async () => {
    const outcome = await new DynamicWorkerExecutor({ loader, budget: false }).execute(
      "async () => { let n = 0; for (let i = 0; i < 200000; i++) n++; return n; }",
      [],
    );
    expect(outcome.result).toBe(200000);
    const limited = await new DynamicWorkerExecutor({ loader, budget: { loopIterations: 1000 } }).execute(
      "async () => { let n = 0; for (let i = 0; i < 200000; i++) n++; return n; }",
      [],
    );
    expect(limited.error).toMatch(/exceeded 1000 loop iterations/);
  });

  it("reports invalid determinism settings in ExecuteResult.error", async () => {
    const outcome = await new DynamicWorkerExecutor({ loader }).execute("async () => 1", [], {
      determinism: { seed: 5 as unknown as string, startTime: 0 },
    });
    expect(outcome.error).toMatch(/options.determinism needs \{ seed: string, startTime: number/);
  });
});
