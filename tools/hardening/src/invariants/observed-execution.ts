/** A log entry as both implementations document it (`ToolLogEntry`). */
export interface ObservedEntry {
  seq: number;
  connector: string;
  method: string;
  args: unknown;
  state: "executing" | "applied" | "pending" | "reverted" | "error";
  requiresApproval: boolean;
  /**
   * codemode: an approval-gated call that was in flight when its host died; it may or may not have run. If a
   * human rejects it, it is recorded `reverted` and keeps this flag: the action may have taken effect.
   */
  uncertain?: boolean;
}

/** An execution record as both implementations document it (`ExecutionState`). */
export interface ObservedExecution {
  id: string;
  status: string;
  log: ObservedEntry[];
}

/** Every documented execution status. */
export const DOCUMENTED_STATUSES: ReadonlySet<string> = new Set([
  "running",
  "paused",
  "completed",
  "error",
  "rejected",
  "rolled_back",
]);

/** The documented terminal statuses: an execution that ends, ends in one of these. */
export const TERMINAL_STATUSES: ReadonlySet<string> = new Set([
  "completed",
  "error",
  "rejected",
  "rolled_back",
]);

/**
 * Entry state changes a runtime may make between two observations. Anything else (an entry disappearing,
 * an applied entry going back to executing) means a record was lost or rewritten.
 */
export const ALLOWED_TRANSITIONS: Readonly<Record<ObservedEntry["state"], ReadonlySet<string>>> = {
  pending: new Set(["pending", "executing", "applied", "error", "reverted"]),
  // an executing entry whose host died may become an uncertain pending action (codemode's recover)
  executing: new Set(["executing", "applied", "error", "pending"]),
  applied: new Set(["applied", "reverted"]),
  error: new Set(["error"]),
  reverted: new Set(["reverted"]),
};
