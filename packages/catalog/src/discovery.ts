import type { DiscoveryPort } from "@codemode/runtime-core";
import { describeTarget } from "./describe/describe-target.ts";
import { searchCatalog } from "./search/search-catalog.ts";
import { type EmbedTexts, searchCatalogWithEmbeddings } from "./search/search-with-embeddings.ts";
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
export type CatalogDiscoveryOptions = { embed?: EmbedTexts; vectorCache?: VectorCache };

/**
 * {@link catalogDiscovery}, with search fused with vector similarity when `embed` is given (see
 * `searchCatalogWithEmbeddings`); without it, exactly `catalogDiscovery`.
 */
export function catalogDiscoveryWith(options: CatalogDiscoveryOptions = {}): CatalogDiscovery {
  const { embed, vectorCache } = options;
  if (embed === undefined) return catalogDiscovery;
  return {
    search: (query, connectors, snippets) =>
      searchCatalogWithEmbeddings(query, connectors, snippets, {
        embed,
        ...(vectorCache === undefined ? {} : { vectorCache }),
        listWhenNothingMatches: true,
      }),
    describe: catalogDiscovery.describe,
  };
}
