import { CodemodeError, type ExecutionStore } from "@codemode/runtime-core";
import { unpackClaim, unpackExecution, type WireClaimResult, type WireExecution } from "./wire.ts";

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

/** The facet's RPC surface: the store's methods, with executions packed for the wire. */
type FacetStub = Omit<ExecutionStore, "load" | "claim" | "list"> & {
  load(id: string): Promise<WireExecution | null>;
  claim(...args: Parameters<ExecutionStore["claim"]>): Promise<WireClaimResult>;
  list(...args: Parameters<ExecutionStore["list"]>): Promise<WireExecution[]>;
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
  let stub: FacetStub | undefined;
  const resolve = (): FacetStub => {
    if (stub) return stub;
    const runtimeClass = runtimeClassOf(ctx);
    stub = ctx.facets.get(facetName(runtimeName), () => ({ class: runtimeClass })) as unknown as FacetStub;
    return stub;
  };
  return {
    create: (...args) => resolve().create(...args),
    load: async (...args) => {
      const execution = await resolve().load(...args);
      return execution ? unpackExecution(execution) : null;
    },
    claim: async (...args) => unpackClaim(await resolve().claim(...args)),
    commit: (...args) => resolve().commit(...args),
    reject: (...args) => resolve().reject(...args),
    expire: (...args) => resolve().expire(...args),
    list: async (...args) => (await resolve().list(...args)).map(unpackExecution),
    delete: (...args) => resolve().delete(...args),
    prune: (...args) => resolve().prune(...args),
    saveSnippet: (...args) => resolve().saveSnippet(...args),
    listSnippets: (...args) => resolve().listSnippets(...args),
    deleteSnippet: (...args) => resolve().deleteSnippet(...args),
  };
}
