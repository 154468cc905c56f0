/// <reference types="node" />
import { dirname, join } from "node:path";
import ts from "typescript";

const FILE_NAME = "/generated/declarations.ts";
const LIBRARY_DIRECTORY = dirname(ts.getDefaultLibFilePath({ target: ts.ScriptTarget.ES2023 }));
const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2023,
  lib: ["lib.es2023.d.ts"],
  types: [],
  noUnusedLocals: false,
  skipLibCheck: true,
};

/** Parsed library files, shared by every compilation of a test run (they never change). */
const libraryFiles = new Map<string, ts.SourceFile>();

/** One diagnostic, flattened to text with its line, for readable test failures. */
export interface CompileDiagnostic {
  readonly code: number;
  readonly line: number;
  readonly message: string;
  readonly sourceLine: string;
}

/**
 * Type-checks `source` as a standalone script with the real TypeScript compiler (in-memory host, `strict`,
 * `noEmit`, the ES2023 library) and returns every syntactic and semantic diagnostic.
 */
export function compileDeclarations(source: string): CompileDiagnostic[] {
  const host = ts.createCompilerHost(OPTIONS, true);
  host.getSourceFile = (fileName, languageVersion) => {
    if (fileName === FILE_NAME)
      return ts.createSourceFile(fileName, source, languageVersion, false, ts.ScriptKind.TS);
    let library = libraryFiles.get(fileName);
    if (library === undefined) {
      const text = ts.sys.readFile(fileName);
      if (text === undefined) return undefined;
      library = ts.createSourceFile(fileName, text, languageVersion, false);
      libraryFiles.set(fileName, library);
    }
    return library;
  };
  host.fileExists = (fileName) => fileName === FILE_NAME || ts.sys.fileExists(fileName);
  host.readFile = (fileName) => (fileName === FILE_NAME ? source : ts.sys.readFile(fileName));
  host.getDefaultLibLocation = () => LIBRARY_DIRECTORY;
  host.getDefaultLibFileName = (options) => join(LIBRARY_DIRECTORY, ts.getDefaultLibFileName(options));
  host.writeFile = () => {};
  const program = ts.createProgram([FILE_NAME], OPTIONS, host);
  const file = program.getSourceFile(FILE_NAME);
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program.getSyntacticDiagnostics(file),
    ...program.getSemanticDiagnostics(file),
  ];
  const lines = source.split("\n");
  return diagnostics.map((diagnostic) => {
    const line =
      diagnostic.file !== undefined && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line
        : -1;
    return {
      code: diagnostic.code,
      line: line + 1,
      message: ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"),
      sourceLine: line >= 0 ? (lines[line] ?? "") : "",
    };
  });
}

/** A short report of the first diagnostics, for assertion messages. */
export function describeDiagnostics(diagnostics: readonly CompileDiagnostic[], limit = 10): string {
  return diagnostics
    .slice(0, limit)
    .map(
      (diagnostic) =>
        `TS${diagnostic.code} at line ${diagnostic.line}: ${diagnostic.message}\n    ${diagnostic.sourceLine}`,
    )
    .join("\n");
}
