import type { CodemodeRuntimeHandle } from "codemode";
import type { ChatEventSink } from "./chat-events.ts";

/** How often the live status reads the running execution. */
const POLL_INTERVAL_MS = 150;

/**
 * Reports the execution a tool call started while it runs: every 150 ms it reads the newest execution created
 * since the call began and emits its status and call log as a `progress` event, so the page can show each
 * connector call as it happens. One read at a time; `stop()` ends the polling.
 */
export class LiveStatus {
  readonly #runtime: CodemodeRuntimeHandle;
  readonly #emit: ChatEventSink;
  #timer: ReturnType<typeof setInterval> | undefined;
  #reading = false;

  constructor(runtime: CodemodeRuntimeHandle, emit: ChatEventSink) {
    this.#runtime = runtime;
    this.#emit = emit;
  }

  /** Starts reporting the execution of `toolCallId`, created at or after `since`. */
  start(toolCallId: string, since: number): void {
    this.stop();
    let lastReported = "";
    this.#timer = setInterval(() => {
      if (this.#reading) return;
      this.#reading = true;
      this.#runtime
        .executions(1)
        .then(([newest]) => {
          if (this.#timer === undefined || newest === undefined || newest.createdAt < since) return;
          const snapshot = `${newest.status}:${JSON.stringify(newest.log.map((entry) => [entry.seq, entry.state]))}`;
          if (snapshot === lastReported) return;
          lastReported = snapshot;
          this.#emit({
            type: "progress",
            toolCallId,
            executionId: newest.id,
            status: newest.status,
            calls: newest.log,
          });
        })
        .catch(() => {
          // A failed read only skips one update; the final result still arrives as a `run` event.
        })
        .finally(() => {
          this.#reading = false;
        });
    }, POLL_INTERVAL_MS);
  }

  /** Stops reporting. */
  stop(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
