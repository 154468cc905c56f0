import { parse } from "acorn";
import ts from "typescript";

/** TypeScript's own output for `source`: the oracle every erasure is compared with. */
export function transpileWithTypeScript(source: string): string {
  return ts.transpileModule(source, {
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      verbatimModuleSyntax: true,
    },
  }).outputText;
}

/**
 * The acorn AST of `source` without positions or raw text, as JSON; `undefined` when it is not JavaScript. An
 * empty `export {}` is left out: TypeScript adds one to keep a file whose exports were all types a module.
 */
export function shapeOf(source: string): string | undefined {
  try {
    const program = parse(source, {
      ecmaVersion: "latest",
      sourceType: "module",
      allowReturnOutsideFunction: true,
      allowAwaitOutsideFunction: true,
    });
    program.body = program.body.filter(
      (statement) =>
        statement.type !== "ExportNamedDeclaration" ||
        statement.declaration !== null ||
        statement.specifiers.length > 0 ||
        statement.source !== null,
    );
    return JSON.stringify(program, (key, value) =>
      key === "start" || key === "end" || key === "loc" || key === "raw" || key === "range"
        ? undefined
        : value,
    );
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}
