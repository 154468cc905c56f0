/** How long to repeat an operation for one sample. */
export interface RepeatOptions {
  /** Keep repeating until at least this many milliseconds passed (the local clock ticks in whole ms). */
  minimumMs: number;
  /** Run at least this many times. */
  minimumRuns?: number;
  /** Never run more than this many times. */
  maximumRuns?: number;
}

/**
 * Milliseconds per run of `operation`, repeated until the sample is long enough to read on a clock with a
 * resolution of one millisecond (workerd's `performance.now()` locally). Repeats run one after another.
 */
export async function millisecondsPerRun(
  now: () => number,
  operation: () => Promise<unknown>,
  options: RepeatOptions,
): Promise<number> {
  const minimumRuns = options.minimumRuns ?? 1;
  const maximumRuns = options.maximumRuns ?? 100_000;
  let runs = 0;
  const started = now();
  let elapsed = 0;
  while (runs < maximumRuns && (runs < minimumRuns || elapsed < options.minimumMs)) {
    await operation();
    runs++;
    elapsed = now() - started;
  }
  return elapsed / runs;
}

/** The median of a non-empty list. */
export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** The `share` quantile (0..1) of a non-empty list, linearly interpolated. */
export function quantile(values: readonly number[], share: number): number {
  if (values.length === 0) throw new Error("quantile of an empty list");
  const sorted = [...values].sort((left, right) => left - right);
  const position = (sorted.length - 1) * share;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = sorted[below] as number;
  const high = sorted[above] as number;
  return low + (high - low) * (position - below);
}
