import type { ConnectorDescription, Snippet } from "@codemode/runtime-core";
import { countCatalogWork } from "../cache-statistics.ts";
import { contentHash, RecentlyUsed } from "../content-hash.ts";
import { bodyPropertyNames } from "./body-properties.ts";
import { bodyPropertyValues } from "./body-values.ts";
import { descriptionDetailHash, descriptionHash, descriptionKey } from "./description-key.ts";
import { propertyNames } from "./input-outline.ts";
import { methodDocuments, type SearchDocument, snippetDocuments } from "./search-document.ts";
import { SearchIndex } from "./search-index.ts";

type CachedIndex = { members: readonly unknown[]; index: SearchIndex };

/** Indexes kept by content per isolate: a few catalogs (several agents, a catalog that changed). */
const CONTENT_CACHE_CAPACITY = 16;

const methodIndexes = new WeakMap<readonly ConnectorDescription[], CachedIndex>();
const snippetIndexes = new WeakMap<readonly Snippet[], CachedIndex>();
const connectorDocuments = new RecentlyUsed<SearchDocument[]>(CONTENT_CACHE_CAPACITY * 4);
const methodIndexesByContent = new RecentlyUsed<SearchIndex>(CONTENT_CACHE_CAPACITY);
const snippetIndexesByContent = new RecentlyUsed<SearchIndex>(CONTENT_CACHE_CAPACITY);

/**
 * The index of every method of `connectors`, built once per content. Two levels:
 *
 * 1. By identity: while the array and the description objects in it (with their `descriptors` and
 *    `annotations` objects) keep their identity, a search costs only the lookup of its own terms. The
 *    runtime describes its connectors once and passes the same array to every search.
 * 2. By content: a new runtime handle with new connector instances (what a Worker that builds its
 *    connectors per request does) describes them into new objects; their content key (names, descriptions,
 *    approval annotations, parameter and body field names, the body fields' values and the property names
 *    of each method's result: all the index reads)
 *    finds the index already built in this isolate (see `descriptionKey`: a description equal to a recent
 *    one is matched by comparing, not hashing). When only some connectors changed, the analyzed documents
 *    of the others are reused.
 *
 * Descriptions are treated as immutable values: to change one, pass a new object.
 */
export function methodIndexFor(connectors: readonly ConnectorDescription[]): SearchIndex {
  const members = connectorMembers(connectors);
  const cached = methodIndexes.get(connectors);
  if (cached && sameMembers(cached.members, members)) return cached.index;
  const keys = connectors.map(descriptionKey);
  const key = keys.join(" ");
  let index = methodIndexesByContent.get(key);
  if (!index) {
    const documents = connectors.flatMap((connector, position) =>
      documentsOf(connector, keys[position] as string),
    );
    index = SearchIndex.build(documents);
    countCatalogWork("methodIndexBuilds");
    methodIndexesByContent.set(key, index);
  }
  methodIndexes.set(connectors, { members, index });
  return index;
}

/**
 * The index {@link methodIndexFor} would return for `connectors` when this isolate has it already (by
 * identity or by content), without building one; `undefined` otherwise.
 */
export function cachedMethodIndex(connectors: readonly ConnectorDescription[]): SearchIndex | undefined {
  const members = connectorMembers(connectors);
  const cached = methodIndexes.get(connectors);
  if (cached && sameMembers(cached.members, members)) return cached.index;
  const index = methodIndexesByContent.get(connectors.map(descriptionKey).join(" "));
  if (index) methodIndexes.set(connectors, { members, index });
  return index;
}

/**
 * Makes `index` (one built from these very connectors' content, read back from storage) what
 * {@link methodIndexFor} returns for them and for equal content in this isolate.
 */
export function adoptMethodIndex(connectors: readonly ConnectorDescription[], index: SearchIndex): void {
  methodIndexesByContent.set(connectors.map(descriptionKey).join(" "), index);
  methodIndexes.set(connectors, { members: connectorMembers(connectors), index });
}

/**
 * The stable content key of a catalog: a hash of the content {@link methodIndexFor} caches its index by
 * (names, descriptions, approval annotations, parameter and body field names of every method) but the body
 * fields' values and the results' property names ({@link methodDetailKey}), the same in every isolate.
 * Method vectors, which embed names and descriptions only, are stored under it, so they are computed once
 * per catalog version.
 */
export function methodCatalogKey(connectors: readonly ConnectorDescription[]): string {
  return contentHash(connectors.map(descriptionHash).join(" "));
}

/**
 * The stable key of what {@link methodCatalogKey} leaves out of a catalog's indexed content: the values the
 * body fields of every method are limited to, and the property names of its result. With it, a key covers
 * all an index is built from.
 */
export function methodDetailKey(connectors: readonly ConnectorDescription[]): string {
  return contentHash(connectors.map(descriptionDetailHash).join(" "));
}

/** The index of `snippets`, cached by array and snippet identity, then by content, like {@link methodIndexFor}. */
export function snippetIndexFor(snippets: readonly Snippet[]): SearchIndex {
  const cached = snippetIndexes.get(snippets);
  if (cached && sameMembers(cached.members, snippets)) return cached.index;
  const key = contentHash(
    JSON.stringify(
      snippets.map((snippet) => [
        snippet.name,
        snippet.description ?? "",
        propertyNames(snippet.inputSchema),
        bodyPropertyNames(snippet.inputSchema),
        bodyPropertyValues(snippet.inputSchema),
      ]),
    ),
  );
  let index = snippetIndexesByContent.get(key);
  if (!index) {
    index = SearchIndex.build(snippetDocuments(snippets));
    countCatalogWork("snippetIndexBuilds");
    snippetIndexesByContent.set(key, index);
  }
  snippetIndexes.set(snippets, { members: [...snippets], index });
  return index;
}

function documentsOf(connector: ConnectorDescription, key: string): SearchDocument[] {
  const cached = connectorDocuments.get(key);
  if (cached) return cached;
  const documents = methodDocuments([connector]);
  connectorDocuments.set(key, documents);
  return documents;
}

function connectorMembers(connectors: readonly ConnectorDescription[]): unknown[] {
  const members: unknown[] = [];
  for (const connector of connectors)
    members.push(connector, connector.name, connector.descriptors, connector.annotations);
  return members;
}

function sameMembers(left: readonly unknown[], right: readonly unknown[]): boolean {
  if (left.length !== right.length) return false;
  for (let position = 0; position < left.length; position++) {
    if (left[position] !== right[position]) return false;
  }
  return true;
}
