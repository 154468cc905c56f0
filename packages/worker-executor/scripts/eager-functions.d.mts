// Types of scripts/eager-functions.mjs, for its test (src/sandbox/eager-functions.test.ts).

/** @babel/parser's `parse`, as far as this script uses it. */
export type Parse = (source: string, options: object) => { program: { body: unknown[] } };

/** `source` with each top-level function declaration marked `@eager` written as a parenthesized expression. */
export function parenthesizeEager(source: string, parse: Parse, file?: string): string;

/** An esbuild plugin that applies {@link parenthesizeEager} to the modules of src/harness as they load. */
export function eagerFunctionsPlugin(parse: Parse): { name: string; setup(build: unknown): void };
