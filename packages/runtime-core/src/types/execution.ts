/**
 * Durable execution records: the audit trail and the replay spine.
 *
 * Field names and unions match the documented Code Mode API exactly; every field codemode adds beyond the
 * documented shape is optional, so records stay assignable to the documented types.
 */

/** Lifecycle of one execution. `running` and `paused` are live; the other four are terminal. */
export type ExecutionStatus = "running" | "paused" | "completed" | "error" | "rejected" | "rolled_back";

/** Terminal statuses, passed to `disposeExecution`. A paused run is not terminal: it may resume. */
export type ExecutionEndStatus = "completed" | "error" | "rejected" | "rolled_back";

/** How one pass ended, passed to `onPassEnd`: a terminal status or `"paused"`. */
export type PassEndStatus = ExecutionEndStatus | "paused";

/** State of one log entry. */
export type ToolLogEntryState = "executing" | "applied" | "pending" | "reverted" | "error";

/** One connector call or `codemode.step` in an execution's durable log. */
export type ToolLogEntry = {
  /** Position in the execution's call sequence, stable across passes. */
  seq: number;
  /** Connector name, or `"__step"` for a `codemode.step` entry. */
  connector: string;
  /** Method name, or the step name for a `codemode.step` entry. */
  method: string;
  args: unknown;
  /** Recorded result, present once applied (never for ephemeral entries). For `error` entries, the error message. */
  result?: unknown;
  /** Whether this call paused for approval before executing. */
  requiresApproval: boolean;
  /** Entry of a `replay: "reexecute"` tool: its result is not stored and it runs again on replay. */
  ephemeral?: boolean;
  state: ToolLogEntryState;
  /**
   * codemode: causal identity of the call, derived inside the sandbox from which earlier call's continuation
   * issued it and in what order there. Replay matches calls by it, so concurrent branches replay identically
   * even when their timing differs between passes.
   */
  cause?: string;
  /** codemode: epoch ms when the runtime decided this entry; the sandbox clock reads it on replay. */
  at?: number;
  /** codemode: the stable idempotency key given to the connector for this call. */
  idempotencyKey?: string;
  /**
   * codemode: set on an approval-gated entry that was executing when its host died. Whether the action took
   * effect is unknown, so it waits for a human to approve it again (or reject it) instead of running twice.
   */
  uncertain?: boolean;
};

/** One execution: its code, status, log and outcome. */
export type ExecutionState = {
  id: string;
  code: string;
  status: ExecutionStatus;
  log: ToolLogEntry[];
  result?: unknown;
  error?: string;
  logs?: string[];
  /** Every connector configured when the execution started; replay and snippets require all of them. */
  connectors?: string[];
  /** Epoch ms. */
  createdAt: number;
  /** Epoch ms of the last state change. */
  updatedAt: number;
  /** codemode: seed of the sandbox's `Math.random` and `crypto` randomness, fixed for the execution. */
  seed?: string;
  /** codemode: fencing number of the current pass; a write from an older pass is refused. */
  attempt?: number;
};

/** An action waiting for a human decision. */
export type PendingAction = {
  executionId: string;
  seq: number;
  connector: string;
  method: string;
  args: unknown;
  /** codemode: the action was in flight when its host died; it may or may not have taken effect. */
  uncertain?: boolean;
};

/** What the runtime decides for one connector call or step during a pass. */
export type ToolDecision =
  | { kind: "replay"; result: unknown }
  | { kind: "execute"; seq: number }
  | { kind: "pause"; seq: number };

/** Connector name of `codemode.step` log entries. */
export const STEP_CONNECTOR = "__step";

/** Statuses after which an execution never runs again. */
export const TERMINAL_STATUSES: readonly ExecutionEndStatus[] = [
  "completed",
  "error",
  "rejected",
  "rolled_back",
];

/** Whether a status is terminal. */
export function isTerminalStatus(status: ExecutionStatus): status is ExecutionEndStatus {
  return (TERMINAL_STATUSES as readonly string[]).includes(status);
}
