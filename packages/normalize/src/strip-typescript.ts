import { type ErasureResult, eraseTypeScript } from "./erase-typescript.ts";
import { parseTypeScript } from "./parse-source.ts";

/**
 * Erases TypeScript from `source` and returns the JavaScript, or `undefined` when the source is not TypeScript or
 * holds a construct the sandbox cannot run (see {@link readTypeScript}). Type syntax becomes whitespace, so every
 * line and column of the JavaScript stays where it was written; TypeScript's few value constructs (enums,
 * namespaces, parameter properties) become the JavaScript TypeScript emits for them.
 */
export function stripTypeScript(source: string): string | undefined {
  const result = readTypeScript(source);
  return result?.kind === "erased" ? result.code : undefined;
}

/** Parses `source` as TypeScript and erases it; `undefined` when it is not TypeScript. */
export function readTypeScript(source: string): ErasureResult | undefined {
  const file = parseTypeScript(source);
  return file === undefined ? undefined : eraseTypeScript(source, file.program);
}
