import { type TokenType, tokTypes } from "acorn";

/**
 * The parts of acorn's `Parser` that a plugin reaches into. acorn documents `Parser.extend` for plugins but
 * types only the public surface, so the members the TypeScript plugin overrides or reads are declared here
 * once, with the shapes acorn 8.19 has.
 */

/** A syntax tree node while it is being parsed (acorn nodes are plain objects). */
export interface ParserNode {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

/** acorn's parser state and the internal methods the plugin calls or overrides. */
export interface AcornInternals {
  input: string;
  type: TokenType;
  value: unknown;
  start: number;
  end: number;
  pos: number;
  lastTokStart: number;
  lastTokEnd: number;
  potentialArrowAt: number;
  exprAllowed: boolean;
  context: unknown[];
  scopeStack: unknown[];
  labels: unknown[];
  [field: string]: unknown;

  next(): void;
  eat(type: TokenType): boolean;
  expect(type: TokenType): void;
  unexpected(position?: number): never;
  raise(position: number, message: string): never;
  semicolon(): void;
  canInsertSemicolon(): boolean;
  isContextual(name: string): boolean;
  startNode(): ParserNode;
  startNodeAt(position: number, location: unknown): ParserNode;
  finishNode(node: ParserNode, type: string): ParserNode;
  enterScope(flags: number): void;
  exitScope(): void;

  parseStatement(context: unknown, topLevel?: boolean, exports?: unknown): ParserNode;
  parseExport(node: ParserNode, exports: unknown): ParserNode;
  shouldParseExportStatement(): boolean;
  parseImportSpecifier(): ParserNode;
  parseVarId(declaration: ParserNode, kind: string): void;
  parseBindingAtom(): ParserNode;
  parseAssignableListItem(allowModifiers: unknown): ParserNode;
  parseFunctionParams(node: ParserNode): void;
  parseFunctionBody(node: ParserNode, isArrowFunction: boolean, isMethod: boolean, forInit: unknown): void;
  parseMethod(isGenerator: boolean, isAsync: boolean, allowDirectSuper: boolean): ParserNode;
  parseClassId(node: ParserNode, isStatement: unknown): void;
  parseClassSuper(node: ParserNode): void;
  parseClassElement(constructorAllowsSuper: boolean): ParserNode | null;
  parseClassElementName(element: ParserNode): void;
  parseClassField(field: ParserNode): ParserNode;
  parseExprOp(
    left: ParserNode,
    startPosition: number,
    startLocation: unknown,
    minimumPrecedence: number,
    forInit: unknown,
  ): ParserNode;
  parseExprOps(forInit: unknown, destructuringErrors: unknown): ParserNode;
  parseExprList(
    close: unknown,
    allowTrailingComma: boolean,
    allowEmpty: boolean,
    destructuringErrors: unknown,
  ): (ParserNode | null)[];
  parseSpread(destructuringErrors: unknown): ParserNode;
  parseSubscript(
    base: ParserNode,
    startPosition: number,
    startLocation: unknown,
    noCalls: boolean,
    maybeAsyncArrow: boolean,
    optionalChained: boolean,
    forInit: unknown,
  ): ParserNode;
  parseExprAtom(destructuringErrors?: unknown, forInit?: unknown, forNew?: boolean): ParserNode;
  parseExprListItem(allowEmpty: boolean, destructuringErrors: unknown): ParserNode | null;
  parseParenItem(item: ParserNode): ParserNode;
  parseMaybeUnary(
    destructuringErrors: unknown,
    sawUnary: boolean,
    incDec: boolean,
    forInit: unknown,
  ): ParserNode;
  parseMaybeAssign(forInit?: unknown, destructuringErrors?: unknown, afterLeftParse?: unknown): ParserNode;
  parseExpression(forInit?: unknown, destructuringErrors?: unknown): ParserNode;
  shouldParseArrow(expressions: ParserNode[]): boolean;
  shouldParseAsyncArrow(): boolean;
}

/** acorn's token types, re-exported under a readable name. */
export const tokens = tokTypes;

const SCALAR_FIELDS = [
  "pos",
  "type",
  "value",
  "start",
  "end",
  "startLoc",
  "endLoc",
  "lastTokStart",
  "lastTokEnd",
  "lastTokStartLoc",
  "lastTokEndLoc",
  "exprAllowed",
  "containsEsc",
  "curLine",
  "lineStart",
  "potentialArrowAt",
  "potentialArrowInForAwait",
  "yieldPos",
  "awaitPos",
  "awaitIdentPos",
  "strict",
] as const;

/** Everything a failed speculative parse must put back. */
export interface ParserSnapshot {
  scalars: unknown[];
  context: unknown[];
  labels: unknown[];
  scopes: unknown[];
}

/** Captures the tokenizer and parser state, so a speculative parse can be undone. */
export function takeSnapshot(parser: AcornInternals): ParserSnapshot {
  return {
    scalars: SCALAR_FIELDS.map((field) => parser[field]),
    context: parser.context.slice(),
    labels: parser.labels.slice(),
    scopes: parser.scopeStack.map((scope) => copyScope(scope)),
  };
}

/** Puts back the state captured by {@link takeSnapshot}. */
export function restoreSnapshot(parser: AcornInternals, snapshot: ParserSnapshot): void {
  const fields = parser as Record<string, unknown>;
  SCALAR_FIELDS.forEach((field, index) => {
    fields[field] = snapshot.scalars[index];
  });
  parser.context = snapshot.context;
  parser.labels = snapshot.labels;
  parser.scopeStack = snapshot.scopes;
}

function copyScope(scope: unknown): unknown {
  const copy: Record<string, unknown> = { ...(scope as Record<string, unknown>) };
  for (const [key, entry] of Object.entries(copy)) if (Array.isArray(entry)) copy[key] = entry.slice();
  return copy;
}

/** Whether a line break separates the previous token from the current one. */
export function lineBreakBefore(parser: AcornInternals): boolean {
  return /[\n\r\u2028\u2029]/.test(parser.input.slice(parser.lastTokEnd, parser.start));
}

/** Whether the current token is the identifier-like word `name` (a plain name, not a keyword). */
export function isName(parser: AcornInternals, name?: string): boolean {
  return parser.type === tokens.name && (name === undefined || parser.value === name);
}

/** Whether the current token is an identifier or any keyword (both can be property names). */
export function isWord(parser: AcornInternals): boolean {
  return parser.type === tokens.name || parser.type.keyword !== undefined;
}

/** Whether the current token is the operator `<`. */
export function isLessThan(parser: AcornInternals): boolean {
  return parser.type === tokens.relational && parser.value === "<";
}

/** Runs `read` on the next token and rewinds: a one-token lookahead. */
export function peek<T>(parser: AcornInternals, read: () => T): T {
  const snapshot = takeSnapshot(parser);
  try {
    parser.next();
    return read();
  } finally {
    restoreSnapshot(parser, snapshot);
  }
}
