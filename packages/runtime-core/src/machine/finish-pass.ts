import { encodeDurable, encodeDurableChecked } from "../codec/durable-codec.ts";
import { errorMessage } from "../errors.ts";
import { callLabel } from "../identity/call-identity.ts";
import { resultOmitted, unreachedEntry } from "./messages.ts";
import type { ExecutionPatch } from "./records.ts";
import type { WorkingExecution } from "./working-execution.ts";

/** How a pass ended, as the engine reports it to the machine. */
export type PassEnd =
  | { kind: "returned"; result: unknown; logs?: string[]; now: number }
  | { kind: "threw"; error: string; logs?: string[]; now: number };

/**
 * Ends a pass. A run that is no longer `running` keeps its status (a pause or a failure decided during the
 * pass wins over whatever the code did after it). A run that returned completes, unless it did not reach
 * every entry an earlier pass recorded: that is a divergence (no silent tail, so no orphaned approval). An
 * oversized final result still completes; the audit trail keeps a placeholder.
 */
export function finishPass(working: WorkingExecution, passEnd: PassEnd): ExecutionPatch | undefined {
  const end = bounded(passEnd);
  if (working.row.status !== "running") {
    if (end.logs && working.row.status === "paused") return { set: { logs: end.logs }, updatedAt: end.now };
    return undefined;
  }
  if (end.kind === "threw")
    return { set: { status: "error", error: end.error, logs: end.logs }, updatedAt: end.now };
  const skipped = working.strictReplay
    ? [...working.unreached].sort((left, right) => left - right)[0]
    : undefined;
  if (skipped !== undefined) {
    const entry = working.entries.get(skipped);
    const call = entry ? callLabel(entry) : `step ${skipped}`;
    return {
      set: { status: "error", error: unreachedEntry(skipped, call), logs: end.logs },
      updatedAt: end.now,
    };
  }
  let result: string;
  try {
    result = encodeDurableChecked("The final result", end.result);
  } catch (error) {
    result = encodeDurable(resultOmitted(errorMessage(error)));
  }
  return { set: { status: "completed", result, logs: end.logs }, updatedAt: end.now };
}

/** Longest error message kept in the audit trail. */
export const MAX_ERROR_CHARS = 20_000;
/** Most console output kept in the audit trail, in characters over all lines. */
export const MAX_LOG_CHARS = 200_000;

/** Bounds what a pass reports, so one run's error or console output can never outgrow its database row. */
function bounded(end: PassEnd): PassEnd {
  const logs = end.logs ? boundLogs(end.logs) : undefined;
  if (end.kind === "returned") return { ...end, logs };
  const error =
    end.error.length > MAX_ERROR_CHARS
      ? `${end.error.slice(0, MAX_ERROR_CHARS)}... (error message truncated)`
      : end.error;
  return { ...end, error, logs };
}

function boundLogs(logs: readonly string[]): string[] {
  let total = 0;
  const kept: string[] = [];
  for (let index = logs.length - 1; index >= 0; index--) {
    const line = logs[index] as string;
    const clipped =
      line.length > MAX_ERROR_CHARS ? `${line.slice(0, MAX_ERROR_CHARS)}... (line truncated)` : line;
    if (total + clipped.length > MAX_LOG_CHARS) {
      kept.push(`[codemode: ${index + 1} earlier console line(s) dropped]`);
      break;
    }
    total += clipped.length;
    kept.push(clipped);
  }
  return kept.reverse();
}
