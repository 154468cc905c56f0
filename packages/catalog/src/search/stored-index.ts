import type { ConnectorDescription } from "@codemode/runtime-core";
import { ContentHasher } from "../content-hash.ts";
import {
  adoptMethodIndex,
  cachedMethodIndex,
  methodCatalogKey,
  methodDetailKey,
  methodIndexFor,
} from "./index-cache.ts";
import { decodeSearchIndex, encodeSearchIndex, SEARCH_INDEX_FORMAT } from "./index-codec.ts";
import { buildFingerprint } from "./index-fingerprint.ts";

/**
 * Where prepared method indexes are kept beyond the isolate (the runtime facet's SQLite), by
 * {@link storedIndexKey}. Both methods may fail: a failed read is a miss, a failed write is ignored.
 */
export type IndexStore = {
  /** The bytes stored under `key`, or `null`/`undefined` when there are none. */
  read(key: string): Promise<Uint8Array | ArrayBuffer | null | undefined>;
  /**
   * Keeps the index under `key`. `encode` gives its bytes; the store may call it later, or not at all.
   * Not awaited by the search that built the index, which answers first.
   */
  write(key: string, encode: () => Uint8Array): Promise<unknown>;
};

/** Catalogs smaller than this are indexed in less time than a stored index takes to read: not stored. */
export const STORED_INDEX_MIN_METHODS = 100;

/**
 * The key a catalog's prepared index is stored under: a hash of exactly what the index is built from
 * ({@link methodCatalogKey}: per connector its name, and per method its name, description, approval
 * annotation and the outline of its input: parameter and body property names; and {@link methodDetailKey}:
 * the values the body's fields are limited to and the property names of its result) and of what builds it
 * ({@link buildFingerprint}: the index format, the field weights, the term saturation, the vocabulary, and
 * the analyzing code and tables). A catalog whose content changed, or code that indexes differently, finds
 * nothing under the old key. Reads descriptions' outlines, never their schemas; a description already
 * hashed in this isolate (for its method vectors, or an earlier key) is not hashed again.
 */
export function storedIndexKey(connectors: readonly ConnectorDescription[]): string {
  const hash = new ContentHasher()
    .add(buildFingerprint())
    .add(methodCatalogKey(connectors))
    .add(methodDetailKey(connectors))
    .digest();
  return `index-${SEARCH_INDEX_FORMAT}-${hash}`;
}

const loading = new Map<string, Promise<void>>();

/**
 * Makes sure this isolate has the method index of `connectors` before a search: from memory, else from
 * `store` (decoded, not built), else built and handed to `store` to keep. Concurrent searches over the
 * same catalog share one read. Afterwards `methodIndexFor(connectors)` costs a lookup.
 */
export async function prepareMethodIndex(
  connectors: readonly ConnectorDescription[],
  store: IndexStore,
): Promise<void> {
  if (cachedMethodIndex(connectors) !== undefined) return;
  if (countMethods(connectors) < STORED_INDEX_MIN_METHODS) return;
  const key = storedIndexKey(connectors);
  let pending = loading.get(key);
  if (pending === undefined) {
    pending = readOrBuild(connectors, store, key).finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  await pending;
  // A concurrent search over an equal catalog in other description objects: adopt what it prepared.
  if (cachedMethodIndex(connectors) === undefined) methodIndexFor(connectors);
}

async function readOrBuild(
  connectors: readonly ConnectorDescription[],
  store: IndexStore,
  key: string,
): Promise<void> {
  const stored = await Promise.resolve()
    .then(() => store.read(key))
    .catch(() => null);
  // A stored index of other methods (a hash collision, a store that answered for another key) is a miss.
  const decoded = stored ? decodeSearchIndex(stored, connectors) : undefined;
  if (decoded !== undefined) {
    adoptMethodIndex(connectors, decoded);
    return;
  }
  const index = methodIndexFor(connectors);
  // Not awaited: the search answers now; a write that fails leaves the next isolate to build it again.
  Promise.resolve()
    .then(() => store.write(key, () => encodeSearchIndex(index)))
    .catch(() => undefined);
}

function countMethods(connectors: readonly ConnectorDescription[]): number {
  let methods = 0;
  for (const connector of connectors) methods += Object.keys(connector.descriptors ?? {}).length;
  return methods;
}
