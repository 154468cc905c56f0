import type { ExecutionStore } from "@codemode/runtime-core";
import { methodList } from "./method-list.ts";
import {
  packClaim,
  packExecution,
  unpackClaim,
  unpackExecution,
  type WireClaimResult,
  type WireExecution,
} from "./wire.ts";

/**
 * Every {@link ExecutionStore} method, the one list the facet's RPC methods and the host's stub wrapper are
 * generated from. A method added to the port and not here fails typecheck.
 */
export const STORE_METHODS = methodList<ExecutionStore>()([
  "create",
  "load",
  "claim",
  "commit",
  "reject",
  "expire",
  "list",
  "delete",
  "prune",
  "saveSnippet",
  "listSnippets",
  "deleteSnippet",
]);

/** What discovery keeps in the facet's SQLite: an embedding model's method vectors, a prepared search index. */
export type DiscoveryKind = "vectors" | "index";

/** A stored discovery value: bytes in a kind-specific encoding, and the version of that encoding. */
export type StoredDiscovery = { format: number; data: ArrayBuffer };

/**
 * The facet's store of discovery data, keyed by content (a catalog version): values derived from a catalog
 * that are worth keeping across isolates. A cache: a value may be missing or evicted at any time.
 */
export interface DiscoveryStore {
  /** The value stored under `kind` and `key`, or `null`. */
  readDiscovery(kind: DiscoveryKind, key: string): Promise<StoredDiscovery | null>;
  /** Stores (or replaces) a value, evicting the oldest of its kind past the bound; `false` when too large. */
  writeDiscovery(kind: DiscoveryKind, key: string, value: StoredDiscovery): Promise<boolean>;
}

/** Every {@link DiscoveryStore} method, forwarded like {@link STORE_METHODS} (a method left out fails typecheck). */
export const DISCOVERY_METHODS = methodList<DiscoveryStore>()(["readDiscovery", "writeDiscovery"]);

/** The discovery store's methods as the facet answers them over RPC (values travel as they are). */
export type DiscoveryFacetMethods = DiscoveryStore;

/** A store method's name. */
export type StoreMethod = keyof ExecutionStore;

/** The results that travel in another shape than the store returns them (executions carry their log as JSON). */
interface WireResults {
  load: WireExecution | null;
  claim: WireClaimResult;
  list: WireExecution[];
}

type StoreResult<Method extends StoreMethod> = Awaited<ReturnType<ExecutionStore[Method]>>;

/** A method's result as the facet sends it: packed when listed in {@link WireResults}, as is otherwise. */
export type WireResult<Method extends StoreMethod> = Method extends keyof WireResults
  ? WireResults[Method]
  : StoreResult<Method>;

/** The facet's RPC surface: the store's methods with their arguments unchanged and their results packed. */
export type StoreFacetMethods = {
  [Method in StoreMethod]: (...args: Parameters<ExecutionStore[Method]>) => Promise<WireResult<Method>>;
};

interface WireCodec<Value, Wire> {
  pack(value: Value): Wire;
  unpack(wire: Wire): Value;
}

const CODECS: { [Method in keyof WireResults]: WireCodec<StoreResult<Method>, WireResults[Method]> } = {
  load: {
    pack: (execution) => (execution ? packExecution(execution) : null),
    unpack: (execution) => (execution ? unpackExecution(execution) : null),
  },
  claim: { pack: packClaim, unpack: unpackClaim },
  list: {
    pack: (executions) => executions.map(packExecution),
    unpack: (executions) => executions.map(unpackExecution),
  },
};

const codecOf = (method: StoreMethod): WireCodec<unknown, unknown> | undefined =>
  (CODECS as Partial<Record<StoreMethod, WireCodec<unknown, unknown>>>)[method];

/** Packs `method`'s result for the wire (the facet side). */
export function packResult(method: StoreMethod, value: unknown): unknown {
  const codec = codecOf(method);
  return codec ? codec.pack(value) : value;
}

/** Unpacks `method`'s result from the wire (the host side). */
export function unpackResult(method: StoreMethod, wire: unknown): unknown {
  const codec = codecOf(method);
  return codec ? codec.unpack(wire) : wire;
}
