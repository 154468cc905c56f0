import { describe, expect, it } from "vitest";
import { createHarness } from "../support/harness.ts";
import { TestConnector } from "../support/test-connector.ts";
import { trackerConnector } from "./fixtures.ts";

const LABEL_THEN_CREATE = `async () => {
  await tracker.list_issues({});
  const label = await tracker.add_label({ id: 7 });
  const created = await tracker.create_issue({ title: "Bug" });
  return { label, created };
}`;

describe("reject", () => {
  it("rejects a pending action: the run ends rejected, earlier actions stay applied, hooks dispose", async () => {
    const tracker = trackerConnector();
    const { engine, store } = createHarness([tracker]);
    const paused = await engine().execute({ code: LABEL_THEN_CREATE });
    expect(await engine().reject({ seq: 2, executionId: paused.executionId })).toBe(true);
    const stored = await store.load(paused.executionId);
    expect(stored?.status).toBe("rejected");
    expect(stored?.error).toBe("Action tracker.create_issue rejected by user");
    expect(stored?.log.map((entry) => entry.state)).toEqual(["applied", "applied", "reverted"]);
    expect(tracker.count("create_issue")).toBe(0);
    expect(tracker.disposals).toContainEqual({ executionId: paused.executionId, status: "rejected" });
  });

  it("returns false for a stale reject and changes nothing", async () => {
    const tracker = trackerConnector();
    const { engine, store } = createHarness([tracker]);
    const paused = await engine().execute({ code: LABEL_THEN_CREATE });
    expect(await engine().reject({ seq: 1, executionId: paused.executionId })).toBe(false);
    expect(await engine().reject({ seq: 2, executionId: "exec_missing" })).toBe(false);
    expect(await engine().reject({ seq: 1.5, executionId: paused.executionId })).toBe(false);
    expect((await store.load(paused.executionId))?.status).toBe("paused");
    expect(await engine().reject({ seq: 2, executionId: paused.executionId })).toBe(true);
    expect(await engine().reject({ seq: 2, executionId: paused.executionId })).toBe(false);
  });

  it("lets either approve or reject win a race, never both", async () => {
    const tracker = trackerConnector();
    const { engine, store } = createHarness([tracker]);
    const paused = await engine().execute({ code: LABEL_THEN_CREATE });
    const [approved, rejected] = await Promise.all([
      engine().approve({ executionId: paused.executionId }),
      engine().reject({ seq: 2, executionId: paused.executionId }),
    ]);
    const status = (await store.load(paused.executionId))?.status;
    if (rejected) {
      expect(approved.status).toBe("error");
      expect(status).toBe("rejected");
      expect(tracker.count("create_issue")).toBe(0);
    } else {
      expect(approved.status).toBe("completed");
      expect(tracker.count("create_issue")).toBe(1);
    }
  });

  it("refuses an approval for an action the run no longer waits on", async () => {
    const tracker = trackerConnector();
    const { engine } = createHarness([tracker]);
    const code = `async () => [await tracker.create_issue({ title: "A" }), await tracker.create_issue({ title: "B" })]`;
    const paused = await engine().execute({ code });
    const first = await engine().approve({ executionId: paused.executionId, seq: 0 });
    expect(first.status).toBe("paused");
    const stale = await engine().approve({ executionId: paused.executionId, seq: 0 });
    expect(stale.status).toBe("error");
    if (stale.status === "error")
      expect(stale.error).toMatch(
        /no longer waits on step 0; it now waits on step 1 \(tracker\.create_issue\)/,
      );
    expect(tracker.count("create_issue")).toBe(1);
    expect(await engine().approve({ executionId: paused.executionId, seq: 1 })).toMatchObject({
      status: "completed",
    });
  });

  it("runs a double approve once", async () => {
    const tracker = trackerConnector();
    const { engine } = createHarness([tracker]);
    const paused = await engine().execute({ code: LABEL_THEN_CREATE });
    const outputs = await Promise.all([
      engine().approve({ executionId: paused.executionId }),
      engine().approve({ executionId: paused.executionId }),
    ]);
    expect(outputs.map((output) => output.status).sort()).toEqual(["completed", "error"]);
    expect(tracker.count("create_issue")).toBe(1);
  });
});

describe("rollback", () => {
  it("reverts applied actions newest first, skips reads, and marks the run rolled back", async () => {
    const tracker = trackerConnector();
    const { engine, store } = createHarness([tracker]);
    const paused = await engine().execute({ code: LABEL_THEN_CREATE });
    await engine().approve({ executionId: paused.executionId });
    expect(tracker.issues.size).toBe(1);
    await engine().rollback({ executionId: paused.executionId });
    expect(tracker.reverts.map((revert) => revert.method)).toEqual(["create_issue", "add_label"]);
    expect(tracker.issues.size).toBe(0);
    const stored = await store.load(paused.executionId);
    expect(stored?.status).toBe("rolled_back");
    expect(stored?.log.map((entry) => entry.state)).toEqual(["applied", "reverted", "reverted"]);
    expect(tracker.disposals.filter((disposal) => disposal.status === "rolled_back")).toHaveLength(1);
  });

  it("attempts every revert when one fails, then reports the failure", async () => {
    const order: string[] = [];
    const flaky = new TestConnector("flaky", {
      a: { execute: () => 1, revert: () => void order.push("a") },
      b: {
        execute: () => 2,
        revert: () => {
          order.push("b");
          throw new Error("cannot undo b");
        },
      },
      c: { execute: () => 3, revert: () => void order.push("c") },
    });
    const { engine, store } = createHarness([flaky]);
    const done = await engine().execute({
      code: "async () => [await flaky.a({}), await flaky.b({}), await flaky.c({})]",
    });
    await expect(engine().rollback({ executionId: done.executionId })).rejects.toThrow(
      /reverted 2 action\(s\) but 1 failed: flaky\.b .*cannot undo b/,
    );
    expect(order).toEqual(["c", "b", "a"]);
    const stored = await store.load(done.executionId);
    expect(stored?.status).toBe("rolled_back");
    expect(stored?.log.map((entry) => entry.state)).toEqual(["reverted", "applied", "reverted"]);
  });

  it("leaves methods without revert and missing connectors applied; a read-only run keeps its status", async () => {
    const tracker = trackerConnector();
    const other = new TestConnector("other", { write: { execute: () => "w", revert: () => {} } });
    const first = createHarness([tracker, other]);
    const done = await first
      .engine()
      .execute({ code: "async () => [await tracker.list_issues({}), await other.write({})]" });
    const withoutOther = first.engine({ connectors: [tracker] });
    await withoutOther.rollback({ executionId: done.executionId });
    expect((await first.store.load(done.executionId))?.status).toBe("completed");
    expect(other.reverts).toHaveLength(0);
  });

  it("rejects with a clear error for an unknown or running execution", async () => {
    const { engine } = createHarness([trackerConnector()]);
    await expect(engine().rollback({ executionId: "exec_missing" })).rejects.toThrow(
      /No execution "exec_missing"/,
    );
    await expect(engine().rollback({} as { executionId: string })).rejects.toThrow(/executionId/);
  });
});
