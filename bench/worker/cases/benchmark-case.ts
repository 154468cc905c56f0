import type { Contender, RunOutput } from "../contenders/contender.ts";

/** What one sample runs with, inside a contender's host Durable Object. */
export interface SampleContext {
  contender: Contender;
  /** The host's real state (each contender wraps it for its runtime). */
  ctx: DurableObjectState;
  loader: WorkerLoader;
  /** Round number, starting at 0 (warm-up rounds included). */
  round: number;
  now(): number;
  /** A value created once per host instance and reused by later samples (a warm runtime handle). */
  memo<T>(key: string, create: () => T): T;
}

/** One row of the results table. */
export interface BenchmarkCase {
  id: string;
  /** Rows with the same group are charted together (by `parameter`). */
  group: string;
  title: string;
  unit: string;
  /** The x value of the row in its group's chart (N, catalog size). */
  parameter?: number;
  /** The goal for ours/reference, when the project set one. */
  target?: { ratioAtMost: number };
  /** At most this many measured rounds (for slow rows whose samples barely vary). */
  maximumRounds?: number;
  /** Also measure this row with the Durable Objects' SQLite on disk. */
  alsoOnDisk?: boolean;
  /**
   * This row measures the row `variantOf` again with an event listener (or a tracer) attached to ours; the
   * report prints ours "with / none" from the two rows, measured one after the other in the same build.
   */
  variantOf?: string;
  /** Measures once and returns a value in `unit`; lower is better. */
  sample(context: SampleContext): Promise<number>;
}

/** Throws unless the run ended as expected: a benchmark of failing runs would measure the wrong thing. */
export function expectStatus(output: RunOutput, status: RunOutput["status"]): RunOutput {
  if (output.status !== status) {
    throw new Error(
      `benchmark run ended ${output.status}, expected ${status}: ${output.error ?? JSON.stringify(output).slice(0, 300)}`,
    );
  }
  return output;
}
