import type { CodemodeProgress, CodemodeProgressCallState } from "codemode";

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

/**
 * A chat run's live status, as `progress` chat events carry it: its execution, the status of its pass and
 * the calls of that pass so far (the newest ones; `omittedCalls` older finished ones are left out).
 */
export type LiveProgress = {
  executionId: string;
  status: "running" | "paused" | "completed" | "error";
  calls: LiveCall[];
  omittedCalls: number;
};

/** The badge of each call state a progress value reports. */
const ORIGINS: Record<CodemodeProgressCallState, LiveCallOrigin> = {
  running: "in flight",
  applied: "executed",
  replayed: "replayed",
  paused: "awaiting approval",
  failed: "failed",
  refused: "refused",
};

/**
 * The page's live status of one progress value that `runtime.tool({ progress })` streamed for a tool call:
 * that tool call's own execution, so nothing needs routing. `undefined` before the execution is recorded
 * (no id yet), since the page shows a run only once it has one.
 */
export function toLiveProgress(progress: CodemodeProgress): LiveProgress | undefined {
  if (progress.executionId === "") return undefined;
  return {
    executionId: progress.executionId,
    status: progress.pass?.status ?? "running",
    calls: progress.calls.map((call) => {
      const live: LiveCall = { connector: call.connector, method: call.method, origin: ORIGINS[call.state] };
      if (call.seq !== undefined) live.seq = call.seq;
      if (call.args !== undefined) live.args = call.args;
      if (call.error !== undefined) live.error = call.error;
      return live;
    }),
    omittedCalls: progress.omittedCalls,
  };
}
