import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { catalogDiscovery } from "@codemode/catalog";
import {
  type ExecutionStore,
  normalizeCode,
  RuntimeEngine,
  systemClock,
  systemRandom,
} from "@codemode/runtime-core";
import { DynamicWorkerExecutor } from "@codemode/worker-executor";
import { describe, expect, it } from "vitest";
import { facetStore } from "../src/facet-store.ts";
import { TrackerConnector } from "./connectors.ts";

/** Counts RPCs from the host to the runtime facet: every call of the facet store is one round trip. */
function counting(store: ExecutionStore): { store: ExecutionStore; trips: () => number; reset: () => void } {
  let trips = 0;
  const counted = new Proxy(store, {
    get: (target, property) => {
      const value = Reflect.get(target, property) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        trips++;
        return (value as (...values: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { store: counted, trips: () => trips, reset: () => (trips = 0) };
}

describe("round trips between the host and the runtime facet (DESIGN 6)", () => {
  it("replayed calls and executed calls without approval cost none; an approved call one", async () => {
    const stub = env.HOST.get(env.HOST.idFromName("round-trips"));
    const measured = await runInDurableObject(stub, async (_instance, state) => {
      const facet = counting(facetStore(state, "default"));
      const engine = new RuntimeEngine({
        store: facet.store,
        connectors: [new TrackerConnector(state, "round-trips")],
        executor: new DynamicWorkerExecutor({ loader: env.LOADER }),
        clock: systemClock,
        random: systemRandom,
        normalize: normalizeCode,
        discovery: catalogDiscovery,
      });
      await engine.execute({ code: "async () => 1" });
      facet.reset();
      const sequential = await engine.execute({
        code: "async () => { for (let page = 0; page < 100; page++) await tracker.list_issues({ page }); return 1; }",
      });
      const runTrips = facet.trips();
      facet.reset();
      const paused = await engine.execute({
        code: `async () => { for (let page = 0; page < 100; page++) await tracker.list_issues({ page }); return tracker.create_issue({ title: "t" }); }`,
      });
      const pauseTrips = facet.trips();
      facet.reset();
      const resumed = await engine.approve({ executionId: paused.executionId });
      return {
        sequential: sequential.status,
        runTrips,
        pauseTrips,
        resumed: resumed.status,
        resumeTrips: facet.trips(),
      };
    });
    expect(measured.sequential).toBe("completed");
    expect(measured.resumed).toBe("completed");
    // create + the final write: a read without approval is recorded with the pass's next write
    expect(measured.runTrips).toBe(2);
    // create + the pause write, which carries the 100 reads and the pending action
    expect(measured.pauseTrips).toBe(2);
    // claim (load and start the pass) + the approved call's write + the final write; the 100 replays cost none
    expect(measured.resumeTrips).toBe(3);
    console.log(
      `round trips: 100 reads ${measured.runTrips}, pause after 100 reads ${measured.pauseTrips}, approve ${measured.resumeTrips}`,
    );
  });
});
