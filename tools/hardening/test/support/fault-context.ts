import { killHost, world } from "./world.ts";

/** Store methods that write: each is one numbered write of the scope. */
const WRITES: ReadonlySet<string> = new Set([
  "create",
  "claim",
  "commit",
  "reject",
  "expire",
  "delete",
  "prune",
  "saveSnippet",
  "deleteSnippet",
]);

type Method = (...args: unknown[]) => Promise<unknown>;

/** The facet stub with every write counted and, at the planned write, the host killed before or after it. */
function faultyStub(stub: object, state: DurableObjectState, scope: string): object {
  return new Proxy(stub, {
    get(target, property) {
      const value = Reflect.get(target, property) as unknown;
      if (typeof property !== "string" || !WRITES.has(property) || typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        const current = world(scope);
        const index = ++current.writes;
        const fault = current.fault;
        const here = !current.fired && fault?.kind === "write" && fault.index === index;
        if (here && fault.phase === "before") {
          current.fired = true;
          killHost(state, scope, `before store write #${index} (${property})`);
        }
        // RPC stub methods come bound; calling them with an explicit `this` fails inside workerd.
        const result = await (value as Method)(...args);
        if (here) {
          current.fired = true;
          killHost(state, scope, `after store write #${index} (${property})`);
        }
        return result;
      };
    },
  });
}

const contexts = new WeakMap<object, Map<string, DurableObjectState>>();

/**
 * The host's state as the runtime sees it in a test: the real one, except that the runtime facet's stub
 * (`ctx.facets.get`) is wrapped so the scope's fault plan can kill the host around any store write. It is
 * the store the engine really uses (one RPC per method), so "before write #n" means the decision was not
 * stored and "after" means it was. One view per host instance and scope, so every handle built in the
 * instance shares it (the runtime keys its per-execution locks by `ctx`).
 */
export function faultyContext(state: DurableObjectState, scope: string): DurableObjectState {
  let byScope = contexts.get(state);
  if (!byScope) {
    byScope = new Map();
    contexts.set(state, byScope);
  }
  const cached = byScope.get(scope);
  if (cached) return cached;
  const facets = {
    get: (name: string, options: () => FacetStartupOptions) =>
      faultyStub(state.facets.get(name, options) as object, state, scope),
    abort: (name: string, reason: unknown) => state.facets.abort(name, reason),
    delete: (name: string) => state.facets.delete(name),
  };
  const view = new Proxy(state, {
    get(target, property) {
      if (property === "facets") return facets;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  byScope.set(scope, view);
  return view;
}
