// Tests that kill the host Durable Object with ctx.abort(), in a workerd process of their own
// (vitest.host-abort.config.ts). An abort in the middle of a pass ends the host's I/O context while its
// sandbox Worker is still loaded, so the executor never reaches the code that disposes the Worker Loader's
// stubs; they are left to garbage collection, and workerd can abort the whole process if they are finalized
// while the isolate shuts down ("tried to defer destruction during isolate shutdown", workerd issue 6506).
// Here such a crash can only fail these tests, not the rest of the package's suite.
import { describe, expect, it } from "vitest";
import { count, inHost, world } from "../runtime-harness.ts";

/** Runs `work` and expects the host Durable Object to die during it (its memory is lost). */
async function dies(work: Promise<unknown>): Promise<void> {
  await expect(work).rejects.toThrow();
}

describe("eviction and host crashes", () => {
  it("resumes a paused run from storage after the host was evicted between passes", async () => {
    const scope = "eviction";
    const paused = await inHost(scope, (runtime) =>
      runtime.execute({
        code: `async () => { const l = await tracker.list_issues({}); return tracker.create_issue({ title: "r" + l.read }); }`,
      }),
    );
    await dies(inHost(scope, async (_runtime, state) => state.abort("evicted")));
    const done = await inHost(scope, (runtime) => runtime.approve({ executionId: paused.executionId }));
    expect(done).toMatchObject({ status: "completed", result: { id: 1 } });
    expect(count(scope, "list_issues")).toBe(1);
  });

  it("recovers a run whose host died while a read was in flight: the read runs again with the same key", async () => {
    const scope = "crash-read";
    world(scope).crashes = 1;
    await dies(
      inHost(scope, (runtime) =>
        runtime.execute({
          code: `async () => { const r = await tracker.crash_after_read({}); return r.read; }`,
        }),
      ),
    );
    const [stuck] = await inHost(scope, (runtime) => runtime.executions());
    expect(stuck?.status).toBe("running");
    // a read without approval is recorded with the pass's next write, which the dead host never made
    expect(stuck?.log).toEqual([]);
    const approve = await inHost(scope, (runtime) => runtime.approve({ executionId: stuck?.id ?? "" }));
    expect(approve.status).toBe("error");
    const recovered = await inHost(scope, (runtime) => runtime.recover({ executionId: stuck?.id ?? "" }));
    expect(recovered).toMatchObject({ status: "completed", result: 1 });
    const reads = world(scope).calls.filter((call) => call.method === "crash_after_read");
    expect(reads).toHaveLength(2);
    expect(reads[1]?.idempotencyKey).toBe(reads[0]?.idempotencyKey);
  });

  it("surfaces an approved write whose host died mid-call as uncertain instead of running it twice", async () => {
    const scope = "crash-write";
    const paused = await inHost(scope, (runtime) =>
      runtime.execute({ code: `async () => tracker.crash_after_write({ n: 1 })` }),
    );
    world(scope).crashes = 1;
    await dies(inHost(scope, (runtime) => runtime.approve({ executionId: paused.executionId })));
    expect(count(scope, "crash_after_write")).toBe(1);
    const recovered = await inHost(scope, (runtime) => runtime.recover({ executionId: paused.executionId }));
    expect(recovered.status).toBe("paused");
    if (recovered.status === "paused")
      expect(recovered.pending).toEqual([expect.objectContaining({ seq: 0, uncertain: true })]);
    expect(count(scope, "crash_after_write")).toBe(1);
    const approved = await inHost(scope, (runtime) => runtime.approve({ executionId: paused.executionId }));
    expect(approved).toMatchObject({ status: "completed", result: { written: true } });
    expect(count(scope, "crash_after_write")).toBe(2);
  });
});
