import { isReservedToolName } from "./reserved-words.ts";

/**
 * Turns any tool name into a valid JavaScript identifier, the way the sandbox exposes it
 * (`github.list_pull_requests`). Behaves like the reference implementation so the same tool gets the same
 * method name everywhere:
 * - `-`, `.` and whitespace become `_`;
 * - every other character outside `[A-Za-z0-9_$]` is dropped (non-ASCII letters included);
 * - a name that would start with a digit gets a leading `_`;
 * - a reserved word gets a trailing `_` (`delete` -> `delete_`);
 * - an empty result is `_`.
 *
 * Different tool names can map to the same identifier (`a-b` and `a.b`); callers that need uniqueness must
 * detect that themselves.
 */
export function sanitizeToolName(name: string): string {
  const identifier = name.replace(/[-.\s]/g, "_").replace(/[^A-Za-z0-9_$]/g, "");
  if (identifier === "") return "_";
  const withValidStart = /^[0-9]/.test(identifier) ? `_${identifier}` : identifier;
  return isReservedToolName(withValidStart) ? `${withValidStart}_` : withValidStart;
}

/** Whether `name` is already a valid, unreserved JavaScript identifier in the sense of `sanitizeToolName`. */
export function isSanitizedIdentifier(name: string): boolean {
  return sanitizeToolName(name) === name;
}
