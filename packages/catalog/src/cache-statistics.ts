/**
 * How often this isolate's catalog caches had to do the expensive work: derive an OpenAPI document's
 * operations (`operationDerivations`: names, descriptions, parameters and what search reads of the inputs),
 * derive their schemas (`operationSchemaDerivations`: once per document, when a schema is first read, by
 * describe, types or a call, never by search), build a method search index, build a snippet index, hash a connector description's text
 * (`descriptionKeyHashes`: only for a key that is stored, the catalog key of method vectors; in-memory
 * caches match a new description with an equal recent one by comparing), build a connector description
 * from its tools (`connectorDescriptions`: once per connector instance, except for an `OpenApiConnector`
 * with the default tools, whose instances over the same document share one). Counted since the module loaded.
 */
export type CatalogCacheStatistics = {
  operationDerivations: number;
  operationSchemaDerivations: number;
  methodIndexBuilds: number;
  snippetIndexBuilds: number;
  descriptionKeyHashes: number;
  connectorDescriptions: number;
};

const counters: CatalogCacheStatistics = {
  operationDerivations: 0,
  operationSchemaDerivations: 0,
  methodIndexBuilds: 0,
  snippetIndexBuilds: 0,
  descriptionKeyHashes: 0,
  connectorDescriptions: 0,
};

/**
 * A snapshot of {@link CatalogCacheStatistics}. Derived catalogs and indexes are cached by content, so a
 * new runtime handle with new connector instances over the same descriptions derives and indexes nothing
 * again; compare two snapshots to see it (tests and diagnostics do).
 */
export function catalogCacheStatistics(): CatalogCacheStatistics {
  return { ...counters };
}

/** Counts one unit of `kind` of expensive work (internal to the catalog). */
export function countCatalogWork(kind: keyof CatalogCacheStatistics): void {
  counters[kind]++;
}
