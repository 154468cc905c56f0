import { describeThrown } from "./describe-thrown.ts";

const MARKER = Symbol.for("codemode.error");
/** The class names from an error's own class up to `CodemodeError`, so `Subclass.isInstance` can tell them apart. */
const KINDS = Symbol.for("codemode.error.kinds");

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
  readonly [KINDS]: readonly string[];
  readonly code: CodemodeErrorCode;

  constructor(code: CodemodeErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "CodemodeError";
    this.code = code;
    const kinds: string[] = [];
    for (let kind: unknown = new.target; kind && kind !== Error; kind = Object.getPrototypeOf(kind))
      kinds.push((kind as { name: string }).name);
    this[KINDS] = kinds;
  }

  /**
   * Whether `value` is an instance of the class this is called on, from any copy of the package that defines
   * it: `CodemodeError.isInstance` accepts every codemode error, `ToolArgumentsError.isInstance` only a
   * `ToolArgumentsError` (or a subclass of it). Matched by marker and class name, not `instanceof`.
   */
  static isInstance<T extends abstract new (...args: never[]) => CodemodeError>(
    this: T,
    value: unknown,
  ): value is InstanceType<T> {
    if (typeof value !== "object" || value === null) return false;
    const record = value as Record<symbol, unknown>;
    if (record[MARKER] !== true) return false;
    // biome-ignore lint/complexity/noThisInStatic: the class `isInstance` is called on decides what matches
    if ((this as unknown) === CodemodeError) return true;
    const kinds = record[KINDS];
    // biome-ignore lint/complexity/noThisInStatic: the class `isInstance` is called on decides what matches
    return Array.isArray(kinds) && kinds.includes(this.name);
  }
}

/**
 * The message of any thrown value: an Error's message, a string as is, anything else described. Never throws,
 * and bounded (see {@link describeThrown}).
 */
export function errorMessage(error: unknown): string {
  return describeThrown(error);
}
