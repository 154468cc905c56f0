import { CodemodeError } from "codemode";
import type { RunView } from "./run-view.ts";

const SINCE: Record<RunView["status"], string> = {
  running: "the run is continuing",
  paused: "the run is waiting",
  completed: "the run completed",
  error: "the run failed",
  rejected: "the run was rejected",
  rolled_back: "the run completed and was rolled back",
};

/**
 * The `conflict` error for an Approve or Reject that arrived after the run moved on: a second click, a second
 * tab, a repeated request. It says what happened instead (already approved, already rejected, or waiting on
 * another action) from the run as it is now, so the page can show that and nothing else. No pass ran and
 * nothing was recorded.
 */
export function staleDecision(run: RunView, seq: number | undefined): CodemodeError {
  const entry = seq === undefined ? undefined : run.log.find((candidate) => candidate.seq === seq);
  const label = entry === undefined ? "The action" : `${entry.connector}.${entry.method}`;
  const [waiting] = run.pending;
  if (run.status === "paused" && waiting !== undefined) {
    return new CodemodeError(
      "conflict",
      `${label} no longer waits for a decision: the run now waits for ${waiting.connector}.${waiting.method}. Decide on that one.`,
    );
  }
  if (run.status === "rejected") {
    const what = entry === undefined ? "it" : label;
    return new CodemodeError("conflict", `Already rejected: the run ended without running ${what}.`);
  }
  const approved = run.passes.some((pass) => pass.trigger === "approve") || run.status === "running";
  const what = entry === undefined ? "" : ` ${label}`;
  return new CodemodeError(
    "conflict",
    approved
      ? `Already approved${what}: ${SINCE[run.status]}.`
      : `Nothing to decide: ${SINCE[run.status]} without waiting for approval.`,
  );
}
