/**
 * Streamed tool output: the intermediate values a `runtime.tool({ progress: true })` yields before its final
 * {@link ProxyToolOutput}, as AI SDK preliminary tool results. Each value is a snapshot of the one execution
 * that tool call started, folded from that execution's {@link CodemodeEvent}s, so a UI that shows the latest
 * value shows every call as it happens.
 */
import type { CodemodePassEndStatus, CodemodePassReason } from "./events.ts";
import type { ProxyToolOutput } from "./tool-output.ts";

/** Where one call of a {@link CodemodeProgress} stands. */
export type CodemodeProgressCallState = "running" | "replayed" | "applied" | "failed" | "paused" | "refused";

/** One connector call (or `codemode.step`, connector `"__step"`) of the execution, as last reported. */
export interface CodemodeProgressCall {
  connector: string;
  method: string;
  /** Position in the execution's log; absent for a `refused` call, which is never recorded. */
  seq?: number;
  state: CodemodeProgressCallState;
  /** How long the call ran, once it `applied` or `failed`. */
  durationMs?: number;
  /** Why it `failed` or was `refused`. */
  error?: string;
  /** The call's arguments, only with `includeValues` ({@link CodemodeProgressOptions}). */
  args?: unknown;
  /** The call's result once `applied` or `replayed`, only with `includeValues`. */
  result?: unknown;
}

/**
 * An intermediate output of a progress tool: where the execution this tool call started stands now. The
 * `status` is always `"running"`, so `output.status` tells it from the final {@link ProxyToolOutput}
 * (`completed`, `paused` or `error`); {@link isCodemodeProgress} checks it fully. Each value replaces the one
 * before (it is cumulative), so a consumer that falls behind loses nothing it needs.
 */
export interface CodemodeProgress {
  type: "codemode-progress";
  status: "running";
  /** The execution the tool call started (empty until it is recorded). */
  executionId: string;
  /** The current pass: why it started, and `running` until it ends. */
  pass?: { attempt: number; reason: CodemodePassReason; status: "running" | CodemodePassEndStatus };
  /** The calls so far in the order they were first reported; at most `maxCalls`, see `omittedCalls`. */
  calls: CodemodeProgressCall[];
  /** Older finished calls left out of `calls` to keep each value bounded. */
  omittedCalls: number;
  /** Every call so far by what last happened to it (including the omitted ones). */
  counts: Record<CodemodeProgressCallState, number>;
}

/** Default bound of `calls` in a {@link CodemodeProgress}. */
export const DEFAULT_PROGRESS_MAX_CALLS = 50;

/** The `progress` option of `runtime.tool()`: `true`, or these settings. */
export interface CodemodeProgressOptions {
  /**
   * Put call arguments and results in progress values (default `false`: they may hold personal data, and
   * preliminary tool results are sent to the browser). Independent of the runtime's `events.includeValues`.
   */
  includeValues?: boolean;
  /** At most this many calls in each value, the newest kept (default {@link DEFAULT_PROGRESS_MAX_CALLS}). */
  maxCalls?: number;
}

/** Whether an output of a progress tool is an intermediate {@link CodemodeProgress} (not the final output). */
export function isCodemodeProgress(output: unknown): output is CodemodeProgress {
  return (
    typeof output === "object" &&
    output !== null &&
    (output as { type?: unknown }).type === "codemode-progress" &&
    (output as { status?: unknown }).status === "running"
  );
}

/** What a progress tool yields: {@link CodemodeProgress} values, then the final {@link ProxyToolOutput}. */
export type CodemodeProgressOutput = ProxyToolOutput | CodemodeProgress;
