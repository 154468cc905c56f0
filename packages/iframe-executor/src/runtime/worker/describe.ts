import { stringify } from "./captured.ts";

/**
 * An Error's message, led by its kind when that says more than "Error" (`SyntaxError: ...`, `TypeError: ...`).
 * Always a string, even for an error whose message or name is not one, or throws when read.
 *
 * Not runtime-core's `describeThrownWithin`: that one drops the kind and describes unreadable values in other
 * words, and these strings are what the host reports as the execution's error, so they stay as they were.
 */
export function describe(error: unknown): string {
  try {
    if (error instanceof Error) {
      const message = typeof error.message === "string" ? error.message : String(error.message);
      const name = typeof error.name === "string" ? error.name : "Error";
      if (message === "") return name;
      return name === "Error" || name === "" ? message : `${name}: ${message}`;
    }
    if (typeof error === "string") return error;
    try {
      const json = stringify(error);
      if (json !== undefined) return json;
    } catch {
      // not JSON-serializable: fall through to String()
    }
    return String(error);
  } catch {
    return "Error (it could not be read)";
  }
}

/**
 * One console argument as text. Never throws: a getter or a toString that throws, or a revoked Proxy, shows as
 * `[unreadable: ...]` instead of making console.log throw into the code.
 */
export function formatLogValue(value: unknown): string {
  try {
    if (typeof value === "string") return value;
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === "object" && value !== null) {
      try {
        const json = stringify(value);
        if (json !== undefined) return json;
      } catch {
        // circular or otherwise unserializable: fall through to String()
      }
    }
    return String(value);
  } catch (error) {
    return `[unreadable: ${describe(error)}]`;
  }
}

/** The first 20 names, comma-separated, then how many more there are; "none" for no names. */
export function listNames(names: string[]): string {
  if (names.length === 0) return "none";
  let shown = "";
  for (let index = 0; index < names.length && index < 20; index++)
    shown += (index > 0 ? ", " : "") + names[index];
  return names.length > 20 ? `${shown} and ${names.length - 20} more` : shown;
}
