import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { memoryVectorCache } from "@codemode/catalog";
import type { SearchOutput } from "@codemode/runtime-core";
import { describe, expect, it } from "vitest";
import { forgetIsolateVectors } from "../src/discovery/persisted-vector-cache.ts";
import { inFacetDatabase } from "./facet-database.ts";
import { inHost, type RuntimeOverrides } from "./runtime-harness.ts";

/**
 * The embedding hook's method vectors live in the runtime facet's SQLite: computed once per catalog
 * version and embedding model, read back by every later handle, and by a restarted host (a new Durable
 * Object instance over the same storage, with new in-memory caches: what a new isolate finds).
 */

const FEATURES = [/issue/i, /note/i, /label/i, /list|read/i, /create|add|open|write/i, /fail|crash|throw/i];

/** A deterministic embedding that counts its calls: catalog embeddings (many texts) and query embeddings. */
function countingEmbed(dimension = FEATURES.length + 1) {
  const calls = { catalog: 0, query: 0 };
  const embed = async (texts: string[]): Promise<number[][]> => {
    if (texts.length > 1) calls.catalog++;
    else calls.query++;
    // Components that are not round numbers, so a stored vector that lost precision would rank differently.
    return texts.map((text) =>
      Array.from({ length: dimension }, (_, position) => {
        const feature = FEATURES[position];
        const present = feature ? Number(feature.test(text)) : 0.25;
        return present * (1 + Math.sin(position + 1) / 7) + text.length / 1_000_003;
      }),
    );
  };
  return { embed, calls };
}

const states = new Set<DurableObjectState>();

/**
 * Restarts the host Durable Object of `scope` as a new isolate would meet it: its next request gets a new
 * instance (and new caches), and the isolate's vectors in memory are forgotten.
 */
async function restartHost(scope: string): Promise<void> {
  forgetIsolateVectors();
  const stub = env.HOST.get(env.HOST.idFromName(scope));
  await runInDurableObject(stub, (_instance, state) => {
    states.add(state);
    state.abort("a new isolate");
  }).catch(() => undefined);
}

/** Searches `query` in a new handle of `scope`, checking that the host instance is not one restarted before. */
function searchIn(scope: string, query: string, overrides: RuntimeOverrides): Promise<SearchOutput> {
  return inHost(
    scope,
    (runtime, state) => {
      expect(states.has(state)).toBe(false);
      return runtime.search(query);
    },
    overrides,
  );
}

const storedKeys = async (scope: string) =>
  (
    await inFacetDatabase(scope, "SELECT key FROM codemode_discovery WHERE kind = 'vectors' AND part = 0")
  ).map((row) => row.key);

