import { describeThrown } from "./describe-thrown.ts";

const MARKER = Symbol.for("codemode.error");

/** Codes of the errors codemode raises. */
export type CodemodeErrorCode =
  | "invalid_argument"
  | "value_too_large"
  | "not_serializable"
  | "not_found"
  | "conflict"
  | "divergence"
  | "configuration"
  | "execution_failed"
  | "tool_failed";

/**
 * Base of every error codemode throws. Carries a string `code` and keeps `cause`; messages say what to do
 * next. `CodemodeError.isInstance` works across bundles and realms, where `instanceof` may not.
 */
export class CodemodeError extends Error {
  readonly [MARKER] = true;
  readonly code: CodemodeErrorCode;

  constructor(code: CodemodeErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "CodemodeError";
    this.code = code;
  }

  /** Whether `value` is a `CodemodeError`, from any copy of this package. */
  static isInstance(value: unknown): value is CodemodeError {
    return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[MARKER] === true;
  }
}

/**
 * The message of any thrown value: an Error's message, a string as is, anything else described. Never throws,
 * and bounded (see {@link describeThrown}).
 */
export function errorMessage(error: unknown): string {
  return describeThrown(error);
}
