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
 * lines are only counted and a final "... dropped" line says how many were lost.
 */
export class ConsoleCapture {
  readonly #limits: ConsoleLimits;
  readonly #lines: string[] = bareArray();
  #bytes = 0;
  #dropped = 0;

  constructor(limits: ConsoleLimits) {
    this.#limits = limits;
  }

  /** One console call's line, from its prefix and arguments. */
  capture(prefix: string, args: readonly unknown[]): void {
    const limits = this.#limits;
    if (this.#dropped > 0 || this.#lines.length >= limits.maxLines || this.#bytes >= limits.maxBytes) {
      this.#dropped++;
      return;
    }
    const writer: Writer = {
      text: prefix,
      full: false,
      limit: Math.min(limits.maxLineLength, limits.maxBytes - this.#bytes),
    };
    for (let index = 0; index < args.length && !writer.full; index++) {
      if (index > 0) write(writer, " ");
      const arg = args[index];
      if (typeof arg === "string") write(writer, arg);
      else inspect(writer, arg, 0, new Set());
    }
    const line = writer.full ? `${writer.text} ... (truncated)` : writer.text;
    const size = NON_ASCII.test(line) ? new OriginalTextEncoder().encode(line).length : line.length;
    if (this.#bytes + size > limits.maxBytes && this.#lines.length > 0) {
      this.#dropped++;
      return;
    }
    this.#lines[this.#lines.length] = line;
    this.#bytes += size;
  }

  /** A copy of the lines so far: a pending callback of the code may still log before the answer is sent. */
  read(): string[] {
    const lines = bareArray<string>();
    for (let index = 0; index < this.#lines.length; index++) lines[index] = this.#lines[index] as string;
    if (this.#dropped > 0) {
      const { maxLines, maxBytes } = this.#limits;
      lines[lines.length] =
        `... ${this.#dropped} more console line(s) dropped: the log keeps at most ${maxLines} lines and ${maxBytes} bytes`;
    }
    return lines;
  }
}

/** Points the sandbox's `console` methods at `capture`. */
export function installConsole(capture: ConsoleCapture): void {
  console.log = (...args: unknown[]) => capture.capture("", args);
  console.info = (...args: unknown[]) => capture.capture("", args);
  console.debug = (...args: unknown[]) => capture.capture("[debug] ", args);
  console.warn = (...args: unknown[]) => capture.capture("[warn] ", args);
  console.error = (...args: unknown[]) => capture.capture("[error] ", args);
}
