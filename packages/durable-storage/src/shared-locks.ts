import { ExecutionLocks } from "@codemode/runtime-core/internal";

const tables = new WeakMap<object, Map<string, ExecutionLocks>>();

/**
 * The lock table shared by every handle of one runtime in one Durable Object, so lifecycle operations on the
 * same execution from concurrent requests run one after another.
 */
export function sharedLocks(ctx: object, runtimeName: string): ExecutionLocks {
  let byName = tables.get(ctx);
  if (!byName) {
    byName = new Map();
    tables.set(ctx, byName);
  }
  let locks = byName.get(runtimeName);
  if (!locks) {
    locks = new ExecutionLocks();
    byName.set(runtimeName, locks);
  }
  return locks;
}
