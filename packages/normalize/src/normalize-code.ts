import type { Program } from "@babel/types";
import type { UnsupportedConstruct } from "./erasure-context.ts";
import { extractFencedCode, fenceIndex } from "./extract-code.ts";
import { parseJavaScript } from "./parse-source.ts";
import { EMPTY_FUNCTION, shapeProgram } from "./program-shape.ts";
import { readTypeScript } from "./strip-typescript.ts";

const OWN_WRAPPER = /^async\s*\(\s*\)\s*=>\s*\{[\s\S]*\}$/;

/** Options of {@link normalizeCode} (a codemode addition; the reference takes only the code). */
export interface NormalizeCodeOptions {
  /**
   * Read code that is valid TypeScript as TypeScript, even where JavaScript would read it otherwise (default
   * `true`). `new Set<string>(ids)` is a generic call in TypeScript and two comparisons in JavaScript; models mean
   * the first. The rare opposite: a JavaScript comparison chain such as `a < b > (c)` is read by TypeScript as a
   * call `a<b>(c)`. `false` reads JavaScript first and erases types only from code that is not JavaScript.
   */
  typeScriptFirst?: boolean;
}

type Reading = { program: Program; text: string } | { unsupported: UnsupportedConstruct };

/**
 * Turns what a model wrote into one async arrow function expression (source text) that an executor evaluates
 * and calls. Accepted: an arrow function (sync or async), a markdown code block (prose around it is ignored),
 * `export default` of a function or value, a lone function declaration (it is called), plain statements (the
 * last expression statement's value is returned, and a top-level `return` works), and empty input.
 *
 * TypeScript comes first: code that is valid TypeScript is read as TypeScript and its types are erased in place
 * (annotations, interfaces and type aliases, `as`/`satisfies`, generics, `!`, modifiers, overloads, `declare`),
 * so the sandbox reports errors at the line and column the model wrote; enums, namespaces and parameter
 * properties become the JavaScript TypeScript emits. Only code that is not TypeScript is read as JavaScript
 * (see {@link NormalizeCodeOptions.typeScriptFirst} for the rare case where the two readings differ, and how to
 * opt out). A construct the sandbox cannot run (`import x = require()`, `export =`, decorators) becomes a
 * function that throws a `SyntaxError` naming it and its position.
 *
 * Code that parses neither way is wrapped as it is, so the sandbox reports the real syntax error to the model.
 * The result is stable: normalizing it again returns it unchanged.
 */
export function normalizeCode(code: string, options: NormalizeCodeOptions = {}): string {
  const typeScriptFirst = options?.typeScriptFirst !== false;
  const trimmed = code.trim();
  // A fenced block is preferred over the whole text: prose around a fence can parse as JavaScript by accident
  // (`Here:` is a label, a fence a template literal). JavaScript cannot hold an unescaped fence at the start of
  // a line outside a comment, so the whole text is only the fallback.
  const candidates = fenceIndex(trimmed) >= 0 ? [extractFencedCode(trimmed).trim(), trimmed] : [trimmed];
  for (const candidate of candidates) {
    if (candidate === "") return EMPTY_FUNCTION;
    const reading = read(candidate, typeScriptFirst);
    if (reading === undefined) continue;
    if ("unsupported" in reading) return throwing(reading.unsupported);
    return shapeProgram(reading.program, reading.text);
  }
  const source = candidates[0] ?? "";
  return OWN_WRAPPER.test(source) ? source : `async () => {\n${source}\n}`;
}

function read(source: string, typeScriptFirst: boolean): Reading | undefined {
  return typeScriptFirst
    ? (readAsTypeScript(source) ?? readAsJavaScript(source))
    : (readAsJavaScript(source) ?? readAsTypeScript(source));
}

function readAsJavaScript(source: string): Reading | undefined {
  const file = parseJavaScript(source);
  return file === undefined ? undefined : { program: file.program, text: source };
}

function readAsTypeScript(source: string): Reading | undefined {
  const erased = readTypeScript(source);
  if (erased === undefined) return undefined;
  if (erased.kind === "unsupported") return { unsupported: erased.unsupported };
  const file = parseJavaScript(erased.code);
  return file === undefined ? undefined : { program: file.program, text: erased.code };
}

/** A program that fails at once, before any of the model's code runs, naming what to change. */
function throwing(unsupported: UnsupportedConstruct): string {
  const message = `Line ${unsupported.line}, column ${unsupported.column}: \`${unsupported.construct}\` cannot run in the sandbox: ${unsupported.reason}.`;
  return `async () => {\nthrow new SyntaxError(${JSON.stringify(message)});\n}`;
}
