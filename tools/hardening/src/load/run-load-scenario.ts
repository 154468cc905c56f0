import { EffectLedger, invariantViolations } from "../invariants/index.ts";
import { type LatencySummary, latencySummary } from "./latency-summary.ts";
import type { LoadTarget } from "./load-target.ts";
import { expectedSum, loadProgram } from "./load-tools.ts";

/** The shape of one load scenario. */
export interface LoadScenario {
  name: string;
  runtimes: number;
  runsPerRuntime: number;
  /** Logged reads per run before its approval-gated write. */
  reads: number;
  /** Completed runs created before the scenario, for the retention sweeps to delete. */
  fillersPerRuntime: number;
  /** Paused runs nobody approves, created before the scenario, for the expiry sweeps to expire. */
  abandonedPerRuntime: number;
  /** Each approval arrives after a random delay up to this (the human), while other runs execute. */
  approvalDelayMs: number;
  /**
   * The expiry sweeps' `maxAgeMs`. The abandoned runs are this old (plus a margin) when the scenario starts.
   * With a target that has `advanceClock`, the clock moves only then, so no scenario run ever reaches this age;
   * on wall-clock time (the benchmark) a scenario run must not stay paused this long.
   */
  expiryAgeMs: number;
}

/** What a scenario measured and whether every invariant held. */
export interface LoadOutcome {
  scenario: string;
  runs: number;
  runtimes: number;
  wallMs: number;
  executionsPerSecond: number;
  /** Per run: time spent in execute plus time spent in approve (the human's delay excluded). */
  latencyMs: LatencySummary;
  /** Final status of every scenario run. */
  statuses: Record<string, number>;
  sweeps: number;
  expired: number;
  violations: string[];
}

/**
 * How much older than `expiryAgeMs` the abandoned runs are when the scenario starts. On wall-clock time,
 * Durable Objects read the clock at their own I/O, so under load two objects' clocks can differ by hundreds of
 * milliseconds; on a scenario clock the margin only keeps the ages apart.
 */
const EXPIRY_MARGIN_MS = 1_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const byRuntime = (count: number) => Array.from({ length: count }, (_, runtime) => runtime);

/**
 * Runs a load scenario: concurrent runs on every runtime, each making logged reads, pausing for an
 * approval-gated write and being approved after a random delay (so approvals arrive while other runs
 * execute), with retention (`pruneExecutions`) and expiry (`expirePaused`) sweeps running the whole time.
 * Expiry is aimed at the abandoned runs made before the scenario (older than the sweeps' age threshold;
 * see {@link LoadTarget.advanceClock} for why the scenario's own runs never are); retention keeps as many
 * terminal runs as the scenario has per runtime, so it deletes the fillers and never a scenario run. Then it checks every invariant and that nothing was lost: every run
 * completed with the right result, none is left running, every abandoned run expired.
 */
export async function runLoadScenario(target: LoadTarget, scenario: LoadScenario): Promise<LoadOutcome> {
  const runtimes = byRuntime(scenario.runtimes);
  const abandoned = new Set<string>();
  await Promise.all(
    runtimes.map(async (runtime) => {
      for (let index = 0; index < scenario.fillersPerRuntime; index++)
        await target.execute(runtime, "async () => 1");
      for (let index = 0; index < scenario.abandonedPerRuntime; index++) {
        const output = await target.execute(runtime, loadProgram(-1 - index, 1));
        if (output.status !== "paused")
          throw new Error(`an abandoned run did not pause: ${JSON.stringify(output)}`);
        abandoned.add(output.executionId);
      }
    }),
  );
  if (target.advanceClock) target.advanceClock(scenario.expiryAgeMs + EXPIRY_MARGIN_MS);
  else await sleep(scenario.expiryAgeMs + EXPIRY_MARGIN_MS);
  const expired = new Set<string>();
  let sweeping = true;
  let sweeps = 0;
  const sweepAll = async () => {
    await Promise.all(
      runtimes.map(async (runtime) => {
        for (const id of await target.sweep(runtime, scenario.runsPerRuntime, scenario.expiryAgeMs))
          expired.add(id);
      }),
    );
    sweeps++;
  };
  const sweeper = (async () => {
    while (sweeping) {
      await sweepAll();
      await sleep(20);
    }
  })();

  const started = Date.now();
  const latencies: number[] = [];
  const outputs = new Map<string, { runtime: number; status: string; result?: unknown; error?: string }>();
  const failures: string[] = [];
  await Promise.all(
    runtimes.flatMap((runtime) =>
      byRuntime(scenario.runsPerRuntime).map(async (index) => {
        const run = runtime * scenario.runsPerRuntime + index;
        const delay = random(run + 1)() * scenario.approvalDelayMs;
        const executeStart = Date.now();
        const paused = await target.execute(runtime, loadProgram(run, scenario.reads));
        const executeMs = Date.now() - executeStart;
        if (paused.status !== "paused") {
          failures.push(`run ${run} did not pause: ${paused.status} ${paused.error ?? ""}`);
          outputs.set(paused.executionId || `run ${run}`, {
            runtime,
            status: paused.status,
            error: paused.error,
          });
          return;
        }
        await sleep(delay);
        const approveStart = Date.now();
        const done = await target.approve(runtime, paused.executionId);
        latencies.push(executeMs + Date.now() - approveStart);
        outputs.set(paused.executionId, {
          runtime,
          status: done.status,
          result: done.result,
          error: done.error,
        });
      }),
    ),
  );
  const wallMs = Date.now() - started;
  sweeping = false;
  await sweeper;
  await sweepAll();

  const violations = [...failures];
  const statuses: Record<string, number> = {};
  for (const [id, output] of outputs) {
    statuses[output.status] = (statuses[output.status] ?? 0) + 1;
    const sum = (output.result as { sum?: number } | undefined)?.sum;
    if (output.status !== "completed")
      violations.push(`run ${id} ended ${output.status}: ${output.error ?? ""}`);
    else if (sum !== expectedSum(scenario.reads)) violations.push(`run ${id} computed ${sum}`);
    if (expired.has(id)) violations.push(`run ${id} was expired while it was in flight`);
  }
  for (const runtime of runtimes) {
    const audit = await target.audit(runtime);
    const ledger = new EffectLedger();
    ledger.effects.push(...audit.effects);
    ledger.approvals.push(...audit.approvals);
    violations.push(
      ...invariantViolations({
        ledger,
        snapshots: [],
        final: audit.executions,
        requireTerminal: true,
        allowDeletion: true,
      }),
    );
    const records = new Map(audit.executions.map((execution) => [execution.id, execution]));
    for (const [id, output] of outputs) {
      if (output.runtime !== runtime) continue;
      const record = records.get(id);
      if (!record) violations.push(`run ${id} lost its record`);
      else if (record.status !== "completed") violations.push(`run ${id} is recorded as ${record.status}`);
    }
    for (const execution of audit.executions) {
      if (execution.status === "running") violations.push(`execution ${execution.id} is stuck running`);
    }
  }
  for (const id of abandoned) if (!expired.has(id)) violations.push(`abandoned run ${id} was never expired`);
  for (const id of expired) {
    if (!abandoned.has(id) && !outputs.has(id))
      violations.push(`expirePaused reported ${id}, which was never live`);
  }
  const runs = outputs.size;
  return {
    scenario: scenario.name,
    runs,
    runtimes: scenario.runtimes,
    wallMs,
    executionsPerSecond: runs / (wallMs / 1000),
    latencyMs: latencySummary(latencies.length > 0 ? latencies : [0]),
    statuses,
    sweeps,
    expired: expired.size,
    violations,
  };
}
