import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { catalogCacheStatistics, SEARCH_INDEX_FORMAT, storedIndexKey } from "@codemode/catalog";
import type { SearchOutput } from "@codemode/runtime-core";
import { DynamicWorkerExecutor } from "@codemode/worker-executor";
import { describe, expect, it } from "vitest";
import { createCodemodeRuntime, facetName } from "../src/index.ts";
import { inFacetDatabase } from "./facet-database.ts";
import { type DOCUMENTS, forgetRecentIndexes, OfficeConnector } from "./office-connector.ts";

/**
 * The prepared method index lives in the runtime facet's SQLite (`codemode_discovery`, kind `index`):
 * built once per catalog content, and read back by a new Durable Object instance whose isolate no longer
 * has it in memory, instead of being built again. A changed catalog is another key, so it is rebuilt.
 */

const storedIndexes = async (scope: string) =>
  inFacetDatabase(
    scope,
    "SELECT key, format, parts FROM codemode_discovery WHERE kind = 'index' AND part = 0",
  );

/**
 * Waits until the runtime facet of `scope` holds the index of the catalog `version` (it is written after the
 * search answers), asking the facet itself so no write in flight is cut off.
 */
async function untilStored(scope: string, version: keyof typeof DOCUMENTS = "original"): Promise<void> {
  const stub = env.HOST.get(env.HOST.idFromName(scope));
  await runInDurableObject(stub, async (_instance, state) => {
    const host = state as DurableObjectState & { exports: Record<string, DurableObjectClass> };
    const facet = host.facets.get(facetName("default"), () => ({
      class: host.exports.CodemodeRuntime as DurableObjectClass,
    })) as unknown as {
      readDiscovery(kind: string, key: string): Promise<{ data: ArrayBuffer } | null>;
    };
    const key = storedIndexKey([await new OfficeConnector(state, { version }).describe()]);
    for (let attempt = 0; attempt < 2_000; attempt++) {
      // More than a header: a damaged value cut short (below) does not count.
      if (((await facet.readDiscovery("index", key))?.data.byteLength ?? 0) > 64) return;
      // timing-allowed: polls for the write the runtime schedules on its own 1 s timer after the search; the
      // 20 s bound is a margin of twenty times that for a loaded machine, never an expected duration
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`the index of ${version} was not stored in ${scope}`);
  });
}

/** Restarts the host Durable Object of `scope`: its next request gets a new instance. */
async function restartHost(scope: string): Promise<void> {
  const stub = env.HOST.get(env.HOST.idFromName(scope));
  await runInDurableObject(stub, (_instance, state) => state.abort("a new instance")).catch(() => undefined);
}

/** A search in a new handle with new connector instances, and the index builds it caused. */
async function searchIn(
  scope: string,
  query: string,
  version: keyof typeof DOCUMENTS = "original",
): Promise<{ found: SearchOutput; builds: number }> {
  const stub = env.HOST.get(env.HOST.idFromName(scope));
  return runInDurableObject(stub, async (_instance, state) => {
    const runtime = createCodemodeRuntime({
      ctx: state,
      connectors: [new OfficeConnector(state, { version })],
      executor: new DynamicWorkerExecutor({ loader: env.LOADER }),
    });
    const before = catalogCacheStatistics().methodIndexBuilds;
    const found = await runtime.search(query);
    return { found, builds: catalogCacheStatistics().methodIndexBuilds - before };
  });
}

describe("the prepared method index stored in the runtime's SQLite", () => {
  it("is built once and read back by a new Durable Object instance that no longer has it in memory", async () => {
    const scope = "index-reused";
    forgetRecentIndexes();
    const first = await searchIn(scope, "archive a bucket");
    expect(first.builds).toBe(1);
    expect(first.found.results[0]?.path).toBe("office.archive_buckets");
    await untilStored(scope);
    const [row] = await storedIndexes(scope);
    expect(row?.format).toBe(SEARCH_INDEX_FORMAT);

    await restartHost(scope);
    forgetRecentIndexes();
    const second = await searchIn(scope, "archive a bucket");
    expect(second.builds).toBe(0);
    expect(second.found).toEqual(first.found);
    expect(await storedIndexes(scope)).toHaveLength(1);
  });

  it("is built again for a changed catalog, which is kept under its own key", async () => {
    const scope = "index-changed";
    forgetRecentIndexes();
    expect((await searchIn(scope, "list tickets")).builds).toBe(1);
    await untilStored(scope);
    const changed = await searchIn(scope, "enumerate tickets", "changed");
    expect(changed.builds).toBe(1);
    expect(changed.found.results[0]?.path).toBe("office.list_tickets");
    await untilStored(scope, "changed");
    const rows = await storedIndexes(scope);
    expect(new Set(rows.map((row) => row.key)).size).toBe(2);

    await restartHost(scope);
    forgetRecentIndexes();
    expect((await searchIn(scope, "enumerate tickets", "changed")).builds).toBe(0);
    forgetRecentIndexes();
    expect((await searchIn(scope, "list tickets")).builds).toBe(0);
  });

  it("is built again, never failing the search, when the stored value is damaged", async () => {
    const scope = "index-damaged";
    forgetRecentIndexes();
    const first = await searchIn(scope, "export members");
    await untilStored(scope);
    await inFacetDatabase(
      scope,
      "UPDATE codemode_discovery SET data = substr(data, 1, 40) WHERE kind = 'index'",
    );
    await restartHost(scope);
    forgetRecentIndexes();
    const again = await searchIn(scope, "export members");
    expect(again.builds).toBe(1);
    expect(again.found).toEqual(first.found);
    // The damaged value is replaced: the next instance reads it.
    await untilStored(scope);
    await restartHost(scope);
    forgetRecentIndexes();
    expect((await searchIn(scope, "export members")).builds).toBe(0);
  });
});
