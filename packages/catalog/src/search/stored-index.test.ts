import type { ConnectorDescription } from "@codemode/runtime-core";
import { describe, expect, it } from "vitest";
import { catalogCacheStatistics } from "../cache-statistics.ts";
import { describeConnectorTools } from "../connector-description.ts";
import { methodCatalogKey, methodIndexFor } from "./index-cache.ts";
import { searchCatalog } from "./search-catalog.ts";
import {
  type IndexStore,
  prepareMethodIndex,
  STORED_INDEX_MIN_METHODS,
  storedIndexKey,
} from "./stored-index.ts";

/** A catalog of `size` methods whose words depend on `seed`, as a new description object each call. */
function catalog(seed: string, size = STORED_INDEX_MIN_METHODS + 20): ConnectorDescription[] {
  const tools = Array.from({ length: size }, (_, position) => {
    const thing = ["issue", "invoice", "channel", "bucket", "droplet"][position % 5] as string;
    const verb = ["list", "create", "delete", "update", "get"][Math.floor(position / 5) % 5] as string;
    return [
      `${verb}_${thing}_${seed}_${position}`,
      {
        description: `${verb} a ${thing} (${seed} ${position})`,
        inputSchema: {
          type: "object" as const,
          properties: {
            id: { type: "string" as const },
            body: { type: "object" as const, properties: { note: {} } },
          },
        },
      },
    ] as const;
  });
  return [describeConnectorTools(`api${seed}`, undefined, tools)];
}

function memoryStore() {
  const entries = new Map<string, Uint8Array>();
  const counts = { reads: 0, hits: 0, writes: 0 };
  const store: IndexStore = {
    async read(key) {
      counts.reads++;
      const found = entries.get(key);
      if (found) counts.hits++;
      return found ?? null;
    },
    async write(key, encode) {
      counts.writes++;
      entries.set(key, encode());
    },
  };
  return { store, entries, counts };
}

const builds = () => catalogCacheStatistics().methodIndexBuilds;

/** Makes this isolate forget recent catalogs' indexes, as a new isolate has none: index 17 other catalogs. */
function forgetRecentIndexes(seed: string): void {
  for (let other = 0; other < 17; other++) methodIndexFor(catalog(`${seed}-other-${other}`, 3));
}

describe("prepared method indexes in an index store", () => {
  it("builds and stores an index once; an isolate without it reads it back instead of building", async () => {
    const seed = `stored-${Math.random()}`;
    const { store, entries, counts } = memoryStore();
    const before = builds();
    await prepareMethodIndex(catalog(seed), store);
    expect([builds() - before, counts.writes, entries.size]).toEqual([1, 1, 1]);
    const expected = searchCatalog("delete a bucket", catalog(seed), []);

    forgetRecentIndexes(seed);
    const afterForgetting = builds();
    const fresh = catalog(seed);
    await prepareMethodIndex(fresh, store);
    expect(builds() - afterForgetting).toBe(0);
    expect(counts.hits).toBe(1);
    expect(searchCatalog("delete a bucket", fresh, [])).toEqual(expected);
    expect(builds() - afterForgetting).toBe(0);
  });

  it("keys the index by content: a changed description or parameter name is another key, so it rebuilds", async () => {
    const seed = `changed-${Math.random()}`;
    const { store, counts } = memoryStore();
    const original = catalog(seed);
    await prepareMethodIndex(original, store);
    const renamedParameter = catalog(seed);
    const [connector] = renamedParameter as [ConnectorDescription];
    const [method] = Object.keys(connector.descriptors) as [string];
    const changed = describeConnectorTools(connector.name, undefined, [
      [method, { description: "another text", inputSchema: { type: "object", properties: { other: {} } } }],
      ...Object.entries(connector.descriptors).slice(1),
    ]);
    expect(storedIndexKey([changed])).not.toBe(storedIndexKey(original));
    const bodyChanged = describeConnectorTools(connector.name, undefined, [
      [
        method,
        {
          description: connector.descriptors[method]?.description as string,
          inputSchema: {
            type: "object",
            properties: { id: {}, body: { type: "object", properties: { other: {} } } },
          },
        },
      ],
      ...Object.entries(connector.descriptors).slice(1),
    ]);
    expect(storedIndexKey([bodyChanged])).not.toBe(storedIndexKey(original));
    const before = builds();
    await prepareMethodIndex([changed], store);
    expect(builds() - before).toBe(1);
    expect(counts.writes).toBe(2);
  });

  it("treats a store that fails or holds damaged bytes as empty", async () => {
    const seed = `failing-${Math.random()}`;
    const failing: IndexStore = {
      read: async () => {
        throw new Error("storage unavailable");
      },
      write: async () => {
        throw new Error("storage unavailable");
      },
    };
    await prepareMethodIndex(catalog(seed), failing);
    const damaged: IndexStore = { read: async () => new Uint8Array([1, 2, 3]), write: async () => undefined };
    forgetRecentIndexes(seed);
    const before = builds();
    await prepareMethodIndex(catalog(seed), damaged);
    expect(builds() - before).toBe(1);
    expect(searchCatalog("list issues", catalog(seed), []).results.length).toBeGreaterThan(0);
  });

  it("rebuilds when the stored index under the key holds other methods, even as many", async () => {
    const seed = `other-methods-${Math.random()}`;
    const { store, entries } = memoryStore();
    const other = catalog(`${seed}-other`);
    await prepareMethodIndex(other, store);
    const [otherBytes] = [...entries.values()] as [Uint8Array];
    // A store that answers every key with the other catalog's index (a collision, a store mixing keys up).
    const mixedUp: IndexStore = { read: async () => otherBytes, write: async () => undefined };
    forgetRecentIndexes(seed);
    const before = builds();
    const wanted = catalog(seed);
    await prepareMethodIndex(wanted, mixedUp);
    expect(builds() - before).toBe(1);
    expect(searchCatalog("delete a bucket", wanted, []).results[0]?.path).toContain(`api${seed}.`);
  });

  it("derives the key from the catalog's content hash: a catalog hashed for its vectors is not hashed again", () => {
    const described = catalog(`hashed-${Math.random()}`);
    const hashes = () => catalogCacheStatistics().descriptionKeyHashes;
    const before = hashes();
    methodCatalogKey(described);
    expect(hashes() - before).toBe(1);
    const key = storedIndexKey(described);
    expect(hashes() - before).toBe(1);
    expect(storedIndexKey(catalog(described[0]?.name.slice(3) as string))).toBe(key);
  });

  it("leaves small catalogs to be built: reading would cost more than building", async () => {
    const { store, counts } = memoryStore();
    await prepareMethodIndex(catalog(`small-${Math.random()}`, STORED_INDEX_MIN_METHODS - 1), store);
    expect(counts).toEqual({ reads: 0, hits: 0, writes: 0 });
  });
});
