import { CodemodeError, type ExecutionStore } from "@codemode/runtime-core";
import {
  DISCOVERY_METHODS,
  type DiscoveryFacetMethods,
  type DiscoveryStore,
  STORE_METHODS,
  type StoreFacetMethods,
  unpackResult,
} from "./store-methods.ts";

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
  const forward = forwarder(ctx, runtimeName);
  return Object.fromEntries(
    STORE_METHODS.map((method) => [
      method,
      async (...args: unknown[]) => unpackResult(method, await forward(method, args)),
    ]),
  ) as unknown as ExecutionStore;
}

/** The discovery store of a runtime as seen from its host, like {@link facetStore}: one round trip a method. */
export function facetDiscoveryStore(ctx: DurableObjectState, runtimeName: string): DiscoveryStore {
  const forward = forwarder(ctx, runtimeName);
  return Object.fromEntries(
    DISCOVERY_METHODS.map((method) => [method, (...args: unknown[]) => forward(method, args)]),
  ) as unknown as DiscoveryStore;
}

type FacetMethods = StoreFacetMethods & DiscoveryFacetMethods;

/**
 * Calls a method of the runtime's facet, resolving its stub on first use and keeping it for the handle's
 * life. Kept on purpose: once the host deletes the facet (`ctx.facets.delete`), workerd refuses every call
 * on that stub, even after a new facet of the same name has started, so a call scheduled before the delete
 * (the prepared index's delayed write) cannot write into the database made after it.
 */
function forwarder(
  ctx: DurableObjectState,
  runtimeName: string,
): (method: keyof FacetMethods, args: unknown[]) => Promise<unknown> {
  let stub: FacetMethods | undefined;
  const resolve = (): FacetMethods => {
    if (stub) return stub;
    const runtimeClass = runtimeClassOf(ctx);
    stub = ctx.facets.get(facetName(runtimeName), () => ({
      class: runtimeClass,
    })) as unknown as FacetMethods;
    return stub;
  };
  return (method, args) => {
    // Called as a property of the stub: an RPC stub answers any property (even `apply`) with a stub.
    const target = resolve() as unknown as Record<
      keyof FacetMethods,
      (...callArgs: unknown[]) => Promise<unknown>
    >;
    return target[method](...args);
  };
}
