import { type IndexStore, SEARCH_INDEX_FORMAT } from "@codemode/catalog";
import type { DiscoveryStore } from "../store-methods.ts";

/**
 * The {@link IndexStore} of a runtime: prepared method indexes in the runtime facet's SQLite
 * (`codemode_discovery`, kind `index`, keyed by the catalog's `storedIndexKey`, `format` the catalog's
 * `SEARCH_INDEX_FORMAT`), so an isolate that has not indexed a catalog reads the index a former isolate
 * built instead of building it again. A read of another format is a miss. A write is encoded and sent in
 * a task of its own after the search that built the index has answered; the store keeps a few catalog
 * versions (`DISCOVERY_VERSIONS_KEPT`) and skips values past its size bound.
 */
export function persistedIndexStore(store: DiscoveryStore): IndexStore {
  return {
    async read(key) {
      const stored = await store.readDiscovery("index", key);
      return stored !== null && stored.format === SEARCH_INDEX_FORMAT ? stored.data : null;
    },
    write(key, encode) {
      return new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
        const bytes = encode();
        const data =
          bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
            ? (bytes.buffer as ArrayBuffer)
            : (bytes.slice().buffer as ArrayBuffer);
        return store.writeDiscovery("index", key, { format: SEARCH_INDEX_FORMAT, data });
      });
    },
  };
}
