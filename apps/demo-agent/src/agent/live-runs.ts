import type { CodemodeEvent } from "codemode";
import { type LiveProgress, LiveRun } from "./live-run.ts";

/** Receives a run's live status each time one of its events arrives. */
export type LiveReport = (progress: LiveProgress) => void;

/** A start of an execution: its code, where its live status goes and, once known, its execution. */
type Claim = {
  code: string;
  report: LiveReport;
  opened: () => void;
  executionId?: string;
  run?: LiveRun;
  /** The last status reported, so an event that changes nothing the page shows reports nothing. */
  reported?: string;
};

/**
 * Routes the workspace runtime's events (its `events.listener`) to the start that owns each execution, so two
 * runs at once each report only their own calls, with no polling.
 *
 * The runtime tells a new execution's id only in its `execution_created` event (`execute()` returns after the
 * pass). So the workspace starts executions through {@link track}, one start at a time: a start waits until
 * the previous one's `execution_created` arrived (or its `execute()` returned without creating one), and the
 * one `execution_created` that arrives meanwhile, with the same code, is its execution. Only the creation is
 * serialised: the runs themselves overlap. Events of executions no start owns (an approval's pass, a rollback)
 * are ignored; ownership ends when the start's `execute()` returns, so no live status follows the final one.
 * (Were an `execution_created` dropped from a full event queue, that run shows no live status and the next
 * start waits for its `execute()` to return.)
 *
 * Streamed tool output (AI SDK preliminary tool results from `runtime.tool()`) is the other source of the same
 * live status: a chat turn can read it from the tool's own output instead of `track`, with this router kept
 * for the runs the page starts without a tool (snippet runs).
 */
export class LiveRuns {
  #gate: Promise<void> = Promise.resolve();
  #waiting: Claim | undefined;
  readonly #owned = new Map<string, Claim>();

  /** The runtime's event listener (`includeValues: true`: matching a start needs the code). */
  readonly listener = (event: CodemodeEvent): void => {
    if (event.type === "execution_created") {
      const claim = this.#waiting;
      if (claim === undefined || event.code !== claim.code) return;
      this.#waiting = undefined;
      claim.executionId = event.executionId;
      claim.run = new LiveRun(event.executionId);
      this.#owned.set(event.executionId, claim);
      claim.opened();
    }
    const claim = this.#owned.get(event.executionId);
    if (claim?.run === undefined) return;
    claim.run.apply(event);
    const progress = claim.run.progress();
    const snapshot = JSON.stringify(progress);
    if (snapshot === claim.reported) return;
    claim.reported = snapshot;
    claim.report(progress);
  };

  /**
   * Runs `start`, which creates one execution of `code` (`runtime.execute`, or the runtime tool's `execute`),
   * and reports that execution's live status to `report` until `start` settles.
   */
  async track<T>(code: string, report: LiveReport, start: () => Promise<T>): Promise<T> {
    const previous = this.#gate;
    let opened: () => void = () => undefined;
    this.#gate = new Promise<void>((resolve) => {
      opened = resolve;
    });
    await previous;
    const claim: Claim = { code, report, opened };
    this.#waiting = claim;
    try {
      return await start();
    } finally {
      if (this.#waiting === claim) this.#waiting = undefined;
      if (claim.executionId !== undefined) this.#owned.delete(claim.executionId);
      opened();
    }
  }
}
