import { DurableObject } from "cloudflare:workers";
import { SqlDiscoveryStore } from "./sql/sql-discovery-store.ts";
import { SqlExecutionStore } from "./sql/sql-execution-store.ts";
import {
  DISCOVERY_METHODS,
  type DiscoveryFacetMethods,
  packResult,
  STORE_METHODS,
  type StoreFacetMethods,
} from "./store-methods.ts";

/**
 * The store's methods, declared on the class so `DurableObjectStub<CodemodeRuntime>` is typed; the class's
 * static block defines each of them (one per `STORE_METHODS` and `DISCOVERY_METHODS` entry, lists checked
 * against their ports).
 */
export interface CodemodeRuntime extends StoreFacetMethods, DiscoveryFacetMethods {}

/**
 * The Durable Object facet behind a runtime handle: one per runtime name, each with its own SQLite database
 * holding executions, their logs and snippets, and what discovery keeps by catalog version (method vectors). Its methods are the execution store's, one RPC each; the
 * replay logic runs on the host (the handle), which loads a pass's log once and sends batched writes.
 *
 * Export it from the Worker entry module (the Vite plugin does it for you) so `ctx.exports.CodemodeRuntime`
 * exists, and list it in a migration's `new_sqlite_classes`. Application code uses `createCodemodeRuntime()`.
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the static block defines every member the interface above declares.
export class CodemodeRuntime extends DurableObject<unknown> {
  readonly #store: SqlExecutionStore;
  readonly #discovery: SqlDiscoveryStore;

  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env);
    this.#store = new SqlExecutionStore(ctx.storage);
    this.#discovery = new SqlDiscoveryStore(ctx.storage);
  }

  // One prototype method per store method (Workers RPC exposes prototype methods, not own properties):
  // it calls the store and packs the result for the wire.
  static {
    for (const method of STORE_METHODS) {
      Object.defineProperty(CodemodeRuntime.prototype, method, {
        configurable: true,
        writable: true,
        enumerable: false,
        value: async function (this: CodemodeRuntime, ...args: unknown[]): Promise<unknown> {
          const call = this.#store[method] as (...callArgs: unknown[]) => Promise<unknown>;
          return packResult(method, await call.apply(this.#store, args));
        },
      });
    }
    for (const method of DISCOVERY_METHODS) {
      Object.defineProperty(CodemodeRuntime.prototype, method, {
        configurable: true,
        writable: true,
        enumerable: false,
        value: function (this: CodemodeRuntime, ...args: unknown[]): Promise<unknown> {
          const call = this.#discovery[method] as (...callArgs: unknown[]) => Promise<unknown>;
          return call.apply(this.#discovery, args);
        },
      });
    }
  }
}
