import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { type CodemodeRuntimeHandle, createCodemodeRuntime } from "@codemode/durable-storage";
import { DynamicWorkerExecutor } from "@codemode/worker-executor";
import { EffectLedger, type ObservedExecution, stableJson } from "../../src/invariants/index.ts";
import type { LoadTarget } from "../../src/load/index.ts";
import { LoadConnector } from "./load-connector.ts";

/**
 * A {@link LoadTarget} over real host Durable Objects, one per runtime, each request its own
 * `runInDurableObject` call (so concurrent runs and approvals are concurrent requests to the host).
 */
export function hostLoadTarget(name: string): LoadTarget {
  // The runtimes' clock belongs to the scenario: it stands still unless the scenario advances it, so whether a
  // run is old enough to expire never depends on how fast this machine runs the scenario.
  let now = Date.UTC(2026, 0, 1);
  const clock = { now: () => now };
  const ledgers = new Map<number, EffectLedger>();
  const ledger = (runtime: number) => {
    let found = ledgers.get(runtime);
    if (!found) {
      found = new EffectLedger();
      ledgers.set(runtime, found);
    }
    return found;
  };
  const inHost = <T>(runtime: number, work: (handle: CodemodeRuntimeHandle) => Promise<T>) =>
    runInDurableObject(env.HOST.get(env.HOST.idFromName(`load:${name}:${runtime}`)), (_instance, state) =>
      work(
        createCodemodeRuntime({
          ctx: state,
          connectors: [new LoadConnector(state, ledger(runtime))],
          clock,
          executor: new DynamicWorkerExecutor({ loader: env.LOADER, timeout: 30_000 }),
        }),
      ),
    );
  return {
    execute: (runtime, code) => inHost(runtime, (handle) => handle.execute({ code })),
    approve: (runtime, executionId) =>
      inHost(runtime, async (handle) => {
        for (const action of await handle.pending(executionId)) {
          ledger(runtime).recordApproval({
            executionId,
            connector: action.connector,
            method: action.method,
            argumentsKey: stableJson(action.args),
          });
        }
        return handle.approve({ executionId });
      }),
    sweep: (runtime, keep, maxAgeMs) =>
      inHost(runtime, async (handle) => {
        await handle.pruneExecutions(keep);
        return handle.expirePaused({ maxAgeMs });
      }),
    audit: async (runtime) => ({
      executions: (await inHost(runtime, (handle) => handle.executions())) as ObservedExecution[],
      effects: ledger(runtime).effects,
      approvals: ledger(runtime).approvals,
    }),
    advanceClock: (ms) => {
      now += ms;
    },
  };
}
