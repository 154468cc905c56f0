import { CodemodeError } from "@codemode/runtime-core";
import { DEFAULT_RUNTIME_NAME } from "@codemode/runtime-core/internal";

const VALID_NAME = /^[A-Za-z0-9_.-]+$/;

/** The runtime name to use, or a clear error when it has characters outside letters, digits, `_`, `-` and `.`. */
export function runtimeName(name: unknown): string {
  if (name === undefined) return DEFAULT_RUNTIME_NAME;
  if (typeof name !== "string" || !VALID_NAME.test(name)) {
    throw new CodemodeError(
      "configuration",
      `Invalid codemode runtime name ${JSON.stringify(name)}: use only letters, digits, "_", "-" and ".", for example "research".`,
    );
  }
  return name;
}
