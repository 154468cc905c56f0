import { type EmbedTexts, memoryVectorCache, type VectorCache } from "@codemode/catalog";
import type { DiscoveryStore } from "../store-methods.ts";
import { decodeVectors, encodeVectors } from "./vector-codec.ts";

/** The embedding identity vectors are stored under: the model's name when given, else the function. */
export type EmbeddingIdentity = { embed: EmbedTexts; model?: string | undefined };

/** Catalog versions kept in memory per runtime and embedding identity (the facet's SQLite keeps more). */
const MEMORY_VERSIONS = 4;

type RuntimeCaches = { named: Map<string, VectorCache>; unnamed: WeakMap<EmbedTexts, VectorCache> };

const cachesByHost = new WeakMap<DurableObjectState, Map<string, RuntimeCaches>>();

/**
 * The default {@link VectorCache} of a runtime with an embedding hook: method vectors in memory for this
 * isolate, in front of the runtime facet's SQLite (`codemode_discovery`, kind `vectors`), so a catalog
 * version is embedded once, not once per isolate. One cache per host object, runtime name and embedding
 * identity, so handles made per request share it (and so share an embedding in progress).
 *
 * Stored vectors are keyed by the catalog's content key and the embedding model's name
 * (`embeddingModel`; empty when not given). Without a name, two models of the same dimension cannot be
 * told apart in storage: name the model when you change it. A model of another dimension is told apart by
 * the search itself, which embeds again when the query's vector does not match the stored ones.
 */
export function persistedVectorCache(
  host: DurableObjectState,
  runtimeName: string,
  store: DiscoveryStore,
  identity: EmbeddingIdentity,
): VectorCache {
  let runtimes = cachesByHost.get(host);
  if (!runtimes) {
    runtimes = new Map();
    cachesByHost.set(host, runtimes);
  }
  let caches = runtimes.get(runtimeName);
  if (!caches) {
    caches = { named: new Map(), unnamed: new WeakMap() };
    runtimes.set(runtimeName, caches);
  }
  const { model, embed } = identity;
  const existing = model === undefined ? caches.unnamed.get(embed) : caches.named.get(model);
  if (existing) return existing;
  const cache = layeredCache(store, model ?? "");
  if (model === undefined) caches.unnamed.set(embed, cache);
  else caches.named.set(model, cache);
  return cache;
}

/** The storage key of a catalog version's vectors under an embedding model's name. */
export function vectorKey(catalogKey: string, model: string): string {
  return `${catalogKey}/${model}`;
}

function layeredCache(store: DiscoveryStore, model: string): VectorCache {
  const memory = memoryVectorCache(MEMORY_VERSIONS);
  return {
    async get(key) {
      const remembered = await memory.get(key);
      if (remembered) return remembered;
      // A cache: a read that fails or finds a damaged value is a miss (the search embeds again).
      const read = await store.readDiscovery("vectors", vectorKey(key, model)).catch(() => null);
      const stored = decodeVectors(read);
      if (stored) await memory.set(key, stored);
      return stored;
    },
    async set(key, vectors) {
      await memory.set(key, vectors);
      const encoded = encodeVectors(vectors);
      // A write that fails leaves the vectors in memory for this isolate; the next isolate embeds again.
      if (encoded) await store.writeDiscovery("vectors", vectorKey(key, model), encoded).catch(() => false);
    },
  };
}
