import type { LoadSummary } from "./bench-results.ts";
import type { WorkerSession } from "./worker-session.ts";

const SCENARIOS = ["one-runtime", "twenty-runtimes"];

/**
 * Runs each load scenario for both contenders, one after the other (the order alternates per scenario), and
 * prints one line per run. Invariant violations are reported, not thrown: the table shows them.
 */
export async function runLoad(session: WorkerSession): Promise<LoadSummary[]> {
  const summaries: LoadSummary[] = [];
  for (const [index, scenario] of SCENARIOS.entries()) {
    const order: Array<"ours" | "reference"> =
      index % 2 === 0 ? ["ours", "reference"] : ["reference", "ours"];
    for (const contender of order) {
      const outcome = await session.get<Omit<LoadSummary, "contender">>(
        `/load?contender=${contender}&scenario=${scenario}`,
      );
      const summary: LoadSummary = { ...outcome, contender };
      summaries.push(summary);
      console.log(
        `  ${summary.scenario}, ${contender}: ${summary.executionsPerSecond.toFixed(1)} executions/s, p50 ${summary.latencyMs.p50} ms, p95 ${summary.latencyMs.p95} ms, p99 ${summary.latencyMs.p99} ms, ${summary.violations.length} violation(s)`,
      );
    }
  }
  return summaries;
}
