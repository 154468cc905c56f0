import { type IndexStore, SEARCH_INDEX_FORMAT } from "@codemode/catalog";
import type { DiscoveryStore } from "../store-methods.ts";

/**
 * How long after the build a prepared index is written: past the burst of work a request starts (the
 * encoding of GitHub's index takes some tens of milliseconds), well within the time an idle Durable
 * Object stays in memory.
 */
export const INDEX_WRITE_DELAY_MS = 1000;

/**
 * The {@link IndexStore} of a runtime: prepared method indexes in the runtime facet's SQLite
 * (`codemode_discovery`, kind `index`, keyed by the catalog's `storedIndexKey`, `format` the catalog's
 * `SEARCH_INDEX_FORMAT`), so an isolate that has not indexed a catalog reads the index a former isolate
 * built instead of building it again. A read of another format is a miss. A write is encoded and sent
 * {@link INDEX_WRITE_DELAY_MS} after the search that built the index, so neither that request nor the
 * ones right behind it wait for the encoding (a Durable Object that is evicted before then loses only
 * the write: the next isolate builds the index again). A write scheduled before the host deletes the
 * runtime's facet is refused by the deleted facet's stub and dropped, never written into a facet started
 * after the delete (see `forwarder` in `facet-store.ts`). The store keeps a few catalog versions
 * (`DISCOVERY_VERSIONS_KEPT`) and skips values past its size bound.
 */
export function persistedIndexStore(store: DiscoveryStore): IndexStore {
  return {
    async read(key) {
      const stored = await store.readDiscovery("index", key);
      return stored !== null && stored.format === SEARCH_INDEX_FORMAT ? stored.data : null;
    },
    write(key, encode) {
      return new Promise<void>((resolve) => setTimeout(resolve, INDEX_WRITE_DELAY_MS)).then(() => {
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
