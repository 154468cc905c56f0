import {
  type LoadOutcome,
  type LoadScenario,
  type LoadTarget,
  runLoadScenario,
} from "@codemode-internal/hardening/load";
import type { BenchEnv } from "../env.ts";
import type { BenchHost } from "../hosts/bench-host.ts";

/** The load benchmark's scenarios, by id. */
export const LOAD_SCENARIOS: Record<string, LoadScenario> = {
  "one-runtime": {
    name: "50 concurrent runs on one runtime",
    runtimes: 1,
    runsPerRuntime: 50,
    reads: 10,
    fillersPerRuntime: 5,
    abandonedPerRuntime: 3,
    approvalDelayMs: 50,
    expiryAgeMs: 6_000,
  },
  "twenty-runtimes": {
    name: "200 runs across 20 runtimes",
    runtimes: 20,
    runsPerRuntime: 10,
    reads: 10,
    fillersPerRuntime: 2,
    abandonedPerRuntime: 1,
    approvalDelayMs: 50,
    expiryAgeMs: 6_000,
  },
};

let generation = 0;

/** A load target over one contender's host Durable Objects, fresh ones for every scenario run. */
function hostTarget(env: BenchEnv, contender: "ours" | "reference", scenario: string): LoadTarget {
  const namespace = contender === "ours" ? env.OUR_HOST : env.REFERENCE_HOST;
  const prefix = `load:${scenario}:${generation++}`;
  const host = (runtime: number) =>
    namespace.get(namespace.idFromName(`${prefix}:${runtime}`)) as unknown as DurableObjectStub<BenchHost>;
  return {
    execute: (runtime, code) => host(runtime).loadExecute(code),
    approve: (runtime, executionId) => host(runtime).loadApprove(executionId),
    sweep: (runtime, keep, maxAgeMs) => host(runtime).loadSweep(keep, maxAgeMs),
    audit: (runtime) => host(runtime).loadAudit(),
  };
}

/** Runs one load scenario for one contender (see `runLoadScenario` in the hardening package). */
export function runBenchLoad(
  env: BenchEnv,
  contender: "ours" | "reference",
  scenario: string,
): Promise<LoadOutcome> {
  const shape = LOAD_SCENARIOS[scenario];
  if (!shape)
    throw new Error(`No load scenario "${scenario}"; use ${Object.keys(LOAD_SCENARIOS).join(" or ")}.`);
  return runLoadScenario(hostTarget(env, contender, scenario), shape);
}
