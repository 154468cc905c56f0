import { describe, expect, it } from "vitest";
import { MAX_EXECUTION_LOG_BYTES } from "../../src/constants.ts";
import type { ExecutionStore } from "../../src/engine/ports.ts";
import { createHarness } from "../support/harness.ts";
import { TestConnector } from "../support/test-connector.ts";
import { trackerConnector } from "./fixtures.ts";

const TWO_APPROVALS = `async () => {
  const first = await tracker.create_issue({ title: "first" });
  const second = await tracker.create_issue({ title: "second" });
  return [first.id, second.id];
}`;

describe("operations that race a live pass", () => {
  it("refuses an approval queued behind another one that moved the run on to an action nobody saw", async () => {
    const tracker = trackerConnector();
    const { engine } = createHarness([tracker]);
    const runtime = engine();
    const paused = await runtime.execute({ code: TWO_APPROVALS });
    expect(paused.status).toBe("paused");
    const [first, second] = await Promise.all([
      runtime.approve({ executionId: paused.executionId }),
      runtime.approve({ executionId: paused.executionId }),
    ]);
    expect(first.status).toBe("paused");
    expect(second.status).toBe("error");
    if (second.status === "error") expect(second.error).toMatch(/moved on while this approval waited/);
    expect([...tracker.issues.values()].map((issue) => issue.title)).toEqual(["first"]);
  });

  it("refuses a rejection queued behind an approval that moved the run on", async () => {
    const tracker = trackerConnector();
    const { engine, store } = createHarness([tracker]);
    const runtime = engine();
    const paused = await runtime.execute({ code: TWO_APPROVALS });
    const [approved, rejected] = await Promise.all([
      runtime.approve({ executionId: paused.executionId }),
      runtime.reject({ executionId: paused.executionId, seq: 1 }),
    ]);
    expect(approved.status).toBe("paused");
    expect(rejected).toBe(false);
    expect((await store.load(paused.executionId))?.status).toBe("paused");
  });

  it("bounds a pass's log in characters: a result beyond it fails the run with a clear error", async () => {
    const chunk = Math.ceil(MAX_EXECUTION_LOG_BYTES / 10);
    const big = new TestConnector("big", { chunk: { execute: () => "y".repeat(chunk) } });
    const { engine, store } = createHarness([big]);
    const output = await engine().execute({
      code: "async () => { for (let index = 0; index < 20; index++) await big.chunk({ index }); return 1; }",
    });
    expect(output.status).toBe("error");
    if (output.status === "error")
      expect(output.error).toMatch(/does not fit in this execution's log.*MAX_EXECUTION_LOG_BYTES/);
    const stored = await store.load(output.executionId);
    expect(stored?.status).toBe("error");
    expect(stored?.log.at(-1)?.state).toBe("error");
    expect(big.effects.length).toBe(stored?.log.length);
  });

  it("ends the run as error, keeping its calls, when a write fails instead of leaving it running", async () => {
    const tracker = trackerConnector();
    const harness = createHarness([tracker]);
    let failures = 1;
    const failing = new Proxy(harness.store, {
      get: (target, property) => {
        const value = Reflect.get(target, property) as unknown;
        if (property !== "commit" || typeof value !== "function")
          return typeof value === "function" ? value.bind(target) : value;
        return (...args: Parameters<ExecutionStore["commit"]>) => {
          if (failures-- > 0)
            return Promise.reject(
              new Error("Serialized RPC arguments or return values are limited to 32MiB"),
            );
          return target.commit(...args);
        };
      },
    }) as ExecutionStore;
    const output = await harness.engine({ store: failing }).execute({
      code: "async () => { await tracker.list_issues({}); await tracker.add_label({ id: 1 }); return 1; }",
    });
    expect(output.status).toBe("error");
    if (output.status === "error")
      expect(output.error).toMatch(/could not be saved \(Serialized RPC arguments/);
    const stored = await harness.store.load(output.executionId);
    expect(stored?.status).toBe("error");
    expect(stored?.log.map((entry) => [entry.method, entry.state])).toEqual([
      ["list_issues", "applied"],
      ["add_label", "applied"],
    ]);
  });
});
