import { encodeDurable, encodeDurableChecked } from "../codec/durable-codec.ts";
import { errorMessage } from "../errors.ts";
import { STEP_CONNECTOR } from "../types/execution.ts";
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
export function finishPass(working: WorkingExecution, end: PassEnd): ExecutionPatch | undefined {
  if (working.row.status !== "running") {
    if (end.logs && working.row.status === "paused") return { set: { logs: end.logs }, updatedAt: end.now };
    return undefined;
  }
  if (end.kind === "threw") return { set: { status: "error", error: end.error, logs: end.logs }, updatedAt: end.now };
  const skipped = [...working.unreached].sort((left, right) => left - right)[0];
  if (skipped !== undefined) {
    const entry = working.entries.get(skipped);
    const call = entry?.connector === STEP_CONNECTOR ? `codemode.step("${entry.method}")` : `${entry?.connector}.${entry?.method}`;
    return { set: { status: "error", error: unreachedEntry(skipped, call), logs: end.logs }, updatedAt: end.now };
  }
  let result: string;
  try {
    result = encodeDurableChecked("The final result", end.result);
  } catch (error) {
    result = encodeDurable(resultOmitted(errorMessage(error)));
  }
  return { set: { status: "completed", result, logs: end.logs }, updatedAt: end.now };
}
