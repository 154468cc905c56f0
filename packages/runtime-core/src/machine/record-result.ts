import { encodeDurable, encodeDurableChecked } from "../codec/durable-codec.ts";
import { MAX_EXECUTION_LOG_BYTES } from "../constants.ts";
import { errorMessage } from "../errors.ts";
import { callLabel } from "../identity/call-identity.ts";
import type { ExecutionPatch, StoredEntry } from "./records.ts";
import { entrySize, type WorkingExecution } from "./working-execution.ts";

/** The outcome of recording what an executed call returned or threw. */
export interface RecordTransition {
  patch?: ExecutionPatch;
  /** Set when the value could not be recorded: the run failed with this message. */
  failed?: string;
}

/**
 * Records the result of an executed call or step: the entry becomes `applied` (an ephemeral entry without
 * its result). The effect happened, so it is recorded whatever the execution's status is now. A result that
 * cannot be stored (too large, not serializable) marks the entry `error` and fails the run with a message the
 * model can act on, because replay could not return it.
 */
export function recordResult(
  working: WorkingExecution,
  seq: number,
  result: unknown,
  now: number,
): RecordTransition {
  const entry = working.entries.get(seq);
  if (entry?.state !== "executing") return {};
  if (entry.ephemeral) {
    const applied: StoredEntry = { ...entry, state: "applied" };
    delete applied.result;
    return { patch: { entries: [applied], updatedAt: now } };
  }
  let encoded: string;
  try {
    encoded = encodeDurableChecked(`The result of ${callLabel(entry)}`, result);
  } catch (error) {
    const message = errorMessage(error);
    return { patch: failedRecord(working, entry, message, now), failed: message };
  }
  const applied: StoredEntry = { ...entry, state: "applied", result: encoded };
  if (working.logBytes - entrySize(entry) + entrySize(applied) > MAX_EXECUTION_LOG_BYTES) {
    const message = `The result of ${callLabel(entry)} (${encoded.length} characters) does not fit in this execution's log: its arguments and results are limited to ${MAX_EXECUTION_LOG_BYTES} characters in all (MAX_EXECUTION_LOG_BYTES). Return less data per call, or split the work over several executions.`;
    return { patch: failedRecord(working, entry, message, now), failed: message };
  }
  return { patch: { entries: [applied], updatedAt: now } };
}

/** The patch that records `entry` as failed with `message` and ends a live run with it. */
function failedRecord(
  working: WorkingExecution,
  entry: StoredEntry,
  message: string,
  now: number,
): ExecutionPatch {
  const patch: ExecutionPatch = {
    entries: [{ ...entry, state: "error", result: encodeDurable(message) }],
    updatedAt: now,
  };
  if (working.row.status === "running" || working.row.status === "paused")
    patch.set = { status: "error", error: message };
  return patch;
}

/**
 * Records that an executed call or step threw. The entry becomes `error` with the message, so a later pass
 * that reaches it throws the same error instead of running the call again. The execution goes on: the code
 * may catch the error.
 */
export function recordFailure(
  working: WorkingExecution,
  seq: number,
  error: unknown,
  now: number,
): RecordTransition {
  const entry = working.entries.get(seq);
  if (entry?.state !== "executing") return {};
  const message = errorMessage(error);
  return {
    patch: { entries: [{ ...entry, state: "error", result: encodeDurable(message) }], updatedAt: now },
  };
}
