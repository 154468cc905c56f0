import { type Program, parse } from "acorn";
import { extractFencedCode, fenceIndex } from "./extract-code.ts";
import { EMPTY_FUNCTION, shapeProgram } from "./program-shape.ts";
import { PARSE_OPTIONS, stripTypeScript } from "./strip-typescript.ts";

const OWN_WRAPPER = /^async\s*\(\s*\)\s*=>\s*\{[\s\S]*\}$/;

/**
 * Turns what a model wrote into one async arrow function expression (source text) that an executor evaluates
 * and calls. Accepted: an arrow function (sync or async), a markdown code block (prose around it is ignored),
 * `export default` of a function or value, a lone function declaration (it is called), plain statements (the
 * last expression statement's value is returned, and a top-level `return` works), and empty input.
 *
 * TypeScript is accepted too: when the code does not parse as JavaScript, type syntax is erased first
 * (annotations, interfaces and type aliases, `as`/`satisfies`, generics, non-null assertions, modifiers,
 * enums become objects). Code that parses as JavaScript is never rewritten as TypeScript, so plain JavaScript
 * behaves exactly as written.
 *
 * Code that parses neither way is wrapped as it is, so the sandbox reports the real syntax error to the model.
 * The result is stable: normalizing it again returns it unchanged.
 */
export function normalizeCode(code: string): string {
  const trimmed = code.trim();
  // A fenced block is preferred over the whole text: prose around a fence can parse as JavaScript by accident
  // (`Here:` is a label, a fence a template literal). JavaScript cannot hold an unescaped fence at the start of
  // a line outside a comment, so the whole text is only the fallback.
  const candidates = fenceIndex(trimmed) >= 0 ? [extractFencedCode(trimmed).trim(), trimmed] : [trimmed];
  for (const candidate of candidates) {
    if (candidate === "") return EMPTY_FUNCTION;
    const parsed = parseProgram(candidate);
    if (parsed !== undefined) return shapeProgram(parsed.program, parsed.text);
  }
  const source = candidates[0] ?? "";
  return OWN_WRAPPER.test(source) ? source : `async () => {\n${source}\n}`;
}

/** Parses JavaScript, else TypeScript erased to JavaScript; `undefined` when neither parses. */
function parseProgram(source: string): { program: Program; text: string } | undefined {
  const program = tryParse(source);
  if (program !== undefined) return { program, text: source };
  const stripped = stripTypeScript(source);
  if (stripped === undefined) return undefined;
  const strippedProgram = tryParse(stripped);
  return strippedProgram === undefined ? undefined : { program: strippedProgram, text: stripped };
}

function tryParse(source: string): Program | undefined {
  try {
    return parse(source, PARSE_OPTIONS);
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}
