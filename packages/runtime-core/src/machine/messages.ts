import type { ExecutionStatus } from "../types/execution.ts";

/** Messages the state machine records; each says what happened and what to do next. */

const STEP_ADVICE =
  "Wrap nondeterministic work in codemode.step(name, fn) so it is recorded once and replayed.";

/** Prefix every divergence message starts with. */
export function divergence(seq: number, detail: string): string {
  return `Codemode replay divergence at step ${seq}: ${detail}`;
}

export function differentCall(seq: number, expected: string, actual: string): string {
  return divergence(
    seq,
    `expected ${expected}, got ${actual}. The code must make the same calls on every pass of an execution. ${STEP_ADVICE}`,
  );
}

export function differentArguments(seq: number, call: string): string {
  return divergence(
    seq,
    `${call} was called with different arguments than in the recorded run. Arguments must be the same on every pass. ${STEP_ADVICE}`,
  );
}

export function unreachedEntry(seq: number, call: string): string {
  return divergence(
    seq,
    `the run finished without reaching ${call}, which an earlier pass recorded. The code must make the same calls on every pass. ${STEP_ADVICE}`,
  );
}

export function newCallBeforeRecorded(seq: number, call: string, recorded: string): string {
  return divergence(
    seq,
    `the run made a new call, ${call}, before reaching ${recorded}, which an earlier pass recorded. The code must make the same calls on every pass. ${STEP_ADVICE}`,
  );
}

export function revertedEntry(seq: number, call: string): string {
  return divergence(seq, `${call} was reverted and cannot be replayed.`);
}

export function notPaused(executionId: string, status: ExecutionStatus): string {
  return `Execution "${executionId}" is not paused (status: ${status}); only a paused run can be approved. Refresh the list of pending actions.`;
}

export function logFull(call: string, entries: number, limit: string): string {
  return `${call} was not made: this execution's log is full (${entries} calls and steps recorded; the limit is ${limit}). A program this large is usually a runaway loop or a snippet that runs itself; make fewer, larger calls, or split the work over several executions.`;
}

export function movedOn(executionId: string): string {
  return `Execution "${executionId}" moved on while this approval waited (another approval or a recovery continued it), so it was not applied to an action its approver did not see. Refresh the pending actions and approve what is shown.`;
}

export function unknownExecution(executionId: string): string {
  return `No execution "${executionId}". It may have been deleted or pruned; list executions with runtime.executions().`;
}

export function missingConnectors(subject: string, missing: readonly string[]): string {
  const names = missing.map((name) => `"${name}"`).join(", ");
  return `${subject} requires connector(s) ${names} that are not configured on this runtime. Add them to the runtime's connectors and try again.`;
}

export function rejectedAction(call: string): string {
  return `Action ${call} rejected by user`;
}

export const UNCERTAIN_REJECTED =
  "Rejected after its host stopped during the call: it was not run again, but the first attempt may have taken effect. Check the service.";

export const EXPIRED_PAUSED = "Expired awaiting approval";
export const EXPIRED_RUNNING = "Expired while running: the host never completed the pass";

export function resultOmitted(reason: string): string {
  return `[codemode: result omitted from the audit trail: ${reason}]`;
}
