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

/**
 * What a call to a "remote" service waits before it is answered: a fixed delay in milliseconds (the demo's
 * `SERVICE_LATENCY_MS`), or a function of the operation, which tests use to hold one service's calls at a gate
 * so two runs overlap deterministically.
 */
export type ServiceLatency = number | ((operation: string) => Promise<void>);

/** Waits what `latency` says for `operation` (nothing for 0). */
export function simulateLatency(latency: ServiceLatency, operation: string): Promise<void> {
  if (typeof latency === "function") return latency(operation);
  if (latency <= 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, latency));
}
