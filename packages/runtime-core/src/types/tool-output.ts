import type { PendingAction, ToolLogEntry } from "./execution.ts";

/** Input of the model-facing Code Mode tool. */
export type ProxyToolInput = { code: string };

/**
 * Outcome of one pass, as returned by `execute` and `approve`. Failures are an outcome, never a throw.
 * `calls` is the execution's log as it stands after the pass; the model-facing projection leaves it out.
 */
export type ProxyToolOutput =
  | { status: "completed"; executionId: string; result: unknown; logs?: string[]; calls?: ToolLogEntry[] }
  | { status: "paused"; executionId: string; pending: PendingAction[]; calls?: ToolLogEntry[] }
  | { status: "error"; executionId: string; error: string; logs?: string[]; calls?: ToolLogEntry[] };

/** Reshapes a completed result for the model; the audit trail keeps the raw value. */
export type TransformResult = (result: unknown) => unknown | Promise<unknown>;
