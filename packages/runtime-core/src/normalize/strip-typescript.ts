import { type Options, Parser } from "acorn";
import { applyEdits } from "./source-edits.ts";
import { type TypeScriptParserState, typeScriptPlugin } from "./typescript-plugin.ts";

/** acorn options shared by every parse of model code: a module (top-level `await`) that may `return`. */
export const PARSE_OPTIONS: Options = {
  ecmaVersion: "latest",
  sourceType: "module",
  allowReturnOutsideFunction: true,
};

let typeScriptParser: typeof Parser | undefined;

/**
 * Erases TypeScript from `source` and returns the JavaScript, or `undefined` when the source is not
 * TypeScript this plugin can read. Only ranges of type syntax change; everything else is kept byte for byte.
 */
export function stripTypeScript(source: string): string | undefined {
  typeScriptParser ??= Parser.extend(typeScriptPlugin);
  let parser: TypeScriptParserState & { parse(): unknown };
  try {
    parser = new (
      typeScriptParser as unknown as new (
        options: Options,
        input: string,
      ) => TypeScriptParserState & { parse(): unknown }
    )(PARSE_OPTIONS, source);
    parser.parse();
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
  return applyEdits(source, parser.typeScriptEdits);
}
