import { median, quantile } from "../worker/measure/timing.ts";
import type { Summary } from "./bench-results.ts";

/** Median and quartiles of a non-empty list of samples. */
export function summarize(samples: readonly number[]): Summary {
  return {
    median: median(samples),
    p25: quantile(samples, 0.25),
    p75: quantile(samples, 0.75),
    samples: samples.length,
  };
}

/** A number with about three significant digits, for tables. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const magnitude = Math.abs(value);
  if (magnitude >= 100) return value.toFixed(0);
  if (magnitude >= 10) return value.toFixed(1);
  if (magnitude >= 1) return value.toFixed(2);
  return value.toFixed(3);
}
