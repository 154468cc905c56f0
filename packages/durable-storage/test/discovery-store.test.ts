import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { decodeVectors, encodeVectors, VECTOR_FORMAT } from "../src/discovery/vector-codec.ts";
import { facetDiscoveryStore } from "../src/facet-store.ts";
import { CodemodeRuntime } from "../src/index.ts";
import {
  DISCOVERY_VERSIONS_KEPT,
  MAX_DISCOVERY_BYTES,
  SqlDiscoveryStore,
} from "../src/sql/sql-discovery-store.ts";
import { DISCOVERY_METHODS } from "../src/store-methods.ts";

/** Runs `work` with a discovery store over a fresh Durable Object's SQLite storage. */
function withStore<T>(
  scope: string,
  work: (store: SqlDiscoveryStore, storage: DurableObjectStorage) => Promise<T>,
): Promise<T> {
  const stub = env.STORE_HOST.get(env.STORE_HOST.idFromName(scope));
  return runInDurableObject(stub, (_instance, state) =>
    work(new SqlDiscoveryStore(state.storage), state.storage),
  );
}

/** The first position where `left` and `right` differ, or -1 when they hold the same bytes. */
function firstDifference(left: Uint8Array, right: Uint8Array): number {
  const length = Math.max(left.byteLength, right.byteLength);
  for (let position = 0; position < length; position++)
    if (left[position] !== right[position]) return position;
  return -1;
}

/** `length` bytes that differ from position to position, so a misplaced part shows. */
function bytes(length: number, seed = 0): ArrayBuffer {
  const data = new Uint8Array(length);
  for (let position = 0; position < length; position++) data[position] = (position * 31 + seed) % 251;
  return data.buffer;
}

describe("the discovery store over SQLite", () => {
  it.each([
    ["empty", 0],
    ["one row", 1_000],
    ["split over several rows", 3 * 1024 * 1024 + 17],
  ])("gives back exactly the bytes it was given (%s)", async (_case, length) => {
    const read = await withStore(`discovery-bytes-${length}`, async (store, storage) => {
      expect(await store.writeDiscovery("vectors", "catalog/model", { format: 7, data: bytes(length) })).toBe(
        true,
      );
      const rows = storage.sql.exec("SELECT part FROM codemode_discovery").toArray();
      expect(rows.length).toBe(Math.max(1, Math.ceil(length / (1024 * 1024))));
      return store.readDiscovery("vectors", "catalog/model");
    });
    expect(read?.format).toBe(7);
    const given = new Uint8Array(bytes(length));
    const back = new Uint8Array(read?.data ?? new ArrayBuffer(1));
    expect(back.byteLength).toBe(given.byteLength);
    // Compared by a loop, not `toEqual`: a deep equality over three million elements takes seconds.
    expect(firstDifference(back, given)).toBe(-1);
  });

  it("keeps the newest versions of each kind and evicts the oldest written", async () => {
    const kept = await withStore("discovery-eviction", async (store) => {
      await store.writeDiscovery("index", "other-kind", { format: 1, data: bytes(10) });
      for (let version = 0; version < DISCOVERY_VERSIONS_KEPT + 2; version++)
        await store.writeDiscovery("vectors", `v${version}`, { format: 1, data: bytes(10, version) });
      // Rewriting an old version makes it the newest.
      await store.writeDiscovery("vectors", "v2", { format: 1, data: bytes(10, 2) });
      const present: string[] = [];
      for (let version = 0; version < DISCOVERY_VERSIONS_KEPT + 2; version++)
        if (await store.readDiscovery("vectors", `v${version}`)) present.push(`v${version}`);
      return { present, otherKind: await store.readDiscovery("index", "other-kind") };
    });
    expect(kept.present).toEqual(["v2", "v3", "v4", "v5"]);
    expect(kept.otherKind).not.toBeNull();
  });

  it("skips a value larger than its bound and keeps what was stored before", async () => {
    const result = await withStore("discovery-too-large", async (store) => {
      await store.writeDiscovery("vectors", "key", { format: 1, data: bytes(4) });
      const written = await store.writeDiscovery("vectors", "key", {
        format: 1,
        data: new ArrayBuffer(MAX_DISCOVERY_BYTES + 1),
      });
      return { written, read: await store.readDiscovery("vectors", "key") };
    });
    expect(result.written).toBe(false);
    expect(result.read?.data.byteLength).toBe(4);
  });

  it.each([
    ["a part is missing", "DELETE FROM codemode_discovery WHERE part = 1"],
    ["parts disagree on their format", "UPDATE codemode_discovery SET format = 9 WHERE part = 2"],
    ["a part is not bytes", "UPDATE codemode_discovery SET data = 'text' WHERE part = 0"],
  ])("reads nothing when %s", async (_case, damage) => {
    const read = await withStore(`discovery-damaged-${damage}`, async (store, storage) => {
      await store.writeDiscovery("vectors", "key", { format: 1, data: bytes(3 * 1024 * 1024) });
      storage.sql.exec(damage);
      return store.readDiscovery("vectors", "key");
    });
    expect(read).toBeNull();
  });

  it("refuses unknown kinds, bad keys and values that are not bytes", async () => {
    await withStore("discovery-refusals", async (store) => {
      await expect(store.readDiscovery("weights" as "vectors", "key")).rejects.toThrow(
        /Unknown discovery kind/,
      );
      await expect(store.readDiscovery("vectors", "")).rejects.toThrow(/non-empty string/);
      await expect(store.readDiscovery("vectors", "k".repeat(513))).rejects.toThrow(/at most 512/);
      await expect(
        store.writeDiscovery("vectors", "key", { format: 1, data: [1, 2] as unknown as ArrayBuffer }),
      ).rejects.toThrow(/ArrayBuffer/);
    });
  });

  it("answers over the facet's RPC, every method defined on the prototype", async () => {
    for (const method of DISCOVERY_METHODS)
      expect(Object.hasOwn(CodemodeRuntime.prototype, method)).toBe(true);
    const stub = env.HOST.get(env.HOST.idFromName("discovery-rpc"));
    const read = await runInDurableObject(stub, async (_instance, state) => {
      const store = facetDiscoveryStore(state, "discovery-rpc");
      expect(await store.readDiscovery("vectors", "key")).toBeNull();
      await store.writeDiscovery("vectors", "key", { format: 3, data: bytes(2 * 1024 * 1024) });
      return store.readDiscovery("vectors", "key");
    });
    expect(read?.format).toBe(3);
    expect(new Uint8Array(read?.data ?? new ArrayBuffer(1))).toEqual(new Uint8Array(bytes(2 * 1024 * 1024)));
  });
});

