import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { type CodemodeRuntimeHandle, createCodemodeRuntime } from "@codemode/durable-storage";
import { DynamicWorkerExecutor, type DynamicWorkerExecutorOptions } from "@codemode/worker-executor";
import { AbuseConnector } from "./abuse-connector.ts";

/**
 * The runaway-code budget of the abuse suites: small, so a hostile loop or recursion ends in milliseconds
 * (a real unbounded loop would freeze the whole local workerd; the budget is what prevents it).
 */
export const ABUSE_BUDGET = { loopIterations: 200_000, functionCalls: 100_000 } as const;

/** An executor on the real Worker Loader with the abuse budget and a short timeout. */
export function abuseExecutor(options: Partial<DynamicWorkerExecutorOptions> = {}): DynamicWorkerExecutor {
  return new DynamicWorkerExecutor({ loader: env.LOADER, timeout: 3_000, budget: ABUSE_BUDGET, ...options });
}

/** Runs `work` in the scope's host with a runtime over the abuse connector, as an application builds it. */
export function inAbuseHost<T>(
  scope: string,
  work: (runtime: CodemodeRuntimeHandle, state: DurableObjectState) => Promise<T>,
): Promise<T> {
  const stub = env.HOST.get(env.HOST.idFromName(`abuse:${scope}`));
  return runInDurableObject(stub, async (_instance, state) =>
    work(
      createCodemodeRuntime({
        ctx: state,
        connectors: [new AbuseConnector(state, scope)],
        executor: abuseExecutor(),
      }),
      state,
    ),
  );
}
