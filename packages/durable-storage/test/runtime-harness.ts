import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { DynamicWorkerExecutor } from "@codemode/worker-executor";
import {
  type CodemodeRuntimeHandle,
  type CreateCodemodeRuntimeOptions,
  createCodemodeRuntime,
} from "../src/index.ts";
import { NotesConnector, TrackerConnector, world } from "./connectors.ts";

/** Options for one host's runtime in a test. */
export type RuntimeOverrides = Partial<Omit<CreateCodemodeRuntimeOptions, "ctx">> & {
  withoutNotes?: boolean;
};

/**
 * Runs `work` inside the test's host Durable Object (one per scope, so each test has its own storage) with a
 * runtime built the way an application builds it: the host's ctx, real connectors, a real Worker Loader.
 */
export async function inHost<T>(
  scope: string,
  work: (runtime: CodemodeRuntimeHandle, state: DurableObjectState) => Promise<T>,
  overrides: RuntimeOverrides = {},
): Promise<T> {
  const stub = env.HOST.get(env.HOST.idFromName(scope));
  return runInDurableObject(stub, async (_instance, state) => {
    const { withoutNotes, ...options } = overrides;
    const connectors = [
      new TrackerConnector(state, scope),
      ...(withoutNotes ? [] : [new NotesConnector(state, scope)]),
    ];
    const runtime = createCodemodeRuntime({
      ctx: state,
      connectors,
      executor: new DynamicWorkerExecutor({ loader: env.LOADER }),
      ...options,
    });
    return work(runtime, state);
  });
}

/** How many times the tracker executed `method` in this scope. */
export function count(scope: string, method: string): number {
  return world(scope).calls.filter((call) => call.method === method).length;
}

export { world };
