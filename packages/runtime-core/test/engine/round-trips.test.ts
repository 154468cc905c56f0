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
  it("costs one round trip per executed call, plus one to create and one to finish", async () => {
    const { engine, store } = createHarness([trackerConnector()]);
    const runtime = engine();
    await runtime.execute({ code: "async () => 1" });
    store.roundTrips = 0;
    const output = await runtime.execute({ code: reads(10) });
    expect(output.status).toBe("completed");
    expect(store.roundTrips).toBe(10 + 2);
  });

  it("costs no round trip for replayed calls when an approval resumes", async () => {
    const { engine, store } = createHarness([trackerConnector()]);
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
