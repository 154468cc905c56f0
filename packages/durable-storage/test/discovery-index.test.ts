import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import {
  catalogCacheStatistics,
  describeConnectorTools,
  SEARCH_INDEX_FORMAT,
  searchCatalog,
  storedIndexKey,
} from "@codemode/catalog";
import { OpenApiConnector } from "@codemode/connector-base";
import type { SearchOutput } from "@codemode/runtime-core";
import { DynamicWorkerExecutor } from "@codemode/worker-executor";
import { describe, expect, it } from "vitest";
import { createCodemodeRuntime, facetName } from "../src/index.ts";
import { inFacetDatabase } from "./facet-database.ts";

/**
 * The prepared method index lives in the runtime facet's SQLite (`codemode_discovery`, kind `index`):
 * built once per catalog content, and read back by a new Durable Object instance whose isolate no longer
 * has it in memory, instead of being built again. A changed catalog is another key, so it is rebuilt.
 */

const THINGS = ["ticket", "invoice", "channel", "bucket", "droplet", "report", "member", "webhook"];
const VERBS = ["list", "create", "delete", "update", "get", "archive", "export", "search"];

/** An OpenAPI document of 64 paths and 128 operations, as text; `changed` rewrites one summary. */
function documentText(changed = false): string {
  const paths: Record<string, unknown> = {};
  for (const thing of THINGS) {
    for (const verb of VERBS) {
      const summary =
        changed && thing === "ticket" && verb === "list" ? "Enumerate tickets" : `${verb} ${thing}s`;
      paths[`/${thing}s/${verb}`] = {
        get: { operationId: `${verb}_${thing}s`, summary, responses: { "200": { description: "ok" } } },
        post: {
          operationId: `${verb}_${thing}s_in_bulk`,
          summary: `${verb} many ${thing}s at once`,
          requestBody: {
            content: {
              "application/json": { schema: { type: "object", properties: { ids: {}, reason: {} } } },
            },
          },
          responses: { "200": { description: "ok" } },
        },
      };
    }
  }
  return JSON.stringify({ openapi: "3.0.3", info: { title: "Office", version: "1" }, paths });
}

const DOCUMENTS = { original: documentText(), changed: documentText(true) };

class OfficeConnector extends OpenApiConnector<{ version: keyof typeof DOCUMENTS }> {
  name(): string {
    return "office";
  }
  protected spec(): Record<string, unknown> {
    // Parsed per instance, as a Worker that reads its document per request does.
    return JSON.parse(DOCUMENTS[this.env.version]) as Record<string, unknown>;
  }
  protected async request(): Promise<unknown> {
    return {};
  }
}

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

/**
 * Makes this isolate forget the method indexes it keeps by content (a few recent catalogs), as a new isolate
 * has none: index twenty other small catalogs.
 */
function forgetRecentIndexes(): void {
  for (let other = 0; other < 20; other++) {
    const tools = [[`other_${other}`, { description: `other catalog ${Math.random()}` }] as const];
    searchCatalog("other", [describeConnectorTools(`other${other}`, undefined, tools)], []);
  }
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
