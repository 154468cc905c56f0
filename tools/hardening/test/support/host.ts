import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { type CodemodeRuntimeHandle, createCodemodeRuntime } from "@codemode/durable-storage";
import { DynamicWorkerExecutor } from "@codemode/worker-executor";
import type { ObservedExecution } from "../../src/invariants/index.ts";
import { faultyContext } from "./fault-context.ts";
import { LedgerConnector } from "./ledger-connector.ts";
import { world } from "./world.ts";

/**
 * Runs `work` as one request to the scope's host Durable Object, with a runtime built the way an application
 * builds it (`createCodemodeRuntime` over the host's ctx, a real Worker Loader), except that the facet stub
 * carries the scope's fault plan.
 */
export function inHost<T>(
  scope: string,
  work: (runtime: CodemodeRuntimeHandle, state: DurableObjectState) => Promise<T>,
): Promise<T> {
  const stub = env.HOST.get(env.HOST.idFromName(scope));
  return runInDurableObject(stub, async (_instance, state) => {
    const ctx = faultyContext(state, scope);
    const runtime = createCodemodeRuntime({
      ctx,
      connectors: [new LedgerConnector(state, scope)],
      executor: new DynamicWorkerExecutor({ loader: env.LOADER, timeout: 15_000 }),
    });
    return work(runtime, state);
  });
}

/** What one operation did: its value, or that the host died during it. */
export type OperationResult<T> = { died: false; value: T } | { died: true };

/**
 * Runs one operation; when the fault plan killed the host during it, records the death in the ledger (later
 * effects belong to the next generation) and answers `{ died: true }`. Any other failure is rethrown.
 */
export async function operation<T>(
  scope: string,
  work: (runtime: CodemodeRuntimeHandle, state: DurableObjectState) => Promise<T>,
): Promise<OperationResult<T>> {
  try {
    return { died: false, value: await inHost(scope, work) };
  } catch (error) {
    const current = world(scope);
    if (!current.killed) throw error;
    current.killed = false;
    current.ledger.recordDeath();
    return { died: true };
  }
}

/**
 * Evicts the host between operations: a real reset of the Durable Object, its memory lost. No pass is in
 * flight, so it is not a death that would excuse running a call again: the ledger's generation stays.
 */
export async function evict(scope: string): Promise<void> {
  let evicted = false;
  try {
    await inHost(scope, async (_runtime, state) => state.abort("evicted between passes"));
  } catch {
    evicted = true;
  }
  if (!evicted) throw new Error("the host was not evicted");
}

/** Every execution of the scope's runtime, in the documented shape. */
export async function observe(scope: string): Promise<ObservedExecution[]> {
  return (await inHost(scope, (runtime) => runtime.executions())) as ObservedExecution[];
}
