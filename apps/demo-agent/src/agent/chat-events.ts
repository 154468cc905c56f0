import type { LiveProgress } from "./live-progress.ts";
import type { RunView } from "./run-view.ts";

/**
 * One line of the NDJSON stream `POST /api/chat` answers with, in order: text as the model writes it, the
 * code of each `codemode` tool call as soon as the model finishes it, live progress of the execution while it
 * runs (a `progress` each time the tool call's streamed output changes what the page shows: its status and
 * the calls of its pass so far), the run's final view, then `done` (or `error`).
 */
export type ChatEvent =
  | { type: "text"; delta: string }
  | { type: "code"; toolCallId: string; code: string }
  | ({ type: "progress"; toolCallId: string } & LiveProgress)
  | { type: "run"; toolCallId: string; run: RunView }
  | { type: "error"; message: string }
  | { type: "done" };

/** Receives chat events; the HTTP layer writes each as one JSON line. */
export type ChatEventSink = (event: ChatEvent) => void;
