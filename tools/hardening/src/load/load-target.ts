import type { Approval, Effect, ObservedExecution } from "../invariants/index.ts";

/** The documented outcome of an execute or approve, reduced to what the load driver needs. */
export interface LoadRunOutput {
  status: string;
  executionId: string;
  result?: unknown;
  error?: string;
}

/** What one runtime saw during a scenario. */
export interface LoadAudit {
  executions: ObservedExecution[];
  effects: Effect[];
  approvals: Approval[];
}

/**
 * The runtimes a load scenario drives, each in its own host. Every method is one request to the host; the
 * host records effects and approvals in its ledger (approve reads the pending actions, records that a
 * human approved them, then approves).
 */
export interface LoadTarget {
  execute(runtime: number, code: string): Promise<LoadRunOutput>;
  approve(runtime: number, executionId: string): Promise<LoadRunOutput>;
  /** Retention and expiry: `pruneExecutions(keep)`, then `expirePaused({ maxAgeMs })`; answers the expired ids. */
  sweep(runtime: number, keep: number, maxAgeMs: number): Promise<string[]>;
  /** Every execution (with its log), and the ledger. */
  audit(runtime: number): Promise<LoadAudit>;
  /**
   * Moves the runtimes' clock forward by `ms`, for a target whose runtimes read a clock the scenario owns
   * (`createCodemodeRuntime({ clock })`) and that stands still otherwise. Ages are then decided by the scenario
   * alone: the abandoned runs are old because the scenario made them so, and a scenario run is never old,
   * however slowly the machine runs it. Without it (the benchmark's reference contender has no clock option)
   * the scenario waits in real time, and a run that stays paused longer than `expiryAgeMs` can be expired.
   */
  advanceClock?(ms: number): void;
}
