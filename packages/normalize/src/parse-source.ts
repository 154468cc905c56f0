import { type ParserOptions, parse } from "@babel/parser";
import type { File } from "@babel/types";

/** Options shared by every parse of model code: a module (top-level `await`) that may also `return`. */
const BASE_OPTIONS: ParserOptions = {
  sourceType: "module",
  allowReturnOutsideFunction: true,
  allowAwaitOutsideFunction: true,
  allowUndeclaredExports: true,
  // Model code is checked by the sandbox, not here: a redeclared `let` must reach it as the engine's own error.
  errorRecovery: false,
};

const TYPESCRIPT_OPTIONS: ParserOptions = {
  ...BASE_OPTIONS,
  // `decorators` and `decoratorAutoAccessors` only so that such code is read and reported (or lowered), never
  // misread; `explicitResourceManagement` because TypeScript 5.2+ accepts `using`.
  plugins: ["typescript", ["decorators", {}], "decoratorAutoAccessors", "explicitResourceManagement"],
};

// Only read when the TypeScript reading fails: parameter decorators (`constructor(@inject a)`) exist in
// TypeScript's experimental decorators alone, so the standard `decorators` plugin cannot parse them. Reading
// such code this way lets the erasure refuse the decorator by name instead of leaving a bare syntax error.
const LEGACY_DECORATOR_OPTIONS: ParserOptions = {
  ...BASE_OPTIONS,
  plugins: ["typescript", "decorators-legacy", "explicitResourceManagement"],
};

const JAVASCRIPT_OPTIONS: ParserOptions = { ...BASE_OPTIONS, plugins: ["explicitResourceManagement"] };

/**
 * Parses `source` as TypeScript; `undefined` when it is not TypeScript. Code that only TypeScript's
 * experimental decorators accept is parsed with them, so its decorators are found (and refused) by the erasure.
 */
export function parseTypeScript(source: string): File | undefined {
  return tryParse(source, TYPESCRIPT_OPTIONS) ?? legacyDecorated(source);
}

/** `source` read with experimental decorators, when it has a decorator and the standard reading failed. */
function legacyDecorated(source: string): File | undefined {
  return source.includes("@") ? tryParse(source, LEGACY_DECORATOR_OPTIONS) : undefined;
}

/** Parses `source` as JavaScript; `undefined` when it is not JavaScript. */
export function parseJavaScript(source: string): File | undefined {
  return tryParse(source, JAVASCRIPT_OPTIONS);
}

function tryParse(source: string, options: ParserOptions): File | undefined {
  try {
    return parse(source, options) as File;
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}
