const MAX_LATENCY_MS = 2_000;

/**
 * Parses `SERVICE_LATENCY_MS`: the delay each connector call to a "remote" service (the tracker and the team
 * API) waits, so a run takes long enough for the page's live status to show each call. Missing or invalid
 * values mean no delay; values are capped at two seconds so a typo cannot stall the demo.
 */
export function parseLatency(value: string | undefined): number {
  const parsed = Number(value);
  if (value === undefined || value.trim() === "" || !Number.isFinite(parsed) || parsed <= 0) return 0;
  return Math.min(Math.round(parsed), MAX_LATENCY_MS);
}

/** Waits `milliseconds` (nothing for 0). */
export function simulateLatency(milliseconds: number): Promise<void> {
  if (milliseconds <= 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}
