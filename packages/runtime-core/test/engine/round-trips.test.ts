import { describe, expect, it } from "vitest";
import { createHarness } from "../support/harness.ts";
import { trackerConnector } from "./fixtures.ts";

const reads = (count: number) =>
  `async () => { let total = 0; for (let index = 0; index < ${count}; index++) total += (await tracker.list_issues({ index })).read; return total; }`;

/**
 * A round trip is one store call (one RPC to the runtime facet in the Durable Object store). DESIGN 6: replayed
 * calls cost none, an executed call at most one.
 */
describe("store round trips", () => {
  it("costs no round trip for executed calls without approval: one to create and one to finish", async () => {
    const { engine, store } = createHarness([trackerConnector()]);
    const runtime = engine();
    await runtime.execute({ code: "async () => 1" });
    store.roundTrips = 0;
    const output = await runtime.execute({ code: reads(10) });
    expect(output.status).toBe("completed");
    expect(output.calls?.map((call) => call.state)).toEqual(new Array(10).fill("applied"));
    expect(store.roundTrips).toBe(2);
  });

  it("persists an approved call before it runs: one round trip for it", async () => {
    const { engine, store } = createHarness([trackerConnector()]);
    const runtime = engine();
    const paused = await runtime.execute({ code: `async () => tracker.create_issue({ title: "t" })` });
    store.roundTrips = 0;
    await runtime.approve({ executionId: paused.executionId });
    // claim + the approved call's write (before it runs) + the final write
    expect(store.roundTrips).toBe(3);
  });

  it("costs no round trip for replayed calls when an approval resumes, and the sandbox answers them itself", async () => {
    const tracker = trackerConnector();
    const { engine, store, executor } = createHarness([tracker]);
    const runtime = engine();
    const code = `async () => {
      for (let index = 0; index < 100; index++) await tracker.list_issues({ index });
      return tracker.create_issue({ title: "after 100 reads" });
    }`;
    const paused = await runtime.execute({ code });
    expect(paused.status).toBe("paused");
    store.roundTrips = 0;
    const done = await runtime.approve({ executionId: paused.executionId });
    expect(done.status).toBe("completed");
    // claim (one read and write) + the approved call's write + the final write
    expect(store.roundTrips).toBe(3);
    expect(executor.localReplays).toBe(100);
    expect(tracker.count("list_issues")).toBe(100);
  });

  it("groups the writes of concurrent calls", async () => {
    const { engine, store } = createHarness([trackerConnector()]);
    const runtime = engine();
    await runtime.execute({ code: "async () => 1" });
    store.roundTrips = 0;
    const output = await runtime.execute({
      code: "async () => (await Promise.all(Array.from({ length: 20 }, (_, index) => tracker.list_issues({ index })))).length",
    });
    expect(output).toMatchObject({ status: "completed", result: 20 });
    expect(store.roundTrips).toBeLessThanOrEqual(4);
  });
});
