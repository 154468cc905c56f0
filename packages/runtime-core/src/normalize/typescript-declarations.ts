import type { TokenType } from "acorn";
import { type EnumMember, enumToObject } from "./enum-to-object.ts";
import { type AcornInternals, isLessThan, lineBreakBefore, tokens } from "./parser-internals.ts";
import { applyEdits, type SourceEdit } from "./source-edits.ts";
import { readObjectType, readType, readTypeParameters, skipBalanced } from "./type-grammar.ts";

/**
 * Readers of the TypeScript declarations that have no JavaScript left after type erasure (`interface`, `type`,
 * `declare ...`, `import type`), and of `enum`, which becomes an object. Each consumes the declaration's
 * tokens; the plugin records what to remove or replace.
 */

/** Consumes `interface Name<T> extends A, B<C> { ... }` (current token: `interface`). */
export function readInterface(parser: AcornInternals): void {
  parser.next();
  parser.expect(tokens.name);
  if (isLessThan(parser)) readTypeParameters(parser);
  if (parser.type === tokens._extends) {
    parser.next();
    readType(parser);
    while (parser.eat(tokens.comma)) readType(parser);
  }
  readObjectType(parser);
}

/** Consumes `type Name<T> = Type;` (current token: `type`). */
export function readTypeAlias(parser: AcornInternals): void {
  parser.next();
  parser.expect(tokens.name);
  if (isLessThan(parser)) readTypeParameters(parser);
  parser.expect(tokens.eq);
  readType(parser);
  parser.eat(tokens.semi);
}

/** Consumes `implements A, B<C>` (current token: `implements`). */
export function readImplementsClause(parser: AcornInternals): void {
  parser.next();
  readType(parser);
  while (parser.eat(tokens.comma)) readType(parser);
}

const CONTINUES_STATEMENT: ReadonlySet<TokenType> = new Set([
  tokens.comma,
  tokens.colon,
  tokens.eq,
  tokens.arrow,
  tokens.bitwiseOR,
  tokens.bitwiseAND,
  tokens.dot,
  tokens.question,
  tokens.relational,
  tokens._extends,
  tokens.parenL,
  tokens.bracketL,
]);

/**
 * Consumes one statement without understanding it (for `declare ...`, `import type ...`, `export type {...}`):
 * up to a `;`, the end of the enclosing block, or a line break where the statement cannot continue.
 */
export function skipStatement(parser: AcornInternals): void {
  let previous: TokenType | undefined;
  while (parser.type !== tokens.eof && parser.type !== tokens.braceR) {
    if (parser.type === tokens.semi) {
      parser.next();
      return;
    }
    if (
      previous !== undefined &&
      lineBreakBefore(parser) &&
      !CONTINUES_STATEMENT.has(previous) &&
      !CONTINUES_STATEMENT.has(parser.type) &&
      parser.type !== tokens.braceL
    ) {
      return;
    }
    previous = parser.type;
    if (parser.type === tokens.parenL || parser.type === tokens.bracketL || parser.type === tokens.braceL) {
      skipBalanced(parser);
      previous = tokens.braceR;
    } else {
      parser.next();
    }
  }
}

/**
 * Consumes `enum Name { A, B = 2, C = "c" }` or `const enum ...` and returns its JavaScript replacement.
 * Initializers are parsed as expressions, so TypeScript inside them is erased with `edits`.
 */
export function readEnum(
  parser: AcornInternals,
  edits: readonly SourceEdit[],
): { name: string; replacement: string } {
  if (parser.type === tokens._const) parser.next();
  parser.next();
  const name = String(parser.value);
  parser.expect(tokens.name);
  parser.expect(tokens.braceL);
  const members: EnumMember[] = [];
  while (parser.type !== tokens.braceR) {
    if (parser.type !== tokens.name && parser.type !== tokens.string && parser.type.keyword === undefined) {
      parser.unexpected();
    }
    const member: EnumMember = { name: String(parser.value) };
    parser.next();
    if (parser.eat(tokens.eq)) {
      const start = parser.start;
      parser.parseMaybeAssign();
      member.initializer = applyEdits(parser.input, edits, start, parser.lastTokEnd);
    }
    members.push(member);
    if (parser.type !== tokens.braceR) parser.expect(tokens.comma);
  }
  parser.next();
  return { name, replacement: enumToObject(name, members) };
}
