import { canonicalJson, valueTooLargeError } from "../codec/durable-codec.ts";
import { MAX_DURABLE_VALUE_BYTES, MAX_EXECUTION_LOG_BYTES, MAX_EXECUTION_LOG_ENTRIES } from "../constants.ts";
import { errorMessage } from "../errors.ts";
import { callLabel, idempotencyKey } from "../identity/call-identity.ts";
import {
  differentArguments,
  differentCall,
  logFull,
  newCallBeforeRecorded,
  revertedEntry,
} from "./messages.ts";
import type { ExecutionPatch, StoredEntry } from "./records.ts";
import { entrySize, type WorkingExecution } from "./working-execution.ts";

/** A connector call or `codemode.step` arriving at the host during a pass. */
export interface CallEvent {
  connector: string;
  method: string;
  args: unknown;
  requiresApproval: boolean;
  ephemeral: boolean;
  /** Causal identity from the sandbox, when the executor tracks it. */
  cause?: string;
  /** Arrival order at the host in this pass; identifies the call when there is no `cause`. */
  arrival: number;
  now: number;
}

/**
 * What to do with a call. `replay`, `execute` and `pause` are the documented {@link ToolDecision} kinds;
 * `throw` replays a recorded failure; `fail` ends the run with an error (divergence, an oversized value).
 */
export type CallDecision =
  | { kind: "replay"; seq: number; result: string }
  | { kind: "throw"; seq: number; error: string }
  | { kind: "execute"; seq: number; idempotencyKey: string; mustPersist: boolean }
  | { kind: "pause"; seq: number }
  | { kind: "fail"; seq: number; error: string };

/** A decision, the patch to persist before acting on it, and the recorded entry the call reached. */
export interface CallTransition {
  decision: CallDecision;
  patch?: ExecutionPatch;
  reached?: number;
}

/**
 * The replay rules for one call (DESIGN, "The replay state machine"):
 * 1. a call to an execution that is not running is paused and changes nothing;
 * 2. a recorded call must match connector, method and canonical arguments, or the run diverges; an applied
 *    entry replays (an ephemeral one executes again), an approved pending one executes after being persisted
 *    as executing, an executing one (its host died mid-call) executes again with the same idempotency key
 *    unless it needs approval, in which case it becomes an uncertain pending action;
 * 3. a fresh call pauses when it needs approval and otherwise executes. A fresh call without approval is
 *    recorded as executing but not persisted before it runs: its record travels with the pass's next write.
 *    If the host dies first, the next pass finds no record and makes the call again, at the same position
 *    with the same idempotency key, which is what it would do with an executing record. An approval-gated
 *    call is always persisted before it runs, so it can never run twice unnoticed.
 */
export function decideCall(working: WorkingExecution, call: CallEvent): CallTransition {
  const existing = findEntry(working, call);
  const seq = existing?.seq ?? (call.cause === undefined ? call.arrival : working.nextSeq);
  if (working.row.status !== "running") return { decision: { kind: "pause", seq } };

  let args: string;
  try {
    args = canonicalJson(call.args);
  } catch (error) {
    return fail(
      seq,
      existing,
      `The input to ${callLabel(call)} cannot be recorded durably: ${errorMessage(error)}.`,
      call.now,
    );
  }
  if (args.length > MAX_DURABLE_VALUE_BYTES) {
    return fail(
      seq,
      existing,
      valueTooLargeError(`The input to ${callLabel(call)}`, args.length).message,
      call.now,
    );
  }
  if (existing) return decideRecorded(working, existing, call, args);
  return decideFresh(working, seq, call, args);
}

function decideRecorded(
  working: WorkingExecution,
  entry: StoredEntry,
  call: CallEvent,
  args: string,
): CallTransition {
  const reached = entry.seq;
  if (entry.connector !== call.connector || entry.method !== call.method) {
    return {
      ...fail(entry.seq, entry, differentCall(entry.seq, callLabel(entry), callLabel(call)), call.now),
      reached,
    };
  }
  if (entry.args !== args) {
    return { ...fail(entry.seq, entry, differentArguments(entry.seq, callLabel(call)), call.now), reached };
  }
  const key = idempotencyKey(working.row.id, entry.seq, entry);
  switch (entry.state) {
    case "applied":
      if (entry.ephemeral) return { decision: execute(entry.seq, key, false), reached };
      return { decision: { kind: "replay", seq: entry.seq, result: entry.result ?? UNDEFINED }, reached };
    case "error":
      return { decision: { kind: "throw", seq: entry.seq, error: entry.result ?? UNDEFINED }, reached };
    case "pending": {
      const executing: StoredEntry = { ...entry, state: "executing", at: entry.at ?? call.now };
      delete executing.uncertain;
      return {
        decision: execute(entry.seq, key, true),
        patch: { entries: [executing], updatedAt: call.now },
        reached,
      };
    }
    case "executing":
      if (!entry.requiresApproval) return { decision: execute(entry.seq, key, false), reached };
      return {
        decision: { kind: "pause", seq: entry.seq },
        patch: {
          entries: [{ ...entry, state: "pending", uncertain: true }],
          set: { status: "paused" },
          updatedAt: call.now,
        },
        reached,
      };
    case "reverted":
      return { ...fail(entry.seq, entry, revertedEntry(entry.seq, callLabel(entry)), call.now), reached };
  }
}

