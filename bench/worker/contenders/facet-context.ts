type ExportsContext = DurableObjectState & { exports?: Record<string, unknown> };

const contexts = new WeakMap<object, Map<unknown, DurableObjectState>>();

/**
 * The host's `ctx` as a runtime should see it: identical, except that `ctx.exports.CodemodeRuntime` is
 * `runtimeClass`. Both implementations look their facet class up under that one name; the benchmark worker
 * exports the two classes under different names and hands each runtime this view. The view is cached per
 * host and class, so every handle built in one host shares it (our runtime keys its lock table by `ctx`).
 * Methods are bound to the real state, so `ctx.abort()` and friends still work through the view.
 */
export function contextWithRuntimeClass(ctx: DurableObjectState, runtimeClass: unknown): DurableObjectState {
  let byClass = contexts.get(ctx);
  if (!byClass) {
    byClass = new Map();
    contexts.set(ctx, byClass);
  }
  const cached = byClass.get(runtimeClass);
  if (cached) return cached;
  const realExports = (ctx as ExportsContext).exports ?? {};
  const exports = new Proxy(realExports, {
    get: (target, property) =>
      property === "CodemodeRuntime" ? runtimeClass : Reflect.get(target, property, target),
  });
  const view = new Proxy(ctx, {
    get: (target, property) => {
      if (property === "exports") return exports;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  byClass.set(runtimeClass, view);
  return view;
}
