/**
 * Runtime events: what a runtime reports to the application while executions run, so a UI can show live
 * progress without polling `executions()`. Events are built by the host engine from what the replay machine
 * decided; they cost no store write and no facet round trip, and they are not durable (a listener that was
 * not attached, or an event dropped from a full queue, is not delivered later).
 */
import type { ExecutionEndStatus } from "./execution.ts";

/** Why a pass of an execution started. */
export type CodemodePassReason = "new_run" | "approval" | "recovery";

/** How one pass ended: `paused` waits for an approval; `error` also covers a pass that lost its execution. */
export type CodemodePassEndStatus = "completed" | "paused" | "error";

/** Fields every event has. */
export interface CodemodeEventBase {
  /** The execution the event belongs to: events of concurrent executions interleave, this tells them apart. */
  executionId: string;
  /** When the engine saw it, from the runtime's clock (epoch milliseconds). */
  at: number;
  /**
   * How many events (of any execution) were dropped just before this one because the runtime's event queue
   * was full; absent when none were.
   */
  dropped?: number;
}

/** Identifies one connector call (or `codemode.step`, connector `"__step"`) of an execution. */
export interface CodemodeCallFields extends CodemodeEventBase {
  connector: string;
  method: string;
  /** Position in the execution's log, stable across passes. */
  seq: number;
}

/**
 * One runtime event; switch on `type`. In causal order per execution: `execution_created` once, then per pass
 * `pass_started`, the pass's `call_*` events, `pass_ended`; `execution_ended` when the execution reaches a
 * terminal status (a pass, a rejection, an expiry or a rollback ended it); `rollback_step` for each action a
 * rollback looked at. `args`, `result` and `code` are present only with `includeValues: true`
 * ({@link CodemodeEventOptions}), since they may hold personal data.
 */
export type CodemodeEvent =
  | (CodemodeEventBase & { type: "execution_created"; code?: string })
  | (CodemodeEventBase & { type: "pass_started"; reason: CodemodePassReason; attempt: number })
  /** A call starts running its connector: a new call, an approved one, or one a recovery runs again. */
  | (CodemodeCallFields & { type: "call_started"; args?: unknown })
  /** A recorded call was answered from the log without running; `failed` when it replays a recorded throw. */
  | (CodemodeCallFields & { type: "call_replayed"; failed: boolean; result?: unknown })
  /** A call that ran returned; its result is recorded. */
  | (CodemodeCallFields & { type: "call_applied"; durationMs: number; result?: unknown })
  /**
   * A call failed: it ran and threw (`executed: true`, the code gets `error` thrown), or the engine ended the
   * run on it without running it (`executed: false`: a divergence from the recorded log, a value that cannot
   * be recorded, a full log).
   */
  | (CodemodeCallFields & { type: "call_failed"; executed: boolean; durationMs: number; error: string })
  /** A call needs approval: the run paused on it (`uncertain` when a recovery could not tell whether it ran). */
  | (CodemodeCallFields & { type: "call_paused"; uncertain: boolean; args?: unknown })
  /**
   * A new call's arguments failed the tool's checks: the code gets `error` thrown, nothing is recorded, so the
   * call has no `seq`.
   */
  | (CodemodeEventBase & {
      type: "call_refused";
      connector: string;
      method: string;
      error: string;
      args?: unknown;
    })
  | (CodemodeEventBase & {
      type: "pass_ended";
      status: CodemodePassEndStatus;
      durationMs: number;
      /** This pass's calls by what happened to them (`failed` counts both kinds of `call_failed`). */
      counts: { started: number; replayed: number; applied: number; failed: number; refused: number };
      error?: string;
    })
  | (CodemodeEventBase & { type: "execution_ended"; status: ExecutionEndStatus; error?: string })
  /**
   * A rollback looked at one applied action, newest first: `reverted` (recorded as reverted), `skipped` (the
   * method has no revert, or its connector is no longer configured) or `failed` (the revert threw `error`).
   */
  | (CodemodeCallFields & {
      type: "rollback_step";
      outcome: "reverted" | "skipped" | "failed";
      error?: string;
    });

/** The `type` of a {@link CodemodeEvent}. */
export type CodemodeEventType = CodemodeEvent["type"];

/** Default bound of a runtime's event queue ({@link CodemodeEventOptions.maxQueued}). */
export const DEFAULT_MAX_QUEUED_EVENTS = 1000;

/** The `events` option of a runtime: where to send {@link CodemodeEvent}s and what to put in them. */
export interface CodemodeEventOptions {
  /**
   * Receives every event, one at a time, in order, after the engine moved on (never inside a run's own
   * work). When it returns a promise, the next event waits for it to settle, so an async listener sees events
   * in order too. What it throws or rejects is logged through the runtime's logger and ignored: a listener
   * never changes, fails or delays a run.
   */
  listener: (event: CodemodeEvent) => void | Promise<void>;
  /**
   * Also put call arguments (`args`), results (`result`) and the execution's code (`code`) in events (default
   * `false`: they may hold personal data). Values are the decoded copies the runtime records.
   */
  includeValues?: boolean;
  /**
   * At most this many events wait for the listener (default {@link DEFAULT_MAX_QUEUED_EVENTS}); a positive
   * whole number. When the queue is full, newly arriving events are dropped (the queued ones, the oldest, are
   * kept, so what is delivered stays in causal order with gaps), and the next event that is delivered carries
   * the number dropped in `dropped`. A listener whose promise never settles therefore gets at most this many
   * more events; runs go on unaffected.
   */
  maxQueued?: number;
}
