/**
 * Where method vectors are kept between searches: one list of vectors per catalog version (`key`, a content
 * hash of the catalog) and embedding model. A port so a host can keep them where it likes (the runtime's
 * SQLite, KV); the default {@link memoryVectorCache} keeps them for the isolate's life.
 */
export interface VectorCache {
  get(key: string): number[][] | undefined | Promise<number[][] | undefined>;
  set(key: string, vectors: number[][]): void | Promise<void>;
}

/** Catalog versions a memory cache keeps; the least recently used is forgotten past this. */
const MEMORY_CACHE_CAPACITY = 8;

/** A {@link VectorCache} in memory, bounded to a few catalog versions. */
export function memoryVectorCache(capacity = MEMORY_CACHE_CAPACITY): VectorCache {
  const entries = new Map<string, number[][]>();
  return {
    get(key) {
      const vectors = entries.get(key);
      if (vectors) {
        entries.delete(key);
        entries.set(key, vectors);
      }
      return vectors;
    },
    set(key, vectors) {
      entries.delete(key);
      entries.set(key, vectors);
      if (entries.size > capacity) entries.delete(entries.keys().next().value as string);
    },
  };
}
