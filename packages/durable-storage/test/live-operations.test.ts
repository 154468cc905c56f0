import { describe, expect, it } from "vitest";
import { closeGate } from "./connectors.ts";
import { count, inHost, world } from "./runtime-harness.ts";

/** The id of the execution whose call is waiting at the gate (the connector saw it). */
function blockedExecution(scope: string, method: string): string {
  const call = world(scope).calls.find((entry) => entry.method === method);
  if (!call?.executionId) throw new Error(`no ${method} call yet`);
  return call.executionId;
}

describe("operations that race a live pass (separate requests to the host)", () => {
  it("refuses approve at once while the run is running, with or without seq, and never runs the later gated call", async () => {
    const scope = "approve-while-running";
    const gate = closeGate(scope);
    const run = inHost(scope, (runtime) =>
      runtime.execute({
        code: `async () => { const r = await tracker.blocking_read({ key: "k" }); return tracker.create_issue({ title: r.value }); }`,
      }),
    );
    await gate.reached;
    const executionId = blockedExecution(scope, "blocking_read");
    // Both approvals arrive while the pass is blocked inside a connector call: they must answer now (before
    // the fix they waited for the pass, which then paused, and approved the create_issue nobody had seen).
    const [approvals, rollback] = await Promise.all([
      Promise.all([
        inHost(scope, (runtime) => runtime.approve({ executionId })),
        inHost(scope, (runtime) => runtime.approve({ executionId, seq: 1 })),
      ]),
      // A rollback arriving now is refused too, instead of reverting later what its caller never saw.
      inHost(scope, (runtime) =>
        runtime.rollback({ executionId }).then(
          () => "rolled back",
          (error: Error) => error.message,
        ),
      ),
    ]);
    expect(rollback).toMatch(/is running; wait until it pauses or finishes/);
    gate.open();
    const paused = await run;
    for (const approval of approvals) {
      expect(approval.status).toBe("error");
      if (approval.status === "error") expect(approval.error).toMatch(/is not paused \(status: running\)/);
    }
    expect(paused.status).toBe("paused");
    expect(count(scope, "create_issue")).toBe(0);
    const [record] = await inHost(scope, (runtime) => runtime.executions());
    expect(record?.log.map((entry) => [entry.method, entry.state])).toEqual([
      ["blocking_read", "applied"],
      ["create_issue", "pending"],
    ]);
    const done = await inHost(scope, (runtime) => runtime.approve({ executionId, seq: 1 }));
    expect(done).toMatchObject({ status: "completed", result: { id: 1 } });
    expect(count(scope, "create_issue")).toBe(1);
  });

  it("keeps every call that took effect when the run is expired while a call is in flight", async () => {
    const scope = "expire-during-call";
    const gate = closeGate(scope);
    const run = inHost(scope, (runtime) =>
      runtime.execute({
        code: `async () => {
          await tracker.list_issues({ page: 1 });
          await notes.add_note({ text: "first" });
          const r = await tracker.blocking_read({ key: "k" });
          await notes.add_note({ text: "after " + r.value });
          return 1;
        }`,
      }),
    );
    await gate.reached;
    const executionId = blockedExecution(scope, "blocking_read");
    // maxAgeMs 0 expires a run idle for any time at all; the host clock moves on with I/O, so ask until it has.
    let expired: string[] = [];
    while (!expired.includes(executionId)) {
      expired = await inHost(scope, (runtime) => runtime.expirePaused({ maxAgeMs: 0 }));
    }
    gate.open();
    const output = await run;
    expect(output.status).toBe("error");
    if (output.status === "error") expect(output.error).toMatch(/was expired .* while this pass ran/);
    // Effects: the read, the first note and the blocking read ran; the second note never started.
    expect(world(scope).calls.map((call) => call.method)).toEqual([
      "list_issues",
      "add_note",
      "blocking_read",
    ]);
    const [record] = await inHost(scope, (runtime) => runtime.executions());
    expect(record?.status).toBe("error");
    expect(record?.error).toMatch(/^Expired while running/);
    expect(record?.log.map((entry) => [entry.method, entry.state])).toEqual([
      ["list_issues", "applied"],
      ["add_note", "applied"],
      ["blocking_read", "applied"],
    ]);
    await inHost(scope, (runtime) => runtime.rollback({ executionId }));
    expect(world(scope).reverts).toEqual([{ method: "add_note", seq: 1 }]);
  });

  it("stops a live pass before deleting its record: no call takes effect after the record is gone", async () => {
    const scope = "delete-during-call";
    const gate = closeGate(scope);
    const order: string[] = [];
    const { output, deleted, effectsAtDelete } = await inHost(scope, async (runtime) => {
      const run = runtime.execute({
        code: `async () => {
          await tracker.list_issues({ page: 1 });
          await tracker.blocking_write({ key: "k" });
          await notes.add_note({ text: "after the write" });
          return 1;
        }`,
      });
      void run.then(() => order.push("pass ended"));
      await gate.reached;
      const deleting = runtime.deleteExecution(blockedExecution(scope, "list_issues"));
      gate.open();
      const wasDeleted = await deleting;
      order.push("deleted");
      return { output: await run, deleted: wasDeleted, effectsAtDelete: world(scope).calls.length };
    });
    expect(deleted).toBe(true);
    expect(order).toEqual(["pass ended", "deleted"]);
    expect(output.status).toBe("error");
    if (output.status === "error") expect(output.error).toMatch(/was deleted while this pass ran/);
    // The write under way when the delete arrived finished first; the note after it never started.
    expect(world(scope).calls.map((call) => call.method)).toEqual(["list_issues", "blocking_write"]);
    expect(world(scope).calls.length).toBe(effectsAtDelete);
    expect(await inHost(scope, (runtime) => runtime.executions())).toEqual([]);
  });
});