describe("the stored form of method vectors", () => {
  const vectors = [
    [0.1, -2.5e-8, Math.PI],
    [1 / 3, 0, -Number.MAX_VALUE],
  ];

  it("round-trips vectors exactly", () => {
    expect(decodeVectors(encodeVectors(vectors))).toEqual(vectors);
  });

  it.each([
    ["ragged", [[1, 2], [3]]],
    ["not finite", [[1, Number.NaN]]],
    ["empty", []],
    ["zero-dimensional", [[]]],
  ])("refuses to encode vectors that are %s", (_case, input) => {
    expect(encodeVectors(input)).toBeUndefined();
  });

  const encoded = encodeVectors(vectors)?.data as ArrayBuffer;
  const withHeader = (count: number, dimension: number) => {
    const copy = encoded.slice(0);
    new DataView(copy).setUint32(0, count, true);
    new DataView(copy).setUint32(4, dimension, true);
    return copy;
  };
  const withNaN = () => {
    const copy = encoded.slice(0);
    new DataView(copy).setFloat64(8 + 8 * 4, Number.NaN, true);
    return copy;
  };
  it.each([
    ["another format", { format: VECTOR_FORMAT + 1, data: encoded }],
    ["a truncated value", { format: VECTOR_FORMAT, data: encoded.slice(0, encoded.byteLength - 1) }],
    ["a header shorter than its own", { format: VECTOR_FORMAT, data: encoded.slice(0, 5) }],
    ["a count that disagrees with the length", { format: VECTOR_FORMAT, data: withHeader(3, 3) }],
    ["a dimension that disagrees with the length", { format: VECTOR_FORMAT, data: withHeader(2, 4) }],
    ["a component that is not a number", { format: VECTOR_FORMAT, data: withNaN() }],
    ["no value", null],
  ])("reads %s as no vectors", (_case, stored) => {
    expect(decodeVectors(stored)).toBeUndefined();
  });
});
