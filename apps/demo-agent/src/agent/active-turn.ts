import type { ChatEvent } from "./chat-events.ts";
import type { LiveCall } from "./live-progress.ts";
import type { RunView } from "./run-view.ts";

/** A `codemode` tool call of the turn in progress: its code, then live progress, then its final view. */
export type TurnRun = {
  toolCallId: string;
  code: string;
  executionId?: string;
  status: string;
  calls: LiveCall[];
  /** Older finished calls of the pass the live status leaves out. */
  omittedCalls: number;
  run?: RunView;
};

/** The chat turn in progress as the page draws it: the user's message, the runs so far and the text so far. */
export type TurnView = { message: string; text: string; runs: TurnRun[] };

/**
 * The chat turn the agent is answering right now, folded from the same events the sender's stream carries.
 * `GET /api/state` returns it, so a page that reloads mid-run, or another tab, draws the running card and
 * the answer so far instead of only the user's message. It lives in memory: a turn only runs while the
 * agent is awake, and the finished turn is in the chat history.
 */
export class ActiveTurn {
  readonly #view: TurnView;

  constructor(message: string) {
    this.#view = { message, text: "", runs: [] };
  }

  /** Applies one event of the turn. */
  apply(event: ChatEvent): void {
    if (event.type === "text") this.#view.text += event.delta;
    else if (event.type === "code") this.#run(event.toolCallId).code = event.code;
    else if (event.type === "progress") {
      Object.assign(this.#run(event.toolCallId), {
        executionId: event.executionId,
        status: event.status,
        calls: event.calls,
        omittedCalls: event.omittedCalls,
      });
    } else if (event.type === "run") {
      Object.assign(this.#run(event.toolCallId), {
        executionId: event.run.id,
        status: event.run.status,
        run: event.run,
      });
    }
  }

  /** A copy of the turn so far. */
  view(): TurnView {
    return structuredClone(this.#view);
  }

  #run(toolCallId: string): TurnRun {
    let run = this.#view.runs.find((entry) => entry.toolCallId === toolCallId);
    if (run === undefined) {
      run = { toolCallId, code: "", status: "running", calls: [], omittedCalls: 0 };
      this.#view.runs.push(run);
    }
    return run;
  }
}
