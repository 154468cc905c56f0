import { encodeDurable } from "../codec/durable-codec.ts";
import { versionRefusal } from "../identity/identity-versions.ts";
import { type ExecutionStatus, isTerminalStatus, STEP_CONNECTOR } from "../types/execution.ts";
import {
  EXPIRED_PAUSED,
  EXPIRED_RUNNING,
  missingConnectors,
  notPaused,
  rejectedAction,
  UNCERTAIN_REJECTED,
} from "./messages.ts";
import type { ExecutionPatch, StoredEntry, StoredExecutionRow } from "./records.ts";

/** What a request to start another pass of an execution requires. */
export interface ResumeConditions {
  /** The status the execution must have: `paused` to approve, `running` to recover. */
  from: "paused" | "running";
  /** Connector names configured now; every connector the execution recorded must be among them. */
  configured: readonly string[];
  /** The pending action the caller approves: refused when the run now waits on another one. */
  expectPending?: number;
}

/** Why an execution cannot start another pass, or `undefined` when it can. */
export function resumeRefusal(
  row: StoredExecutionRow,
  log: readonly StoredEntry[],
  conditions: ResumeConditions,
): string | undefined {
  if (row.status !== conditions.from) {
    if (conditions.from === "paused") return notPaused(row.id, row.status);
    return `Execution "${row.id}" is not running (status: ${row.status}); only a run whose host stopped mid-pass can be recovered.`;
  }
  const versions = versionRefusal(row);
  if (versions) return versions;
  const configured = new Set(conditions.configured);
  const missing = (row.connectors ?? []).filter((name) => !configured.has(name));
  if (missing.length > 0) return missingConnectors(`Execution "${row.id}"`, missing);
  const expected = conditions.expectPending;
  if (expected !== undefined) {
    const pending = log.filter((entry) => entry.state === "pending");
    if (!pending.some((entry) => entry.seq === expected)) {
      const now = pending.map((entry) => `step ${entry.seq} (${entry.connector}.${entry.method})`).join(", ");
      return `Execution "${row.id}" no longer waits on step ${expected}; it now waits on ${now || "nothing"}. Refresh the pending actions and approve what is shown.`;
    }
  }
  return undefined;
}

/** The patch that starts a new pass: status `running` and a new fencing number. */
export function startPass(row: StoredExecutionRow, now: number): ExecutionPatch {
  return { set: { status: "running", attempt: row.attempt + 1 }, updatedAt: now };
}

/**
 * Rejects one pending action of a paused run: the action becomes `reverted`, the run `rejected`. Anything
 * else (not paused, not pending) is a stale reject and changes nothing (`undefined`).
 */
export function rejectAction(
  row: StoredExecutionRow,
  entry: StoredEntry | undefined,
  now: number,
): ExecutionPatch | undefined {
  if (row.status !== "paused" || entry?.state !== "pending") return undefined;
  return {
    entries: [rejectedEntry(entry)],
    set: { status: "rejected", error: rejectedAction(`${entry.connector}.${entry.method}`) },
    updatedAt: now,
  };
}

/**
 * A pending action that will never run. An uncertain one may already have taken effect (its host died during
 * the call), so it is kept as an `error` that says so rather than claimed `reverted`.
 */
function rejectedEntry(entry: StoredEntry): StoredEntry {
  if (entry.uncertain) return { ...entry, state: "error", result: encodeDurable(UNCERTAIN_REJECTED) };
  return { ...entry, state: "reverted" };
}

/** Applied connector actions in reverse call order: what rollback tries to revert (steps are never reverted). */
export function rollbackPlan(log: readonly StoredEntry[]): StoredEntry[] {
  return log
    .filter((entry) => entry.state === "applied" && entry.connector !== STEP_CONNECTOR)
    .sort((left, right) => right.seq - left.seq);
}

/** Why rollback cannot start, or `undefined`. */
export function rollbackRefusal(row: Pick<StoredExecutionRow, "id" | "status">): string | undefined {
  if (row.status === "running") {
    return `Execution "${row.id}" is running; wait until it pauses or finishes, then roll it back.`;
  }
  return undefined;
}

/** Marks one entry reverted. */
export function markReverted(entry: StoredEntry, now: number): ExecutionPatch {
  return { entries: [{ ...entry, state: "reverted" }], updatedAt: now };
}

/** Ends a rollback that reverted at least one action: the run becomes `rolled_back`. */
export function finishRollback(reverted: number, now: number): ExecutionPatch | undefined {
  return reverted > 0 ? { set: { status: "rolled_back" }, updatedAt: now } : undefined;
}

/** The statuses `expireExecution` may end: a store looks for stale executions only among these. */
export const EXPIRABLE_STATUSES = ["paused", "running"] as const satisfies readonly ExecutionStatus[];

/** The instant before which a live execution's last update makes it stale (it expires). */
export function staleBefore(now: number, maxAgeMs: number): number {
  return now - maxAgeMs;
}

/**
 * Expires a stale live run: a paused run nobody answered becomes `rejected` (its pending actions `reverted`),
 * a running run whose host never finished becomes `error`. Fresh or terminal runs are left alone.
 */
export function expireExecution(
  row: StoredExecutionRow,
  log: readonly StoredEntry[],
  now: number,
  maxAgeMs: number,
): ExecutionPatch | undefined {
  if (row.updatedAt >= staleBefore(now, maxAgeMs)) return undefined;
  if (row.status === "paused") {
    return {
      entries: log.filter((entry) => entry.state === "pending").map(rejectedEntry),
      set: { status: "rejected", error: EXPIRED_PAUSED },
      updatedAt: now,
    };
  }
  if (row.status === "running") {
    // A new fencing number, so a pass that is in fact still alive can apply nothing more.
    return { set: { status: "error", error: EXPIRED_RUNNING, attempt: row.attempt + 1 }, updatedAt: now };
  }
  return undefined;
}

/** Summary of an execution, enough to choose what retention deletes. */
export interface ExecutionSummary {
  id: string;
  status: ExecutionStatus;
  createdAt: number;
}

/**
 * The executions retention deletes: terminal ones beyond the newest `keep` (newest by `createdAt`, then id).
 * Running and paused executions are never deleted; `protectId` (the run being started) neither.
 */
export function selectPrunable(
  summaries: readonly ExecutionSummary[],
  keep: number,
  protectId?: string,
): string[] {
  const terminal = summaries
    .filter((summary) => isTerminalStatus(summary.status) && summary.id !== protectId)
    .sort(newestFirst);
  return terminal.slice(Math.max(0, keep)).map((summary) => summary.id);
}

/** Orders executions newest first: by creation time, then by id. */
export function newestFirst(left: ExecutionSummary, right: ExecutionSummary): number {
  if (left.createdAt !== right.createdAt) return right.createdAt - left.createdAt;
  return left.id < right.id ? 1 : left.id > right.id ? -1 : 0;
}