describe("method vectors stored in the runtime's SQLite", () => {
  it.each([
    ["a named embedding model", "test-model"],
    ["no model name", undefined],
  ])(
    "are computed once per catalog version across handles, searches and a restarted host (%s)",
    async (_case, model) => {
      const scope = `vectors-once-${model ?? "unnamed"}`;
      const first = countingEmbed();
      for (let handle = 0; handle < 3; handle++) {
        const found = await searchIn(scope, "open a new issue", {
          embed: first.embed,
          embeddingModel: model,
        });
        expect(found.results[0]?.path).toBe("tracker.create_issue");
      }
      expect(first.calls).toEqual({ catalog: 1, query: 3 });
      expect(await storedKeys(scope)).toHaveLength(1);

      await restartHost(scope);
      // A new isolate has new functions, and nothing in memory.
      const second = countingEmbed();
      const found = await searchIn(scope, "open a new issue", { embed: second.embed, embeddingModel: model });
      expect(found.results[0]?.path).toBe("tracker.create_issue");
      expect(second.calls).toEqual({ catalog: 0, query: 1 });
    },
  );

  it("are held once per isolate: another Durable Object with the same catalog and model embeds nothing", async () => {
    const { embed, calls } = countingEmbed();
    const options = { embed, embeddingModel: "shared-model" };
    const first = await searchIn("vectors-isolate-a", "open a new issue", options);
    expect(calls).toEqual({ catalog: 1, query: 1 });
    // Another host has its own SQLite, empty: only the isolate's memory can answer.
    const second = await searchIn("vectors-isolate-b", "open a new issue", {
      ...options,
      embed: countingEmbed().embed,
    });
    expect(second).toEqual(first);
    const other = countingEmbed();
    await searchIn("vectors-isolate-c", "open a new issue", {
      embed: other.embed,
      embeddingModel: "shared-model",
    });
    expect(other.calls).toEqual({ catalog: 0, query: 1 });
    expect(await storedKeys("vectors-isolate-c")).toHaveLength(0);
  });

  it("are computed again when the catalog changes, and each version is kept", async () => {
    const scope = "vectors-catalog-changes";
    const { embed, calls } = countingEmbed();
    const options = { embed, embeddingModel: "test-model" };
    await searchIn(scope, "add a note", options);
    await searchIn(scope, "add a note", { ...options, withoutNotes: true });
    expect(calls.catalog).toBe(2);
    expect(await storedKeys(scope)).toHaveLength(2);
    await restartHost(scope);
    await searchIn(scope, "add a note", options);
    await searchIn(scope, "add a note", { ...options, withoutNotes: true });
    expect(calls.catalog).toBe(2);
  });

  it("are computed again for another model name or another dimension", async () => {
    const scope = "vectors-models";
    const { embed, calls } = countingEmbed();
    await searchIn(scope, "list issues", { embed, embeddingModel: "model-a" });
    await searchIn(scope, "list issues", { embed, embeddingModel: "model-b" });
    expect(calls.catalog).toBe(2);
    await restartHost(scope);
    // Unnamed, a model of another dimension than the stored vectors' is noticed by the search itself.
    const wider = countingEmbed(FEATURES.length + 3);
    await searchIn(scope, "list issues", { embed: wider.embed });
    const narrower = countingEmbed();
    await restartHost(scope);
    await searchIn(scope, "list issues", { embed: narrower.embed });
    expect([wider.calls.catalog, narrower.calls.catalog]).toEqual([1, 1]);
  });

  it("rank exactly as vectors kept in memory do", async () => {
    const queries = [
      "open a new issue",
      "write down a note",
      "label the bug",
      "something that throws",
      "read",
    ];
    const inMemory = countingEmbed();
    const expected: SearchOutput[] = [];
    for (const query of queries)
      expected.push(
        await searchIn("vectors-memory", query, { embed: inMemory.embed, vectorCache: memoryVectorCache() }),
      );
    const scope = "vectors-stored";
    await searchIn(scope, "warm up", { embed: countingEmbed().embed });
    await restartHost(scope);
    const stored = countingEmbed();
    const actual: SearchOutput[] = [];
    for (const query of queries) actual.push(await searchIn(scope, query, { embed: stored.embed }));
    expect(stored.calls.catalog).toBe(0);
    expect(actual).toEqual(expected);
    expect(actual.map((output) => output.results[0]?.path)).toContain("notes.add_note");
  });

  it.each([
    ["truncated", "UPDATE codemode_discovery SET data = substr(data, 1, 20)"],
    ["of an unknown format", "UPDATE codemode_discovery SET format = 99"],
    ["not bytes", "UPDATE codemode_discovery SET data = 'vectors'"],
    ["a header without its vectors", "UPDATE codemode_discovery SET data = X'0D00000007000000'"],
  ])(
    "are embedded again, never failing the search, when the stored value is %s",
    async (damage, statement) => {
      const scope = `vectors-damaged-${damage}`;
      const options = { embeddingModel: "test-model" };
      const before = await searchIn(scope, "label the bug", { ...options, embed: countingEmbed().embed });
      await inFacetDatabase(scope, statement);
      await restartHost(scope);
      const { embed, calls } = countingEmbed();
      expect(await searchIn(scope, "label the bug", { ...options, embed })).toEqual(before);
      expect(calls.catalog).toBe(1);
      // The damaged value was replaced: the next isolate reads it.
      await restartHost(scope);
      const next = countingEmbed();
      await searchIn(scope, "label the bug", { ...options, embed: next.embed });
      expect(next.calls.catalog).toBe(0);
    },
  );
});
