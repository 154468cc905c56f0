import type { DiscoveryPort } from "@codemode/runtime-core";
import { describeTarget } from "./describe/describe-target.ts";
import { searchCatalog } from "./search/search-catalog.ts";

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
