import type { LoadSummary } from "./bench-results.ts";
import type { WorkerSession } from "./worker-session.ts";

/** Runs the load scenarios for both contenders (filled in with the load benchmark). */
export async function runLoad(_session: WorkerSession): Promise<LoadSummary[]> {
  return [];
}
