import type { DiscoveryPort } from "@codemode/runtime-core";
import { describeTarget } from "./describe/describe-target.ts";
import { searchCatalog } from "./search/search-catalog.ts";
import { type EmbedTexts, searchCatalogWithEmbeddings } from "./search/search-with-embeddings.ts";
import { type IndexStore, prepareMethodIndex } from "./search/stored-index.ts";
import type { VectorCache } from "./search/vector-cache.ts";

/** The discovery port the runtime engine takes: `search` and `describe` over connectors and snippets. */
export type CatalogDiscovery = DiscoveryPort;

/**
 * codemode's discovery: {@link searchCatalog} for `codemode.search` and {@link describeTarget} for
 * `codemode.describe`. A catalog with methods never answers a search that has words with nothing (see
 * `listWhenNothingMatches`). Stateless apart from the content-keyed caches, so one shared object serves every
 * runtime; pass it as the engine's `discovery` option.
 */
export const catalogDiscovery: CatalogDiscovery = {
  search: (query, connectors, snippets) =>
    searchCatalog(query, connectors, snippets, undefined, { listWhenNothingMatches: true }),
  describe: (target, connectors, snippets) => describeTarget(target, connectors, snippets),
};

/** Options of {@link catalogDiscoveryWith}. */
export type CatalogDiscoveryOptions = {
  embed?: EmbedTexts;
  vectorCache?: VectorCache;
  /**
   * Where prepared method indexes are kept across isolates: a search in an isolate that has not indexed
   * the catalog reads the index stored under the catalog's content key instead of building it, and one
   * that builds it hands it to the store (see `stored-index.ts`). Results are the same either way.
   */
  indexStore?: IndexStore;
};

/**
 * {@link catalogDiscovery}, with search fused with vector similarity when `embed` is given (see
 * `searchCatalogWithEmbeddings`) and prepared indexes read from and kept in `indexStore` when given;
 * without either, exactly `catalogDiscovery`.
 */
export function catalogDiscoveryWith(options: CatalogDiscoveryOptions = {}): CatalogDiscovery {
  const { embed, vectorCache, indexStore } = options;
  if (embed === undefined && indexStore === undefined) return catalogDiscovery;
  const search: CatalogDiscovery["search"] =
    embed === undefined
      ? catalogDiscovery.search
      : (query, connectors, snippets) =>
          searchCatalogWithEmbeddings(query, connectors, snippets, {
            embed,
            ...(vectorCache === undefined ? {} : { vectorCache }),
            listWhenNothingMatches: true,
          });
  if (indexStore === undefined) return { search, describe: catalogDiscovery.describe };
  return {
    search: async (query, connectors, snippets) => {
      if (Array.isArray(connectors)) await prepareMethodIndex(connectors, indexStore);
      return search(query, connectors, snippets);
    },
    describe: catalogDiscovery.describe,
  };
}
