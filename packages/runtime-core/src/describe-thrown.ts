import { MAX_THROWN_DESCRIPTION_CHARS } from "./constants.ts";

/**
 * A description of any thrown value, as a bounded string; it never throws. An `Error`'s message, a string as
 * is, other values as JSON or by `String()`. Every read of the value is guarded: an object whose `message`
 * getter, `toJSON` and `toString` all throw, a proxy that throws on every trap, a revoked proxy, a symbol or a
 * BigInt each get a description instead of escaping as a second throw (which once left a call recorded as
 * still running, so the next pass ran it again). Longer than {@link MAX_THROWN_DESCRIPTION_CHARS}: truncated.
 */
export function describeThrown(value: unknown): string {
  return describeThrownWithin(value, MAX_THROWN_DESCRIPTION_CHARS);
}

/**
 * {@link describeThrown} with the length limit as an argument. Self-contained (no outer bindings, no inner
 * functions, nothing a bundler rewrites into a helper call): sandbox-side code embeds its source text, as
 * `codemode.step` does (see `platformPrelude`), so a step's recorded error reads as the host would write it.
 */
export function describeThrownWithin(value: unknown, limit: number): string {
  let text: string | undefined;
  const type = typeof value;
  if (type === "string") text = value as string;
  else if (type === "undefined") text = "undefined";
  else if (type === "number" || type === "boolean" || type === "bigint") text = String(value);
  else if (type === "symbol") {
    try {
      text = (value as symbol).toString();
    } catch {
      text = "[a symbol]";
    }
  } else if (value === null) text = "null";
  else {
    let isError = false;
    try {
      isError = value instanceof Error;
    } catch {
      // a proxy whose getPrototypeOf trap throws: not recognizably an Error
    }
    if (isError) {
      let message: unknown;
      try {
        message = (value as Error).message;
      } catch {
        // described by its name below
      }
      if (typeof message === "string") text = message;
      else {
        let name: unknown;
        try {
          name = (value as Error).name;
        } catch {
          // described as an Error below
        }
        text = `[${typeof name === "string" && name !== "" ? name.slice(0, 200) : "Error"} with an unreadable message]`;
      }
    } else {
      try {
        const json: unknown = JSON.stringify(value);
        if (typeof json === "string") text = json;
      } catch {
        // described by String() below
      }
      if (text === undefined) {
        try {
          const string: unknown = String(value);
          if (typeof string === "string") text = string;
        } catch {
          // described below
        }
      }
      if (text === undefined) {
        text =
          type === "function"
            ? "[a thrown function that cannot be read]"
            : "[a thrown value that cannot be read: reading it, converting it to JSON and to a string all threw]";
      }
    }
  }
  if (text.length <= limit) return text;
  return `${text.slice(0, limit)}... (${text.length - limit} more characters truncated)`;
}
