import { sliceText } from "./captured.ts";
import { describe, formatLogValue } from "./describe.ts";
import type { SendToFrame, WorkerScope, WorkerSetup } from "./protocol.ts";

/** Writes one console line with `prefix` and the formatted `values`. */
export type ConsoleLog = (prefix: string, values: unknown[]) => void;

/**
 * A log that sends each line to the iframe, cut at `maxLogLineCharacters`, and after `maxLogLines` lines one
 * last line saying that output stopped; it sends nothing after that.
 */
export function createConsoleLog(
  limits: Pick<WorkerSetup, "maxLogLines" | "maxLogLineCharacters">,
  send: SendToFrame,
): ConsoleLog {
  let logLines = 0;
  return (prefix, values) => {
    if (logLines > limits.maxLogLines) return;
    logLines += 1;
    let line = prefix;
    if (logLines > limits.maxLogLines)
      line = `[codemode] console output stopped after ${limits.maxLogLines} lines`;
    else
      for (let index = 0; index < values.length; index++)
        line += (index > 0 ? " " : "") + formatLogValue(values[index]);
    if (line.length > limits.maxLogLineCharacters) {
      line = `${sliceText(line, 0, limits.maxLogLineCharacters)}… [${line.length - limits.maxLogLineCharacters} more characters]`;
    }
    send({ type: "console", line });
  };
}

const LEVELS: ReadonlyArray<readonly [string, string]> = [
  ["log", ""],
  ["info", "[info] "],
  ["debug", "[debug] "],
  ["warn", "[warn] "],
  ["error", "[error] "],
];

/**
 * Replaces the Worker's console methods with ones that write to `log`, and reports what would otherwise go
 * unseen: uncaught errors, unhandled rejections and requests the Content-Security-Policy blocked.
 */
export function installConsole(scope: WorkerScope, log: ConsoleLog): void {
  for (const [level, prefix] of LEVELS) {
    scope.console[level] = (...values: unknown[]) => log(prefix, values);
  }
  // Errors nobody awaited would otherwise vanish; the model needs to see them to fix its code.
  scope.addEventListener("error", (event) => {
    event.preventDefault();
    log("[error] Uncaught ", [event.error ?? event.message]);
  });
  scope.addEventListener("unhandledrejection", (event) => {
    event.preventDefault();
    log("[error] Unhandled rejection: ", [describe(event.reason)]);
  });
  // A blocked request fails with a bare network error; say that the policy blocked it, and what.
  scope.addEventListener("securitypolicyviolation", (event) => {
    const violation = event as unknown as SecurityPolicyViolationEvent;
    log("[warn] ", [
      `Blocked by the sandbox's Content-Security-Policy (${violation.effectiveDirective}): ${violation.blockedURI}`,
    ]);
  });
}
