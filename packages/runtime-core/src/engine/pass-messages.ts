/** Errors the engine raises inside the sandbox or returns as outcomes during a pass. */

export const PAUSED_IN_SANDBOX =
  "codemode: this execution is paused awaiting approval; no further calls run in this pass. It resumes from the start after approval.";

export const PASS_ENDED = "codemode: this pass has ended; the call was not made.";

export function passLost(executionId: string): string {
  return `Execution "${executionId}" was changed by another operation while this pass ran (approved, rejected, expired, recovered or deleted elsewhere). This pass stopped and applied nothing further; check the execution's status with runtime.executions().`;
}

export function unknownMethod(connector: string, method: string, available: readonly string[]): string {
  const shown = available.slice(0, 20).join(", ");
  const more = available.length > 20 ? `, ... (${available.length} in all)` : "";
  return `${connector}.${method} is not a method of ${connector}. Its methods are: ${shown}${more}. Use codemode.search(query) to find the right one.`;
}

/** Adds the sandbox's real globals to a "… is not defined" error, so the model's retry is informed. */
export function withGlobalsHint(message: string, globals: readonly string[]): string {
  if (!/\bis not defined\b/.test(message)) return message;
  return `${message} (the sandbox's globals are ${globals.join(", ")} and standard JavaScript)`;
}

export function expiredDuringPass(executionId: string): string {
  return `Execution "${executionId}" was expired (runtime.expirePaused) while this pass ran. The pass stopped and started no further call; the calls that took effect are in its log (runtime.executions()) and can be rolled back.`;
}

export function deletedDuringPass(executionId: string): string {
  return `Execution "${executionId}" was deleted while this pass ran. The pass stopped and started no further call before the record was removed.`;
}

export function persistFailed(executionId: string, cause: string): string {
  return `Execution "${executionId}" could not be saved (${cause}), so it was stopped and ended with this error. Check the calls in runtime.executions(); start a new execution to try again.`;
}