function decideFresh(working: WorkingExecution, seq: number, call: CallEvent, args: string): CallTransition {
  const skipped = working.strictReplay ? firstUnreached(working) : undefined;
  if (skipped)
    return fail(
      skipped.seq,
      undefined,
      newCallBeforeRecorded(skipped.seq, callLabel(call), callLabel(skipped)),
      call.now,
    );
  const key = idempotencyKey(working.row.id, seq, call);
  const entry: StoredEntry = {
    seq,
    connector: call.connector,
    method: call.method,
    args,
    requiresApproval: call.requiresApproval,
    state: call.requiresApproval ? "pending" : "executing",
    at: call.now,
  };
  if (call.ephemeral) entry.ephemeral = true;
  if (call.cause !== undefined) entry.cause = call.cause;
  const full = logLimitReached(working, entrySize(entry));
  if (full) return fail(seq, undefined, logFull(callLabel(call), working.entries.size, full), call.now);
  if (call.requiresApproval) {
    return {
      decision: { kind: "pause", seq },
      patch: { entries: [entry], set: { status: "paused" }, updatedAt: call.now },
    };
  }
  return { decision: execute(seq, key, false), patch: { entries: [entry], updatedAt: call.now } };
}

/**
 * Whether a call is one the log does not have yet and would be recorded now, so its arguments must be checked
 * against the tool's schema before it is decided (a recorded call was checked when it was first made). The
 * engine checks first and then decides once, on the state as it is after the check.
 */
export function needsArgumentCheck(working: WorkingExecution, call: CallEvent): boolean {
  if (working.row.status !== "running" || findEntry(working, call) !== undefined) return false;
  return !(working.strictReplay && working.unreached.size > 0);
}

/**
 * Which log bound an entry of `size` more characters would break (described for the message), or
 * `undefined`. Entries already recorded always replay; only new ones and their results are refused.
 */
export function logLimitReached(working: WorkingExecution, size: number): string | undefined {
  if (working.entries.size >= MAX_EXECUTION_LOG_ENTRIES)
    return `${MAX_EXECUTION_LOG_ENTRIES} entries (MAX_EXECUTION_LOG_ENTRIES)`;
  if (working.logBytes + size > MAX_EXECUTION_LOG_BYTES)
    return `${MAX_EXECUTION_LOG_BYTES} characters of arguments and results (MAX_EXECUTION_LOG_BYTES)`;
  return undefined;
}

/** The earliest entry recorded by an earlier pass that this pass has not reached yet. */
function firstUnreached(working: WorkingExecution): StoredEntry | undefined {
  let first: number | undefined;
  for (const seq of working.unreached) if (first === undefined || seq < first) first = seq;
  return first === undefined ? undefined : working.entries.get(first);
}

/** The entry a call matches: by causal identity when both sides have one, else by position. */
function findEntry(working: WorkingExecution, call: CallEvent): StoredEntry | undefined {
  if (call.cause !== undefined) {
    const bySeq = working.byCause.get(call.cause);
    if (bySeq !== undefined) return working.entries.get(bySeq);
    if (working.byCause.size > 0) return undefined;
  }
  const entry = working.entries.get(call.arrival);
  return entry && entry.cause === undefined ? entry : undefined;
}

function fail(seq: number, entry: StoredEntry | undefined, error: string, now: number): CallTransition {
  const patch: ExecutionPatch = { set: { status: "error", error }, updatedAt: now };
  if (entry && (entry.state === "executing" || entry.state === "pending")) {
    patch.entries = [{ ...entry, state: "error", result: canonicalJson(error) }];
  }
  return { decision: { kind: "fail", seq, error }, patch };
}

function execute(seq: number, key: string, mustPersist: boolean): CallDecision {
  return { kind: "execute", seq, idempotencyKey: key, mustPersist };
}

/** Durable encoding of `undefined`. */
const UNDEFINED = canonicalJson(undefined);
