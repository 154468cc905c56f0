import { type EmbedTexts, memoryVectorCache, type VectorCache } from "@codemode/catalog";
import type { DiscoveryStore } from "../store-methods.ts";
import { decodeVectors, encodeVectors } from "./vector-codec.ts";

/** The embedding identity vectors are stored under: the model's name when given, else the function. */
export type EmbeddingIdentity = { embed: EmbedTexts; model?: string | undefined };

/**
 * Catalog versions kept in memory per embedding identity, for the whole isolate (the facets' SQLite keeps
 * more): vectors depend only on the catalog's content and the model, so every runtime of the isolate shares
 * them, and an isolate with many Durable Objects holds each catalog version's vectors once.
 */
const MEMORY_VERSIONS = 4;

let memoryByModel = new Map<string, VectorCache>();
let memoryByFunction = new WeakMap<EmbedTexts, VectorCache>();

/**
 * Forgets the isolate's vectors in memory, as a new isolate starts without them (tests that restart a host
 * use it to see what a new isolate reads from SQLite). Not exported from the package.
 */
export function forgetIsolateVectors(): void {
  memoryByModel = new Map();
  memoryByFunction = new WeakMap();
}

type RuntimeCaches = { named: Map<string, VectorCache>; unnamed: WeakMap<EmbedTexts, VectorCache> };

const cachesByHost = new WeakMap<DurableObjectState, Map<string, RuntimeCaches>>();

/**
 * The default {@link VectorCache} of a runtime with an embedding hook: method vectors in memory for this
 * isolate (shared by all its runtimes), in front of the runtime facet's SQLite (`codemode_discovery`, kind
 * `vectors`), so a catalog version is embedded once, not once per isolate. One cache per host object,
 * runtime name and embedding identity: handles made per request share it (and so share an embedding in
 * progress) when they name the model (`embeddingModel`) or pass the same `embed` function. Handles that
 * pass a new unnamed function each time still find the vectors in SQLite, but each reads them once.
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
  const cache = layeredCache(store, model ?? "", isolateMemory(identity));
  if (model === undefined) caches.unnamed.set(embed, cache);
  else caches.named.set(model, cache);
  return cache;
}

/** The isolate's memory layer for one embedding identity: by model name, else by the function. */
function isolateMemory({ model, embed }: EmbeddingIdentity): VectorCache {
  const known = model === undefined ? memoryByFunction.get(embed) : memoryByModel.get(model);
  if (known) return known;
  const memory = memoryVectorCache(MEMORY_VERSIONS);
  if (model === undefined) memoryByFunction.set(embed, memory);
  else memoryByModel.set(model, memory);
  return memory;
}

/** The storage key of a catalog version's vectors under an embedding model's name. */
export function vectorKey(catalogKey: string, model: string): string {
  return `${catalogKey}/${model}`;
}

function layeredCache(store: DiscoveryStore, model: string, memory: VectorCache): VectorCache {
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
