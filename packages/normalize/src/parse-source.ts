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

const JAVASCRIPT_OPTIONS: ParserOptions = { ...BASE_OPTIONS, plugins: ["explicitResourceManagement"] };

/** Parses `source` as TypeScript; `undefined` when it is not TypeScript. */
export function parseTypeScript(source: string): File | undefined {
  return tryParse(source, TYPESCRIPT_OPTIONS);
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
