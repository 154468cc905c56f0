import { bareArray } from "./captured.ts";
import { inspectValue } from "./inspect-value.ts";
import { plainInspect } from "./plain-inspect.ts";
import { type Writer, write } from "./writer.ts";

/** The console limits of an execution (the executor's `logs` option, resolved). */
export interface ConsoleLimits {
  maxLines: number;
  maxBytes: number;
  maxLineLength: number;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the range is all of ASCII, control characters included
const NON_ASCII = /[^\x00-\x7f]/;
const OriginalTextEncoder = TextEncoder;

/** Formats one value into a line: the full formatter or, for code that cannot need it, the plain one. */
export const inspect: (writer: Writer, value: unknown, depth: number, seen: Set<unknown>) => void =
  __HARNESS_FORMATTER__ ? inspectValue : plainInspect;

/**
 * The execution's console: `log`, `info`, `debug`, `warn` and `error` append formatted lines (warn, error
 * and debug lines are prefixed). Formatting is bounded by the line length, so logging a huge object costs no
 * more than the line it may fill, and the whole log is bounded by a line count and a byte size, past which
 * lines are only counted and a final "... dropped" line says how many were lost. Plain functions over a
 * prototype-free record, not a class: the sandbox compiles the harness on every execution, and a class's
 * constructor, field initializers and methods are each compiled lazily on first use (see
 * scripts/eager-functions.mjs).
 */
export interface ConsoleCapture {
  readonly limits: ConsoleLimits;
  readonly lines: string[];
  bytes: number;
  dropped: number;
}

/**
 * An empty console capture with `limits`.
 * @eager (every execution calls it: compiled with the script, see scripts/eager-functions.mjs)
 */
export function createConsoleCapture(limits: ConsoleLimits): ConsoleCapture {
  return { __proto__: null, limits, lines: bareArray(), bytes: 0, dropped: 0 } as unknown as ConsoleCapture;
}

/** Appends one console call's line, from its prefix and arguments. */
export function captureLine(capture: ConsoleCapture, prefix: string, args: readonly unknown[]): void {
  const { limits, lines } = capture;
  if (capture.dropped > 0 || lines.length >= limits.maxLines || capture.bytes >= limits.maxBytes) {
    capture.dropped++;
    return;
  }
  const writer: Writer = {
    text: prefix,
    full: false,
    limit: Math.min(limits.maxLineLength, limits.maxBytes - capture.bytes),
  };
  for (let index = 0; index < args.length && !writer.full; index++) {
    if (index > 0) write(writer, " ");
    const arg = args[index];
    if (typeof arg === "string") write(writer, arg);
    else inspect(writer, arg, 0, new Set());
  }
  const line = writer.full ? `${writer.text} ... (truncated)` : writer.text;
  const size = NON_ASCII.test(line) ? new OriginalTextEncoder().encode(line).length : line.length;
  if (capture.bytes + size > limits.maxBytes && lines.length > 0) {
    capture.dropped++;
    return;
  }
  lines[lines.length] = line;
  capture.bytes += size;
}

/**
 * A copy of the lines so far: a pending callback of the code may still log before the answer is sent.
 * @eager (every execution calls it: compiled with the script, see scripts/eager-functions.mjs)
 */
export function readLines(capture: ConsoleCapture): string[] {
  const { limits, lines, dropped } = capture;
  const copy = bareArray<string>();
  for (let index = 0; index < lines.length; index++) copy[index] = lines[index] as string;
  if (dropped > 0) {
    copy[copy.length] =
      `... ${dropped} more console line(s) dropped: the log keeps at most ${limits.maxLines} lines and ${limits.maxBytes} bytes`;
  }
  return copy;
}

/**
 * Points the sandbox's `console` methods at `capture`.
 * @eager (every execution calls it: compiled with the script, see scripts/eager-functions.mjs)
 */
export function installConsole(capture: ConsoleCapture): void {
  console.log = (...args: unknown[]) => captureLine(capture, "", args);
  console.info = (...args: unknown[]) => captureLine(capture, "", args);
  console.debug = (...args: unknown[]) => captureLine(capture, "[debug] ", args);
  console.warn = (...args: unknown[]) => captureLine(capture, "[warn] ", args);
  console.error = (...args: unknown[]) => captureLine(capture, "[error] ", args);
}
