import type { ConnectorDescription } from "@codemode/runtime-core";
import { describe, expect, it } from "vitest";
import { catalogDiscovery, catalogDiscoveryWith } from "../discovery.ts";
import { searchCatalog } from "./search-catalog.ts";
import { type EmbedTexts, searchCatalogWithEmbeddings } from "./search-with-embeddings.ts";
import { splitWords } from "./split-words.ts";
import type { VectorCache } from "./vector-cache.ts";

/** Made-up words, so the lexical ranking and its vocabulary know nothing of them; each group is one dimension. */
const CONCEPTS = [["zorp", "blick"], ["widget", "widgets"], ["list"], ["delete", "remove"], ["gadget"]];

/** A deterministic embedding: per text, how many of its words fall in each concept; counts its calls. */
function countingEmbedding(): { embed: EmbedTexts; calls: string[][] } {
  const calls: string[][] = [];
  const embed: EmbedTexts = async (texts) => {
    calls.push(texts);
    return texts.map((text) => {
      const words = splitWords(text);
      return CONCEPTS.map((group) => words.filter((word) => group.includes(word)).length);
    });
  };
  return { embed, calls };
}

const catalog = (): ConnectorDescription[] => [
  {
    name: "shop",
    descriptors: {
      list_widgets: { description: "List widgets", inputSchema: { type: "object" } },
      delete_widget: { description: "Delete a widget", inputSchema: { type: "object" } },
      blick_widget: { description: "Blick a widget", inputSchema: { type: "object" } },
      list_gadgets: { description: "List gadgets", inputSchema: { type: "object" } },
    },
  },
];

describe("searchCatalogWithEmbeddings", () => {
  it("fuses vector similarity with the lexical ranking", async () => {
    const connectors = catalog();
    const lexical = searchCatalog("zorp widgets", connectors, []).results.map((result) => result.path);
    expect(lexical[0]).not.toBe("shop.blick_widget");
    const { embed } = countingEmbedding();
    const fused = await searchCatalogWithEmbeddings("zorp widgets", connectors, [], { embed });
    expect(fused.results[0]?.path).toBe("shop.blick_widget");
    expect(fused.results.map((result) => result.path)).toEqual(expect.arrayContaining(lexical));
    expect(fused.results[0]?.score).toBeGreaterThan(fused.results[1]?.score ?? 0);
  });

  it("embeds the catalog once per version and each query once", async () => {
    const { embed, calls } = countingEmbedding();
    await searchCatalogWithEmbeddings("zorp", catalog(), [], { embed });
    expect(calls.map((texts) => texts.length).sort()).toEqual([1, 4]);
    calls.length = 0;
    await searchCatalogWithEmbeddings("list gadgets", catalog(), [], { embed }); // new objects, same content
    expect(calls).toEqual([["list gadgets"]]);
    calls.length = 0;
    const changed = catalog();
    (changed[0] as ConnectorDescription).descriptors.remove_gadget = {
      description: "Remove a gadget",
      inputSchema: { type: "object" },
    };
    await searchCatalogWithEmbeddings("remove gadget", changed, [], { embed });
    expect(calls.map((texts) => texts.length).sort()).toEqual([1, 5]);
  });

  it("keeps method vectors in the given cache, and shares one embedding between concurrent searches", async () => {
    const { embed, calls } = countingEmbedding();
    const stored = new Map<string, number[][]>();
    const cache: VectorCache = {
      get: async (key) => stored.get(key),
      set: async (key, vectors) => void stored.set(key, vectors),
    };
    await Promise.all([
      searchCatalogWithEmbeddings("zorp", catalog(), [], { embed, vectorCache: cache }),
      searchCatalogWithEmbeddings("list", catalog(), [], { embed, vectorCache: cache }),
    ]);
    expect(stored.size).toBe(1);
    expect(calls.filter((texts) => texts.length === 4)).toHaveLength(1);
    const { embed: other, calls: otherCalls } = countingEmbedding();
    await searchCatalogWithEmbeddings("zorp", catalog(), [], { embed: other, vectorCache: cache });
    expect(otherCalls).toEqual([["zorp"]]);
  });

  it("embeds the catalog again when the cached vectors have another dimension than the query's", async () => {
    const { embed, calls } = countingEmbedding();
    const stored = new Map<string, number[][]>();
    const cache: VectorCache = {
      get: async (key) => stored.get(key),
      set: async (key, vectors) => void stored.set(key, vectors),
    };
    await searchCatalogWithEmbeddings("zorp", catalog(), [], { embed, vectorCache: cache });
    const [key] = [...stored.keys()];
    // What another model (of two dimensions) left under the same catalog key.
    stored.set(key as string, [
      [1, 0],
      [0, 1],
      [1, 1],
      [0, 0],
    ]);
    calls.length = 0;
    const fused = await searchCatalogWithEmbeddings("zorp widgets", catalog(), [], {
      embed,
      vectorCache: cache,
    });
    expect(fused.results[0]?.path).toBe("shop.blick_widget");
    expect(calls.map((texts) => texts.length).sort()).toEqual([1, 4]);
    expect(stored.get(key as string)?.[0]).toHaveLength(CONCEPTS.length);
  });

  it("refuses an embedding that does not return one vector per text", async () => {
    const embed: EmbedTexts = async () => [[1, 0]];
    await expect(searchCatalogWithEmbeddings("zorp", catalog(), [], { embed })).rejects.toMatchObject({
      code: "invalid_argument",
    });
  });

  it("changes nothing without an embedding function", () => {
    expect(catalogDiscoveryWith()).toBe(catalogDiscovery);
    expect(catalogDiscoveryWith({})).toBe(catalogDiscovery);
  });
});
