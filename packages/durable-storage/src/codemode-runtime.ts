import { DurableObject } from "cloudflare:workers";
import { SqlExecutionStore } from "./sql/sql-execution-store.ts";
import { packResult, STORE_METHODS, type StoreFacetMethods } from "./store-methods.ts";

/**
 * The store's methods, declared on the class so `DurableObjectStub<CodemodeRuntime>` is typed; the class's
 * static block defines each of them (one per `STORE_METHODS` entry, a list checked against the port).
 */
export interface CodemodeRuntime extends StoreFacetMethods {}

/**
 * The Durable Object facet behind a runtime handle: one per runtime name, each with its own SQLite database
 * holding executions, their logs and snippets. Its methods are the execution store's, one RPC each; the
 * replay logic runs on the host (the handle), which loads a pass's log once and sends batched writes.
 *
 * Export it from the Worker entry module (the Vite plugin does it for you) so `ctx.exports.CodemodeRuntime`
 * exists, and list it in a migration's `new_sqlite_classes`. Application code uses `createCodemodeRuntime()`.
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the static block defines every member the interface above declares.
export class CodemodeRuntime extends DurableObject<unknown> {
  readonly #store: SqlExecutionStore;

  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env);
    this.#store = new SqlExecutionStore(ctx.storage);
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
  }
}
