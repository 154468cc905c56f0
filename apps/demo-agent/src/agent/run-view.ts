import type { ExecutionState, PendingAction } from "codemode";
import type { PassView } from "./pass-history.ts";

/** Everything the page shows about one execution: its record, its passes and what a person can do next. */
export type RunView = {
  id: string;
  code: string;
  status: ExecutionState["status"];
  createdAt: number;
  updatedAt: number;
  result?: unknown;
  error?: string;
  logs?: string[];
  /** The log as the runtime keeps it now (after a rollback, entries read `reverted`). */
  log: ExecutionState["log"];
  pending: PendingAction[];
  passes: PassView[];
  /**
   * `connector.method` of each call a rollback undid. A rejected (or expired) action is `reverted` in the
   * log too, but it never ran, so it is not listed: its pass left it pending.
   */
  rolledBack: string[];
  /** Runs that are not live and have an applied call whose method has a `revert` can be rolled back. */
  canRollback: boolean;
  /** Only completed runs make sensible snippets. */
  canSaveSnippet: boolean;
};

/** Builds the page's view of an execution from the runtime's record and the demo's pass history. */
export function toRunView(
  execution: ExecutionState,
  passes: PassView[],
  revertible: ReadonlySet<string>,
): RunView {
  const pending: PendingAction[] =
    execution.status === "paused"
      ? execution.log
          .filter((entry) => entry.state === "pending")
          .map((entry) => ({
            executionId: execution.id,
            seq: entry.seq,
            connector: entry.connector,
            method: entry.method,
            args: entry.args,
            ...(entry.uncertain === true ? { uncertain: true } : {}),
          }))
      : [];
  const view: RunView = {
    id: execution.id,
    code: execution.code,
    status: execution.status,
    createdAt: execution.createdAt,
    updatedAt: execution.updatedAt,
    log: execution.log,
    pending,
    passes,
    rolledBack: rolledBackCalls(execution.log, passes),
    canRollback:
      execution.status !== "running" &&
      execution.status !== "rolled_back" &&
      execution.log.some(
        (entry) => entry.state === "applied" && revertible.has(`${entry.connector}.${entry.method}`),
      ),
    canSaveSnippet: execution.status === "completed",
  };
  if (execution.result !== undefined) view.result = execution.result;
  if (execution.error !== undefined) view.error = execution.error;
  if (execution.logs !== undefined && execution.logs.length > 0) view.logs = execution.logs;
  return view;
}

/** Reverted entries that had run: an entry the last recorded pass left pending was rejected, not undone. */
function rolledBackCalls(log: ExecutionState["log"], passes: readonly PassView[]): string[] {
  const lastPass = passes.at(-1)?.calls ?? [];
  const neverRan = new Set(lastPass.filter((call) => call.state === "pending").map((call) => call.seq));
  return log
    .filter((entry) => entry.state === "reverted" && !neverRan.has(entry.seq))
    .map((entry) => `${entry.connector}.${entry.method}`);
}
