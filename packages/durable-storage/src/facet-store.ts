import { CodemodeError, type ExecutionStore } from "@codemode/runtime-core";
import { STORE_METHODS, type StoreFacetMethods, type StoreMethod, unpackResult } from "./store-methods.ts";

/** The facet name of a runtime; every runtime name gets its own facet and database. */
export function facetName(runtimeName: string): string {
  return `codemode:${runtimeName}`;
}

/** The error when the Worker entry does not export the facet class. */
export const MISSING_EXPORT =
  'CodemodeRuntime is not exported from this Worker\'s entry module, so the runtime\'s Durable Object facet cannot start. Add the codemode Vite plugin (`import codemode from "codemode/vite"`, then `plugins: [codemode(), cloudflare()]`), or add `export { CodemodeRuntime } from "codemode";` to the entry module, and list "CodemodeRuntime" in a migration\'s `new_sqlite_classes` in your wrangler configuration.';

type FacetContext = DurableObjectState & {
  exports?: Record<string, unknown>;
};

/**
 * The facet class the Worker entry exports, or a `configuration` error saying how to export it. Checked when
 * the model's tool is made (as the reference does) and on the store's first use.
 */
export function runtimeClassOf(ctx: DurableObjectState): DurableObjectClass {
  const context = ctx as FacetContext;
  const runtimeClass = context.exports?.CodemodeRuntime;
  if (!runtimeClass || typeof context.facets?.get !== "function")
    throw new CodemodeError("configuration", MISSING_EXPORT);
  return runtimeClass as DurableObjectClass;
}

/**
 * The execution store of a runtime as seen from its host: the facet's RPC stub, resolved on first use so a
 * missing export fails with instructions instead of at construction. Each method is one round trip.
 */
export function facetStore(ctx: DurableObjectState, runtimeName: string): ExecutionStore {
  let stub: StoreFacetMethods | undefined;
  const resolve = (): StoreFacetMethods => {
    if (stub) return stub;
    const runtimeClass = runtimeClassOf(ctx);
    stub = ctx.facets.get(facetName(runtimeName), () => ({
      class: runtimeClass,
    })) as unknown as StoreFacetMethods;
    return stub;
  };
  const forward =
    (method: StoreMethod) =>
    async (...args: unknown[]) => {
      // Called as a property of the stub: an RPC stub answers any property (even `apply`) with a stub.
      const target = resolve() as unknown as Record<
        StoreMethod,
        (...callArgs: unknown[]) => Promise<unknown>
      >;
      return unpackResult(method, await target[method](...args));
    };
  return Object.fromEntries(
    STORE_METHODS.map((method) => [method, forward(method)]),
  ) as unknown as ExecutionStore;
}
