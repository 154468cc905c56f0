import { decodeDurable } from "../codec/durable-codec.ts";
import { idempotencyKey } from "../identity/call-identity.ts";
import type { StoredEntry, StoredExecution } from "../machine/records.ts";
import {
  type ExecutionState,
  type PendingAction,
  STEP_CONNECTOR,
  type ToolLogEntry,
} from "../types/execution.ts";

/** The public form of a stored entry, with arguments and result decoded and its idempotency key derived. */
export function toLogEntry(entry: StoredEntry, executionId: string): ToolLogEntry {
  const out: ToolLogEntry = {
    seq: entry.seq,
    connector: entry.connector,
    method: entry.method,
    args: decodeDurable(entry.args),
    requiresApproval: entry.requiresApproval,
    state: entry.state,
  };
  if (entry.result !== undefined) out.result = decodeDurable(entry.result);
  if (entry.ephemeral) out.ephemeral = true;
  if (entry.cause !== undefined) out.cause = entry.cause;
  if (entry.at !== undefined) out.at = entry.at;
  if (entry.connector !== STEP_CONNECTOR) out.idempotencyKey = idempotencyKey(executionId, entry.seq, entry);
  if (entry.uncertain) out.uncertain = true;
  return out;
}

/** Pending actions of a paused execution, in call order. */
export function pendingActions(executionId: string, entries: Iterable<StoredEntry>): PendingAction[] {
  const out: PendingAction[] = [];
  for (const entry of entries) {
    if (entry.state !== "pending") continue;
    const action: PendingAction = {
      executionId,
      seq: entry.seq,
      connector: entry.connector,
      method: entry.method,
      args: decodeDurable(entry.args),
    };
    if (entry.uncertain) action.uncertain = true;
    out.push(action);
  }
  return out.sort((left, right) => left.seq - right.seq);
}

/** The public form of a stored execution. */
export function toExecutionState(stored: StoredExecution): ExecutionState {
  const state: ExecutionState = {
    id: stored.id,
    code: stored.code,
    status: stored.status,
    log: stored.log.map((entry) => toLogEntry(entry, stored.id)),
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt,
    seed: stored.seed,
    attempt: stored.attempt,
  };
  if (stored.result !== undefined) state.result = decodeDurable(stored.result);
  if (stored.error !== undefined) state.error = stored.error;
  if (stored.logs !== undefined) state.logs = stored.logs;
  if (stored.connectors !== undefined) state.connectors = stored.connectors;
  return state;
}
