import { CodemodeError } from "../errors.ts";

/** Throws a `CodemodeError` (`invalid_argument`) unless `value`, the argument `name`, is a whole number of at least 0. */
export function assertCount(name: string, value: unknown): void {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
    throw new CodemodeError(
      "invalid_argument",
      `${name} must be a whole number of at least 0, got ${String(value)}.`,
    );
  }
}
