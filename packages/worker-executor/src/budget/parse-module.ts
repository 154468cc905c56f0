import { type ParserOptions, parse } from "@babel/parser";

/** A node of the ESTree-shaped syntax tree the instrumentation walks; `start`/`end` are source offsets. */
export interface AstNode {
  type: string;
  start: number;
  end: number;
}

/** The root of a parsed module. */
export interface AstProgram extends AstNode {
  body: AstNode[];
}

/**
 * The parser of `@codemode/normalize` (one parser for the whole library), asked for an ESTree-shaped tree:
 * methods as `FunctionExpression` values, optional chains as `ChainExpression`, `import()` as
 * `ImportExpression`, private names as `PrivateIdentifier` (not an `Identifier`), and parentheses kept as
 * `ParenthesizedExpression` nodes. Read as a module, so strict mode, with no comments attached to nodes.
 */
const OPTIONS: ParserOptions = {
  sourceType: "module",
  createParenthesizedExpressions: true,
  attachComment: false,
  plugins: [["estree", { classFeatures: true }], "explicitResourceManagement"],
};

/** Parses `source` as a JavaScript module; throws the parser's `SyntaxError` (with `loc`) when it is not one. */
export function parseModule(source: string): AstProgram {
  return parse(source, OPTIONS).program as unknown as AstProgram;
}
