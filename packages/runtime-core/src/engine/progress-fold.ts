import type { CodemodeEvent } from "../types/events.ts";
import type { CodemodeProgress, CodemodeProgressCall, CodemodeProgressCallState } from "../types/progress.ts";

/**
 * The progress of one execution, folded from its events: a bounded table of its calls that each event
 * updates in place, and a copy of it on demand. Pure bookkeeping: no clock, no I/O, nothing asynchronous.
 */
export class ProgressFold {
  readonly #includeValues: boolean;
  readonly #maxCalls: number;
  #executionId = "";
  #pass: CodemodeProgress["pass"];
  #calls: CodemodeProgressCall[] = [];
  readonly #bySeq = new Map<number, CodemodeProgressCall>();
  /** What last happened to each call by seq, kept for the counts when its row was left out. */
  readonly #states = new Map<number, CodemodeProgressCallState>();
  #omitted = 0;
  readonly #counts: Record<CodemodeProgressCallState, number> = {
    running: 0,
    replayed: 0,
    applied: 0,
    failed: 0,
    paused: 0,
    refused: 0,
  };

  constructor(options: { includeValues: boolean; maxCalls: number }) {
    this.#includeValues = options.includeValues;
    this.#maxCalls = options.maxCalls;
  }

  /** Folds one event in; returns whether the progress changed. */
  apply(event: CodemodeEvent): boolean {
    this.#executionId = event.executionId;
    switch (event.type) {
      case "execution_created":
        return true;
      case "pass_started":
        this.#pass = { attempt: event.attempt, reason: event.reason, status: "running" };
        return true;
      case "pass_ended":
        if (this.#pass) this.#pass = { ...this.#pass, status: event.status };
        return true;
      case "call_started":
        this.#set(event, { state: "running", args: event.args });
        return true;
      case "call_replayed":
        this.#set(event, { state: event.failed ? "failed" : "replayed", result: event.result });
        return true;
      case "call_applied":
        this.#set(event, { state: "applied", durationMs: event.durationMs, result: event.result });
        return true;
      case "call_failed":
        this.#set(event, { state: "failed", durationMs: event.durationMs, error: event.error });
        return true;
      case "call_paused":
        this.#set(event, { state: "paused", args: event.args });
        return true;
      case "call_refused": {
        const call: CodemodeProgressCall = {
          connector: event.connector,
          method: event.method,
          state: "refused",
          error: event.error,
        };
        if (this.#includeValues && event.args !== undefined) call.args = event.args;
        this.#counts.refused++;
        this.#add(call);
        return true;
      }
      default:
        // execution_ended and rollback_step happen outside the tool call's pass.
        return false;
    }
  }

  /** A copy of the progress now, safe to hand out: later events never change it. */
  snapshot(): CodemodeProgress {
    const progress: CodemodeProgress = {
      type: "codemode-progress",
      status: "running",
      executionId: this.#executionId,
      calls: this.#calls.map((call) => ({ ...call })),
      omittedCalls: this.#omitted,
      counts: { ...this.#counts },
    };
    if (this.#pass) progress.pass = { ...this.#pass };
    return progress;
  }

  #set(
    event: { connector: string; method: string; seq: number },
    update: Partial<CodemodeProgressCall> & { state: CodemodeProgressCallState },
  ): void {
    const previous = this.#states.get(event.seq);
    if (previous !== undefined) this.#counts[previous]--;
    this.#states.set(event.seq, update.state);
    this.#counts[update.state]++;
    let call = this.#bySeq.get(event.seq);
    if (!call) {
      // A call already left out of the table stays out; it is still counted.
      if (previous !== undefined) return;
      call = { connector: event.connector, method: event.method, seq: event.seq, state: update.state };
      this.#bySeq.set(event.seq, call);
      this.#add(call);
    }
    call.state = update.state;
    if (update.durationMs !== undefined) call.durationMs = update.durationMs;
    if (update.error !== undefined) call.error = update.error;
    if (this.#includeValues && update.args !== undefined) call.args = update.args;
    if (this.#includeValues && update.result !== undefined) call.result = update.result;
  }

  #add(call: CodemodeProgressCall): void {
    this.#calls.push(call);
    if (this.#calls.length <= this.#maxCalls) return;
    // Leave out the oldest call that is settled (a running or paused one is what the UI waits on).
    let index = this.#calls.findIndex((entry) => entry.state !== "running" && entry.state !== "paused");
    if (index < 0) index = 0;
    const [removed] = this.#calls.splice(index, 1);
    if (removed?.seq !== undefined) this.#bySeq.delete(removed.seq);
    this.#omitted++;
  }
}
