import type { CodemodeEvent } from "codemode";

/** What became of a call of the live pass, as the page's badge says it. */
export type LiveCallOrigin =
  | "in flight"
  | "executed"
  | "replayed"
  | "awaiting approval"
  | "failed"
  | "refused";

/** One call of the live pass. A call refused by the argument checks has no `seq`: nothing was recorded. */
export type LiveCall = {
  seq?: number;
  connector: string;
  method: string;
  args?: unknown;
  origin: LiveCallOrigin;
  error?: string;
};

/** A run's live status, as `progress` chat events carry it: its status and the calls of its current pass. */
export type LiveProgress = {
  executionId: string;
  status: "running" | "paused" | "completed" | "error" | "rejected" | "rolled_back";
  calls: LiveCall[];
};

/**
 * The live status of one execution, folded from its runtime events in the order they arrive: each call as it
 * starts, replays, applies, fails, pauses or is refused, and the status a pass or the execution ended with.
 * A new pass starts an empty call list (it reports its replayed calls again). Events dropped from a full queue
 * leave gaps; the run's final view, read when its tool call returns, replaces the live status anyway.
 */
export class LiveRun {
  readonly #progress: LiveProgress;

  constructor(executionId: string) {
    this.#progress = { executionId, status: "running", calls: [] };
  }

  /** Applies one event of this execution. */
  apply(event: CodemodeEvent): void {
    const progress = this.#progress;
    switch (event.type) {
      case "pass_started":
        progress.status = "running";
        progress.calls = [];
        return;
      case "call_started":
        this.#call(event, "in flight", event.args);
        return;
      case "call_replayed":
        this.#call(event, event.failed ? "failed" : "replayed");
        return;
      case "call_applied":
        this.#call(event, "executed");
        return;
      case "call_failed":
        this.#call(event, "failed").error = event.error;
        return;
      case "call_paused":
        this.#call(event, "awaiting approval", event.args);
        return;
      case "call_refused":
        progress.calls.push({
          connector: event.connector,
          method: event.method,
          args: event.args,
          origin: "refused",
          error: event.error,
        });
        return;
      case "pass_ended":
        progress.status = event.status;
        return;
      case "execution_ended":
        progress.status = event.status;
        return;
      default:
        return;
    }
  }

  /** A copy of the live status. */
  progress(): LiveProgress {
    return structuredClone(this.#progress);
  }

  /** The call `seq` of the live pass (added when this event is its first), set to `origin`. */
  #call(
    event: { seq: number; connector: string; method: string },
    origin: LiveCallOrigin,
    args?: unknown,
  ): LiveCall {
    let call = this.#progress.calls.find((entry) => entry.seq === event.seq);
    if (call === undefined) {
      call = { seq: event.seq, connector: event.connector, method: event.method, origin };
      this.#progress.calls.push(call);
    }
    call.origin = origin;
    if (args !== undefined) call.args = args;
    return call;
  }
}
