/** Percentiles of a latency sample, in milliseconds. */
export interface LatencySummary {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles of a non-empty sample. */
export function latencySummary(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((left, right) => left - right);
  const rank = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
  return { p50: rank(0.5), p95: rank(0.95), p99: rank(0.99), max: sorted.at(-1) ?? 0 };
}
