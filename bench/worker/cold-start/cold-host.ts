import { DurableObject } from "cloudflare:workers";
import {
  createCodemodeRuntime as createReferenceRuntime,
  DynamicWorkerExecutor as ReferenceExecutor,
} from "@cloudflare/codemode";
import { storedIndexKey } from "@codemode/catalog";
import { createCodemodeRuntime, facetName } from "@codemode/durable-storage";
import { DynamicWorkerExecutor } from "@codemode/worker-executor";
import { contextWithRuntimeClass } from "../contenders/facet-context.ts";
import type { ColdStartSample } from "./cold-start-sample.ts";
import { COLD_START_APIS, FIRST_QUERY, ourConnector, referenceConnector } from "./spec-connectors.ts";

type Env = { LOADER: WorkerLoader };
type FacetHost = DurableObjectState & { exports: Record<string, DurableObjectClass> };
type Searchable = { search(query: string): Promise<unknown> };

/**
 * Times discovery from a cold start for one contender and one API: the first `search` on a new runtime
 * handle with new connector instances (the isolate's first), the same on a second new handle (a warm
 * isolate), the same over a copy of the document parsed again (as a Worker that parses its document per
 * request has; the parse itself is not timed), then a warm search; then fresh handles and warm searches
 * again, in a settled isolate. The local clock advances only across I/O, so each reading follows a
 * storage read.
 */
export class ColdHost extends DurableObject<Env> {
  async measure(contender: "ours" | "reference", api: string): Promise<ColdStartSample> {
    const clock = async (): Promise<number> => {
      await this.ctx.storage.get("clock");
      return Date.now();
    };
    const handle = (document?: unknown): Searchable => this.#runtime(contender, api, document);
    const copy = JSON.parse(JSON.stringify(COLD_START_APIS[api])) as unknown;
    const start = await clock();
    await handle().search(FIRST_QUERY);
    const afterFirst = await clock();
    const fresh = handle();
    await fresh.search(FIRST_QUERY);
    const afterFresh = await clock();
    await handle(copy).search(FIRST_QUERY);
    const afterReparsed = await clock();
    const warmRounds = 5;
    for (let round = 0; round < warmRounds; round++) await fresh.search(`list ${round} items`);
    const afterWarm = await clock();
    for (let round = 0; round < warmRounds; round++) await handle().search(`find ${round} records`);
    const afterSettledFresh = await clock();
    for (let round = 0; round < warmRounds; round++) await fresh.search(`show ${round} entries`);
    const afterSettledWarm = await clock();
    return {
      firstHandle: afterFirst - start,
      freshHandle: afterFresh - afterFirst,
      reparsedHandle: afterReparsed - afterFresh,
      warm: (afterWarm - afterReparsed) / warmRounds,
      settledFreshHandle: (afterSettledFresh - afterWarm) / warmRounds,
      settledWarm: (afterSettledWarm - afterSettledFresh) / warmRounds,
    };
  }

  /**
   * Readies the storage of a later sample: one search, then (ours) waits until the runtime facet holds
   * the prepared index, which is written after the search answers. The next workerd process over the same
   * storage then meets a cold isolate with a warm database, as a Durable Object evicted from memory does.
   */
  async prime(contender: "ours" | "reference", api: string): Promise<void> {
    await this.#runtime(contender, api).search(FIRST_QUERY);
    if (contender !== "ours") return;
    const exports = (this.ctx as FacetHost).exports;
    const ctx = contextWithRuntimeClass(this.ctx, exports.OurCodemodeRuntime);
    const key = storedIndexKey([await ourConnector(ctx, api).describe()]);
    const facet = this.ctx.facets.get(facetName(`cold-${api}`), () => ({
      class: exports.OurCodemodeRuntime as DurableObjectClass,
    })) as unknown as { readDiscovery(kind: string, key: string): Promise<unknown> };
    for (let attempt = 0; attempt < 1000; attempt++) {
      if ((await facet.readDiscovery("index", key)) !== null) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`the index of ${api} was not stored`);
  }

  #runtime(contender: "ours" | "reference", api: string, document?: unknown): Searchable {
    const exports = (this.ctx as FacetHost).exports;
    if (contender === "ours") {
      const ctx = contextWithRuntimeClass(this.ctx, exports.OurCodemodeRuntime);
      return createCodemodeRuntime({
        ctx,
        connectors: [ourConnector(ctx, api, document)],
        executor: new DynamicWorkerExecutor({ loader: this.env.LOADER }),
        name: `cold-${api}`,
      });
    }
    const ctx = contextWithRuntimeClass(this.ctx, exports.ReferenceCodemodeRuntime);
    return createReferenceRuntime({
      ctx: ctx as never,
      connectors: [referenceConnector(ctx, api, document)],
      executor: new ReferenceExecutor({ loader: this.env.LOADER }),
      name: `cold-${api}`,
    } as never) as unknown as Searchable;
  }
}
