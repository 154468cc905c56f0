import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { catalogCacheStatistics, storedIndexKey } from "@codemode/catalog";
import { DynamicWorkerExecutor } from "@codemode/worker-executor";
import { beforeEach, describe, expect, it } from "vitest";
import { INDEX_WRITE_DELAY_MS } from "../src/discovery/persisted-index-store.ts";
import { createCodemodeRuntime, facetName } from "../src/index.ts";
import { type DOCUMENTS, forgetRecentIndexes, OfficeConnector } from "./office-connector.ts";

/**
 * The prepared index is written {@link INDEX_WRITE_DELAY_MS} after the search that built it. A host that
 * wipes its runtime's data within that delay (`ctx.facets.delete(facetName(name))`, or
 * `ctx.storage.deleteAll()`) must not find the index written into the wiped runtime afterwards, and the late
 * write must not fail the isolate. The write goes through the facet stub of the handle that searched, which
 * workerd refuses once that facet is deleted, even after a new facet of the same name has started.
 */

type Version = keyof typeof DOCUMENTS;
type Settled = PromiseSettledResult<unknown>["status"];

/** The promise rejections no one handled in this isolate (the tests and their host objects share it). */
const unhandled: unknown[] = [];
addEventListener("unhandledrejection", (event) => {
  unhandled.push(event.reason);
});

/**
 * The host's state as the runtime sees it: the real one, except that each `writeDiscovery` of an index the
 * runtime sends through its facet stub is added to `sent`, so a test knows what became of it.
 */
function recordingIndexWrites(state: DurableObjectState, sent: Promise<unknown>[]): DurableObjectState {
  const facets = {
    get: (name: string, options: () => FacetStartupOptions) => {
      const stub = state.facets.get(name, options) as unknown as {
        writeDiscovery(...args: unknown[]): Promise<unknown>;
      };
      return new Proxy(stub, {
        get(target, property) {
          if (property !== "writeDiscovery") return Reflect.get(target, property);
          return (...args: unknown[]) => {
            const write = target.writeDiscovery(...args);
            if (args[0] === "index") sent.push(write);
            return write;
          };
        },
      });
    },
    abort: (name: string, reason: unknown) => state.facets.abort(name, reason),
    delete: (name: string) => state.facets.delete(name),
  };
  return new Proxy(state, {
    get(target, property) {
      if (property === "facets") return facets;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const hostOf = (scope: string) => env.HOST.get(env.HOST.idFromName(scope));

/** A search in a new handle of `scope` over the catalog `version`, which builds its index (checked). */
async function searchIn(scope: string, version: Version, sent: Promise<unknown>[]): Promise<void> {
  forgetRecentIndexes();
  await runInDurableObject(hostOf(scope), async (_instance, state) => {
    const runtime = createCodemodeRuntime({
      ctx: recordingIndexWrites(state, sent),
      connectors: [new OfficeConnector(state, { version })],
      executor: new DynamicWorkerExecutor({ loader: env.LOADER }),
    });
    const before = catalogCacheStatistics().methodIndexBuilds;
    await runtime.search("archive a bucket");
    expect(catalogCacheStatistics().methodIndexBuilds - before).toBe(1);
  });
}

/**
 * Waits in the host of `scope` until every index write scheduled so far has been sent and has settled, and
 * returns how each write recorded in `lists` settled, in their order.
 */
async function pastTheWriteDelay(scope: string, ...lists: Promise<unknown>[][]): Promise<Settled[]> {
  return runInDurableObject(hostOf(scope), async () => {
    // timing-allowed: an ordering, not a speed: this timer is set after the runtime's write timers with the
    // same delay, so it fires after them, and each write is sent in the callbacks of its own timer
    await new Promise((resolve) => setTimeout(resolve, INDEX_WRITE_DELAY_MS));
    return (await Promise.allSettled(lists.flat())).map((outcome) => outcome.status);
  });
}

/**
 * The byte length of the index of `version` stored in the runtime facet of `scope`, or `null`, asked of the
 * facet itself (after restarting it when `restart`, so it opens its database again).
 */
async function storedIndexBytes(scope: string, version: Version, restart = false): Promise<number | null> {
  return runInDurableObject(hostOf(scope), async (_instance, state) => {
    const host = state as DurableObjectState & { exports: Record<string, DurableObjectClass> };
    const name = facetName("default");
    if (restart) host.facets.abort(name, new Error("open the database again"));
    const facet = host.facets.get(name, () => ({
      class: host.exports.CodemodeRuntime as DurableObjectClass,
    })) as unknown as {
      readDiscovery(kind: string, key: string): Promise<{ data: ArrayBuffer } | null>;
    };
    const key = storedIndexKey([await new OfficeConnector(state, { version }).describe()]);
    return (await facet.readDiscovery("index", key))?.data.byteLength ?? null;
  });
}

const deleteFacet = (scope: string) =>
  runInDurableObject(hostOf(scope), (_instance, state) => state.facets.delete(facetName("default")));

describe("an index write scheduled before the runtime's data is wiped", () => {
  beforeEach(() => {
    unhandled.length = 0;
  });

  it("is refused when the runtime's facet is deleted, and nothing is stored or left unhandled", async () => {
    const scope = "index-wipe-delete";
    const sent: Promise<unknown>[] = [];
    await searchIn(scope, "original", sent);
    await deleteFacet(scope);
    // Sent once the delay elapsed, and refused: a guard that dropped it before sending would leave none.
    expect(await pastTheWriteDelay(scope, sent)).toEqual(["rejected"]);
    expect(await storedIndexBytes(scope, "original")).toBeNull();
    expect(await storedIndexBytes(scope, "original", true)).toBeNull();
    expect(unhandled).toEqual([]);
  });

  it("never reaches the facet a later request starts under the same name", async () => {
    const scope = "index-wipe-delete-reused";
    const before: Promise<unknown>[] = [];
    const after: Promise<unknown>[] = [];
    await searchIn(scope, "original", before);
    await deleteFacet(scope);
    // The runtime is used again within the delay: a new facet, a search over a changed catalog.
    await searchIn(scope, "changed", after);
    expect(await pastTheWriteDelay(scope, before, after)).toEqual(["rejected", "fulfilled"]);
    expect(await storedIndexBytes(scope, "original")).toBeNull();
    expect(await storedIndexBytes(scope, "changed")).toBeGreaterThan(64);
    expect(await storedIndexBytes(scope, "original", true)).toBeNull();
    expect(unhandled).toEqual([]);
  });

  it("leaves nothing in the database when the host deletes all its storage", async () => {
    const scope = "index-wipe-delete-all";
    const sent: Promise<unknown>[] = [];
    await searchIn(scope, "original", sent);
    await runInDurableObject(hostOf(scope), (_instance, state) => state.storage.deleteAll());
    expect(await pastTheWriteDelay(scope, sent)).toHaveLength(1);
    // workerd deletes the facets' databases with the host's, but a facet that is running keeps the database
    // it opened (with what it held before) until it restarts: asked after a restart, nothing was written.
    expect(await storedIndexBytes(scope, "original", true)).toBeNull();
    expect(unhandled).toEqual([]);
  });
});
