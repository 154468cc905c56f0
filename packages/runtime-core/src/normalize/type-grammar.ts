import {
  type AcornInternals,
  isLessThan,
  isName,
  isWord,
  lineBreakBefore,
  peek,
  restoreSnapshot,
  takeSnapshot,
  tokens,
} from "./parser-internals.ts";

/**
 * A reader of TypeScript type syntax over acorn's token stream. It builds no tree: the TypeScript plugin only
 * needs to know where a type ends, so every function here consumes the tokens of one construct and throws
 * acorn's `SyntaxError` when the tokens are not a type.
 */

/** Consumes one type: conditional, function, constructor, union, intersection and everything below them. */
export function readType(parser: AcornInternals): void {
  if (isLessThan(parser) || parser.type === tokens._new || isAbstractConstructorType(parser)) {
    readFunctionType(parser);
    return;
  }
  if (parser.type === tokens.parenL && attempt(parser, () => readFunctionType(parser))) return;
  readUnionType(parser);
  if (parser.type === tokens._extends && !lineBreakBefore(parser)) {
    parser.next();
    readUnionType(parser);
    parser.expect(tokens.question);
    readType(parser);
    parser.expect(tokens.colon);
    readType(parser);
  }
}

/** Consumes `: Type` (the caller has checked the colon). */
export function readTypeAnnotation(parser: AcornInternals): void {
  parser.expect(tokens.colon);
  readReturnType(parser);
}

/** Consumes a return type, including type predicates (`x is T`, `asserts x is T`, `asserts x`). */
export function readReturnType(parser: AcornInternals): void {
  if (isName(parser, "asserts") && peek(parser, () => isWord(parser) && !lineBreakBefore(parser))) {
    parser.next();
    parser.next();
    if (isName(parser, "is")) {
      parser.next();
      readType(parser);
    }
    return;
  }
  if (
    (parser.type === tokens.name || parser.type === tokens._this) &&
    peek(parser, () => isName(parser, "is") && !lineBreakBefore(parser))
  ) {
    parser.next();
    parser.next();
  }
  readType(parser);
}

/** Consumes `<A, B<C>>` type arguments. */
export function readTypeArguments(parser: AcornInternals): void {
  if (!isLessThan(parser)) parser.unexpected();
  parser.next();
  while (!atClosingAngle(parser)) {
    readType(parser);
    if (!atClosingAngle(parser)) parser.expect(tokens.comma);
  }
  consumeClosingAngle(parser);
}

/** Consumes `<T extends U = V, in out W, const X>` type parameters. */
export function readTypeParameters(parser: AcornInternals): void {
  if (!isLessThan(parser)) parser.unexpected();
  parser.next();
  while (!atClosingAngle(parser)) {
    while (
      (parser.type === tokens._in || isName(parser, "out") || parser.type === tokens._const) &&
      nextIsName(parser)
    ) {
      parser.next();
    }
    if (parser.type !== tokens.name) parser.unexpected();
    parser.next();
    if (parser.type === tokens._extends) {
      parser.next();
      readType(parser);
    }
    if (parser.type === tokens.eq) {
      parser.next();
      readType(parser);
    }
    if (!atClosingAngle(parser)) parser.expect(tokens.comma);
  }
  consumeClosingAngle(parser);
}

/** Consumes `{ ... }`: an object type literal or a mapped type. */
export function readObjectType(parser: AcornInternals): void {
  parser.expect(tokens.braceL);
  while (parser.type !== tokens.braceR) {
    readTypeMember(parser);
    if (parser.type === tokens.comma || parser.type === tokens.semi) parser.next();
    else if (parser.type !== tokens.braceR && !lineBreakBefore(parser)) parser.unexpected();
  }
  parser.next();
}

/** Runs `read`; on a syntax error rewinds the parser and returns `false`. */
export function attempt(parser: AcornInternals, read: () => void): boolean {
  const snapshot = takeSnapshot(parser);
  try {
    read();
    return true;
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    restoreSnapshot(parser, snapshot);
    return false;
  }
}

/** Whether the current token begins with `>` (acorn reads `>>`, `>=`, `>>=` as one token). */
export function atClosingAngle(parser: AcornInternals): boolean {
  return (
    parser.type !== tokens.string &&
    parser.type !== tokens.template &&
    parser.input.charCodeAt(parser.start) === 62
  );
}

/** Consumes one `>`, splitting a `>>`-like token so nested type arguments close one at a time. */
export function consumeClosingAngle(parser: AcornInternals): void {
  if (!atClosingAngle(parser)) parser.unexpected();
  parser.pos = parser.start + 1;
  parser.end = parser.start + 1;
  parser.type = tokens.relational;
  parser.value = ">";
  parser.next();
}

function isAbstractConstructorType(parser: AcornInternals): boolean {
  return isName(parser, "abstract") && peek(parser, () => parser.type === tokens._new);
}

