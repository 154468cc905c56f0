import { MAX_THROWN_DESCRIPTION_CHARS } from "./constants.ts";

/**
 * A description of any thrown value, as a bounded string; it never throws. An `Error`'s message, a string as
 * is, other values as JSON or by `String()`. Every read of the value is guarded: an object whose `message`
 * getter, `toJSON` and `toString` all throw, a proxy that throws on every trap, a revoked proxy, a symbol or a
 * BigInt each get a description instead of escaping as a second throw (which once left a call recorded as
 * still running, so the next pass ran it again). Longer than {@link MAX_THROWN_DESCRIPTION_CHARS}: truncated.
 */
export function describeThrown(value: unknown): string {
  const text = describe(value);
  if (text.length <= MAX_THROWN_DESCRIPTION_CHARS) return text;
  return `${text.slice(0, MAX_THROWN_DESCRIPTION_CHARS)}... (${text.length - MAX_THROWN_DESCRIPTION_CHARS} more characters truncated)`;
}

function describe(value: unknown): string {
  switch (typeof value) {
    case "string":
      return value;
    case "undefined":
      return "undefined";
    case "number":
    case "boolean":
    case "bigint":
      return String(value);
    case "symbol":
      return attempt(() => value.toString()) ?? "[a symbol]";
    default:
      return value === null ? "null" : describeObject(value as object);
  }
}

function describeObject(value: object): string {
  const isError = attempt(() => value instanceof Error) === true;
  if (isError) {
    const message = attempt(() => (value as Error).message);
    if (typeof message === "string") return message;
    const name = attempt(() => (value as Error).name);
    return `[${typeof name === "string" && name !== "" ? name.slice(0, 200) : "Error"} with an unreadable message]`;
  }
  const json = attempt(() => JSON.stringify(value));
  if (typeof json === "string") return json;
  const text = attempt(() => String(value));
  if (typeof text === "string") return text;
  return typeof value === "function"
    ? "[a thrown function that cannot be read]"
    : "[a thrown value that cannot be read: reading it, converting it to JSON and to a string all threw]";
}

/** `read()`, or `undefined` when it throws (whatever it throws). */
function attempt<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
