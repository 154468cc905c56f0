import { describe, expect, it } from "vitest";
import { type LoadScenario, runLoadScenario } from "../src/load/index.ts";
import { hostLoadTarget } from "./support/load-target.ts";

/** The smoke versions of the load benchmark's scenarios (`pnpm bench` runs 50 on one runtime and 200 on 20). */
const SCENARIOS: LoadScenario[] = [
  {
    name: "10 concurrent runs on one runtime",
    runtimes: 1,
    runsPerRuntime: 10,
    reads: 5,
    fillersPerRuntime: 3,
    abandonedPerRuntime: 2,
    approvalDelayMs: 30,
    expiryAgeMs: 1_500,
  },
  {
    name: "20 runs across 4 runtimes",
    runtimes: 4,
    runsPerRuntime: 5,
    reads: 5,
    fillersPerRuntime: 2,
    abandonedPerRuntime: 1,
    approvalDelayMs: 30,
    expiryAgeMs: 1_500,
  },
];

describe("load smoke: concurrent runs, approvals and sweeps", () => {
  it.each(SCENARIOS.map((scenario) => [scenario.name, scenario] as const))(
    "%s: every run completes, nothing is lost or stuck, every invariant holds",
    async (_name, scenario) => {
      const outcome = await runLoadScenario(hostLoadTarget(scenario.name), scenario);
      expect(outcome.violations).toEqual([]);
      expect(outcome.statuses).toEqual({ completed: scenario.runtimes * scenario.runsPerRuntime });
      expect(outcome.expired).toBe(scenario.runtimes * scenario.abandonedPerRuntime);
      expect(outcome.sweeps).toBeGreaterThan(1);
      console.log(
        `${scenario.name}: ${outcome.executionsPerSecond.toFixed(1)} executions/s, p50 ${outcome.latencyMs.p50} ms, p95 ${outcome.latencyMs.p95} ms, ${outcome.sweeps} sweeps`,
      );
    },
  );
});
