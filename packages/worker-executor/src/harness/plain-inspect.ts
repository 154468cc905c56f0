import { type Writer, write } from "./writer.ts";

/**
 * A small formatter for code that neither names `console` nor contains a `throw` (decided on the host from
 * its syntax tree), which can then only log or throw through indirect means: it writes `String(value)`.
 * Leaving the full formatter (`inspect-value.ts`) out makes the sandbox start measurably faster.
 */
export function plainInspect(writer: Writer, value: unknown): void {
  let text: string;
  try {
    text = typeof value === "symbol" ? value.toString() : String(value);
  } catch {
    text = "[value]";
  }
  write(writer, text);
}
