import type { ConnectorDescription, Snippet } from "@codemode/runtime-core";
import { methodDocuments, type SearchDocument, snippetDocuments } from "./search-document.ts";
import { SearchIndex } from "./search-index.ts";

type CachedIndex = { members: readonly unknown[]; index: SearchIndex };
type CachedDocuments = {
  descriptors: unknown;
  annotations: unknown;
  name: string;
  documents: SearchDocument[];
};

const methodIndexes = new WeakMap<readonly ConnectorDescription[], CachedIndex>();
const connectorDocuments = new WeakMap<ConnectorDescription, CachedDocuments>();
const snippetIndexes = new WeakMap<readonly Snippet[], CachedIndex>();

/**
 * The index of every method of `connectors`, built once and reused while the array and the description
 * objects in it (with their `descriptors` and `annotations` objects) keep their identity. The runtime
 * describes its connectors once and passes the same array to every search, so a search costs only the
 * lookup of its own terms. Descriptions are treated as immutable values: to change one, pass a new object.
 * When only some descriptions change, the analyzed documents of the others are reused.
 */
export function methodIndexFor(connectors: readonly ConnectorDescription[]): SearchIndex {
  const members = connectorMembers(connectors);
  const cached = methodIndexes.get(connectors);
  if (cached && sameMembers(cached.members, members)) return cached.index;
  const documents = connectors.flatMap(documentsOf);
  const index = SearchIndex.build(documents);
  methodIndexes.set(connectors, { members, index });
  return index;
}

/** The index of `snippets`, cached by array and snippet identity like {@link methodIndexFor}. */
export function snippetIndexFor(snippets: readonly Snippet[]): SearchIndex {
  const cached = snippetIndexes.get(snippets);
  if (cached && sameMembers(cached.members, snippets)) return cached.index;
  const index = SearchIndex.build(snippetDocuments(snippets));
  snippetIndexes.set(snippets, { members: [...snippets], index });
  return index;
}

function documentsOf(connector: ConnectorDescription): SearchDocument[] {
  const cached = connectorDocuments.get(connector);
  if (
    cached &&
    cached.descriptors === connector.descriptors &&
    cached.annotations === connector.annotations &&
    cached.name === connector.name
  ) {
    return cached.documents;
  }
  const documents = methodDocuments([connector]);
  connectorDocuments.set(connector, {
    descriptors: connector.descriptors,
    annotations: connector.annotations,
    name: connector.name,
    documents,
  });
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