function nextIsName(parser: AcornInternals): boolean {
  return peek(parser, () => parser.type === tokens.name);
}

function readFunctionType(parser: AcornInternals): void {
  if (isName(parser, "abstract")) parser.next();
  if (parser.type === tokens._new) parser.next();
  if (isLessThan(parser)) readTypeParameters(parser);
  readParameterList(parser);
  parser.expect(tokens.arrow);
  readReturnType(parser);
}

/** Consumes `(a: T, b?: U, ...rest: V[])` of a function type or signature. */
export function readParameterList(parser: AcornInternals): void {
  parser.expect(tokens.parenL);
  while (parser.type !== tokens.parenR) {
    if (parser.type === tokens.ellipsis) parser.next();
    if (parser.type === tokens.braceL || parser.type === tokens.bracketL) skipBalanced(parser);
    else if (parser.type === tokens.name || parser.type === tokens._this) parser.next();
    else parser.unexpected();
    if (parser.type === tokens.question) parser.next();
    if (parser.type === tokens.colon) readTypeAnnotation(parser);
    if (parser.type !== tokens.parenR) parser.expect(tokens.comma);
  }
  parser.next();
}

function readUnionType(parser: AcornInternals): void {
  if (parser.type === tokens.bitwiseOR) parser.next();
  readIntersectionType(parser);
  while (parser.type === tokens.bitwiseOR) {
    parser.next();
    readIntersectionType(parser);
  }
}

function readIntersectionType(parser: AcornInternals): void {
  if (parser.type === tokens.bitwiseAND) parser.next();
  readTypeOperator(parser);
  while (parser.type === tokens.bitwiseAND) {
    parser.next();
    readTypeOperator(parser);
  }
}

function readTypeOperator(parser: AcornInternals): void {
  if (
    (isName(parser, "keyof") || isName(parser, "unique") || isName(parser, "readonly")) &&
    startsTypeNext(parser)
  ) {
    parser.next();
    readTypeOperator(parser);
    return;
  }
  if (isName(parser, "infer") && nextIsName(parser)) {
    parser.next();
    parser.next();
    if (parser.type === tokens._extends && attempt(parser, () => readConstraintOfInfer(parser))) return;
    readPostfixSuffixes(parser);
    return;
  }
  readPrimaryType(parser);
  readPostfixSuffixes(parser);
}

function readConstraintOfInfer(parser: AcornInternals): void {
  parser.next();
  readUnionType(parser);
  if (parser.type === tokens.question) parser.unexpected();
}

function startsTypeNext(parser: AcornInternals): boolean {
  return peek(
    parser,
    () =>
      !lineBreakBefore(parser) &&
      parser.type !== tokens.comma &&
      parser.type !== tokens.parenR &&
      parser.type !== tokens.bracketR &&
      parser.type !== tokens.braceR &&
      parser.type !== tokens.semi &&
      parser.type !== tokens.colon &&
      parser.type !== tokens.eq &&
      parser.type !== tokens.question &&
      !atClosingAngle(parser),
  );
}

function readPostfixSuffixes(parser: AcornInternals): void {
  while (parser.type === tokens.bracketL && !lineBreakBefore(parser)) {
    parser.next();
    if (parser.type !== tokens.bracketR) readType(parser);
    parser.expect(tokens.bracketR);
  }
}

function readPrimaryType(parser: AcornInternals): void {
  switch (parser.type) {
    case tokens.name:
      readTypeReference(parser);
      return;
    case tokens._typeof:
      parser.next();
      if (parser.type === tokens._import) readImportType(parser);
      else readTypeReference(parser);
      return;
    case tokens._import:
      readImportType(parser);
      return;
    case tokens._void:
    case tokens._null:
    case tokens._this:
    case tokens._true:
    case tokens._false:
    case tokens.string:
    case tokens.num:
      parser.next();
      return;
    case tokens.plusMin:
      if (parser.value !== "-") parser.unexpected();
      parser.next();
      parser.expect(tokens.num);
      return;
    case tokens.backQuote:
      readTemplateLiteralType(parser);
      return;
    case tokens.braceL:
      readObjectType(parser);
      return;
    case tokens.bracketL:
      readTupleType(parser);
      return;
    case tokens.parenL:
      parser.next();
      readType(parser);
      parser.expect(tokens.parenR);
      return;
    default:
      parser.unexpected();
  }
}

function readTypeReference(parser: AcornInternals): void {
  if (!isWord(parser)) parser.unexpected();
  parser.next();
  while (parser.type === tokens.dot) {
    parser.next();
    if (!isWord(parser) && parser.type !== tokens.privateId) parser.unexpected();
    parser.next();
  }
  if (isLessThan(parser) && !lineBreakBefore(parser)) readTypeArguments(parser);
}

