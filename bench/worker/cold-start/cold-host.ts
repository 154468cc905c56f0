import { DurableObject } from "cloudflare:workers";
import {
  createCodemodeRuntime as createReferenceRuntime,
  DynamicWorkerExecutor as ReferenceExecutor,
} from "@cloudflare/codemode";
import { createCodemodeRuntime } from "@codemode/durable-storage";
import { DynamicWorkerExecutor } from "@codemode/worker-executor";
import { contextWithRuntimeClass } from "../contenders/facet-context.ts";
import { FIRST_QUERY, ourConnector, referenceConnector } from "./spec-connectors.ts";

type Env = { LOADER: WorkerLoader };
type FacetHost = DurableObjectState & { exports: Record<string, DurableObjectClass> };
type Searchable = { search(query: string): Promise<unknown> };

/** Milliseconds of one sample: first search on the first handle, on a second fresh handle, and warm. */
export type ColdStartSample = { firstHandle: number; freshHandle: number; warm: number };

/**
 * Times discovery from a cold start for one contender and one API: the first `search` on a new runtime
 * handle with new connector instances (the isolate's first), the same on a second new handle (a warm
 * isolate), then a warm search on that handle. The local clock advances only across I/O, so each reading
 * follows a storage read.
 */
export class ColdHost extends DurableObject<Env> {
  async measure(contender: "ours" | "reference", api: string): Promise<ColdStartSample> {
    const clock = async (): Promise<number> => {
      await this.ctx.storage.get("clock");
      return Date.now();
    };
    const handle = (): Searchable => this.#runtime(contender, api);
    const start = await clock();
    await handle().search(FIRST_QUERY);
    const afterFirst = await clock();
    const fresh = handle();
    await fresh.search(FIRST_QUERY);
    const afterFresh = await clock();
    const warmRounds = 5;
    for (let round = 0; round < warmRounds; round++) await fresh.search(`list ${round} items`);
    const afterWarm = await clock();
    return {
      firstHandle: afterFirst - start,
      freshHandle: afterFresh - afterFirst,
      warm: (afterWarm - afterFresh) / warmRounds,
    };
  }

  #runtime(contender: "ours" | "reference", api: string): Searchable {
    const exports = (this.ctx as FacetHost).exports;
    if (contender === "ours") {
      const ctx = contextWithRuntimeClass(this.ctx, exports.OurCodemodeRuntime);
      return createCodemodeRuntime({
        ctx,
        connectors: [ourConnector(ctx, api)],
        executor: new DynamicWorkerExecutor({ loader: this.env.LOADER }),
        name: `cold-${api}`,
      });
    }
    const ctx = contextWithRuntimeClass(this.ctx, exports.ReferenceCodemodeRuntime);
    return createReferenceRuntime({
      ctx: ctx as never,
      connectors: [referenceConnector(ctx, api)],
      executor: new ReferenceExecutor({ loader: this.env.LOADER }),
      name: `cold-${api}`,
    } as never) as unknown as Searchable;
  }
}