function readImportType(parser: AcornInternals): void {
  parser.expect(tokens._import);
  parser.expect(tokens.parenL);
  parser.expect(tokens.string);
  parser.expect(tokens.parenR);
  while (parser.type === tokens.dot) {
    parser.next();
    parser.next();
  }
  if (isLessThan(parser)) readTypeArguments(parser);
}

function readTemplateLiteralType(parser: AcornInternals): void {
  parser.expect(tokens.backQuote);
  while (parser.type !== tokens.backQuote) {
    if (parser.type === tokens.dollarBraceL) {
      parser.next();
      readType(parser);
      parser.expect(tokens.braceR);
    } else if (parser.type === tokens.template || parser.type === tokens.invalidTemplate) {
      parser.next();
    } else {
      parser.unexpected();
    }
  }
  parser.next();
}

function readTupleType(parser: AcornInternals): void {
  parser.expect(tokens.bracketL);
  while (parser.type !== tokens.bracketR) {
    if (parser.type === tokens.ellipsis) parser.next();
    if (
      parser.type === tokens.name &&
      peek(parser, () => parser.type === tokens.colon || parser.type === tokens.question)
    ) {
      if (attempt(parser, () => readTupleLabel(parser))) {
        readType(parser);
      } else {
        readType(parser);
      }
    } else {
      readType(parser);
    }
    if (parser.type === tokens.question) parser.next();
    if (parser.type !== tokens.bracketR) parser.expect(tokens.comma);
  }
  parser.next();
}

function readTupleLabel(parser: AcornInternals): void {
  parser.next();
  if (parser.type === tokens.question) parser.next();
  parser.expect(tokens.colon);
}

function readTypeMember(parser: AcornInternals): void {
  if (parser.type === tokens.plusMin) parser.next();
  while (
    (isName(parser, "readonly") || isName(parser, "get") || isName(parser, "set")) &&
    startsMemberNameNext(parser)
  ) {
    parser.next();
  }
  if (parser.type === tokens.parenL || isLessThan(parser)) {
    readSignature(parser);
    return;
  }
  if (
    parser.type === tokens._new &&
    peek(parser, () => parser.type === tokens.parenL || isLessThan(parser))
  ) {
    parser.next();
    readSignature(parser);
    return;
  }
  if (parser.type === tokens.bracketL) readBracketMember(parser);
  else if (isWord(parser) || parser.type === tokens.string || parser.type === tokens.num) parser.next();
  else parser.unexpected();
  if (parser.type === tokens.plusMin) parser.next();
  if (parser.type === tokens.question) parser.next();
  if (parser.type === tokens.parenL || isLessThan(parser)) readSignature(parser);
  else if (parser.type === tokens.colon) readTypeAnnotation(parser);
}

function startsMemberNameNext(parser: AcornInternals): boolean {
  return peek(
    parser,
    () =>
      isWord(parser) ||
      parser.type === tokens.string ||
      parser.type === tokens.num ||
      parser.type === tokens.bracketL,
  );
}

/** `[key: string]`, `[K in keyof T as U]` or a computed name `[Symbol.iterator]`. */
function readBracketMember(parser: AcornInternals): void {
  parser.expect(tokens.bracketL);
  if (parser.type === tokens.name && peek(parser, () => parser.type === tokens.colon)) {
    parser.next();
    readTypeAnnotation(parser);
  } else if (parser.type === tokens.name && peek(parser, () => parser.type === tokens._in)) {
    parser.next();
    parser.next();
    readType(parser);
    if (isName(parser, "as")) {
      parser.next();
      readType(parser);
    }
  } else {
    while (parser.type !== tokens.bracketR) {
      if (parser.type === tokens.eof) parser.unexpected();
      skipToken(parser);
    }
  }
  parser.expect(tokens.bracketR);
}

function readSignature(parser: AcornInternals): void {
  if (isLessThan(parser)) readTypeParameters(parser);
  readParameterList(parser);
  if (parser.type === tokens.colon) readTypeAnnotation(parser);
}

const OPENERS = new Set([tokens.parenL, tokens.bracketL, tokens.braceL, tokens.dollarBraceL]);
const CLOSERS = new Set([tokens.parenR, tokens.bracketR, tokens.braceR]);

/** Consumes one token, or a whole bracketed group when the token opens one. */
export function skipToken(parser: AcornInternals): void {
  if (OPENERS.has(parser.type)) skipBalanced(parser);
  else parser.next();
}

/** Consumes a bracketed group `(...)`, `[...]` or `{...}` with everything nested in it. */
export function skipBalanced(parser: AcornInternals): void {
  let depth = 0;
  do {
    if (parser.type === tokens.eof) parser.unexpected();
    if (OPENERS.has(parser.type)) depth++;
    else if (CLOSERS.has(parser.type)) depth--;
    parser.next();
  } while (depth > 0);
}
