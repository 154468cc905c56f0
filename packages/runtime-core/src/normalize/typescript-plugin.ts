import type { Parser } from "acorn";
import {
  type AcornInternals,
  isLessThan,
  isName,
  isWord,
  lineBreakBefore,
  type ParserNode,
  peek,
  restoreSnapshot,
  takeSnapshot,
  tokens,
} from "./parser-internals.ts";
import type { SourceEdit } from "./source-edits.ts";
import {
  consumeClosingAngle,
  readReturnType,
  readType,
  readTypeAnnotation,
  readTypeArguments,
  readTypeParameters,
} from "./type-grammar.ts";
import {
  readEnum,
  readImplementsClause,
  readInterface,
  readTypeAlias,
  skipStatement,
} from "./typescript-declarations.ts";

/** Parser state added by the plugin. */
export interface TypeScriptParserState {
  /** What to remove or replace to turn the parsed TypeScript into JavaScript. */
  typeScriptEdits: SourceEdit[];
}

const ACCESS_MODIFIERS = new Set(["public", "private", "protected", "readonly", "override"]);
/** acorn's precedence of `<`; `as` and `satisfies` bind like it. */
const RELATIONAL_PRECEDENCE = 7;
const MEMBER_MODIFIERS = new Set([...ACCESS_MODIFIERS, "declare", "abstract"]);

/**
 * An acorn plugin (`Parser.extend(typeScriptPlugin)`) that parses TypeScript's type syntax and records, in
 * `typeScriptEdits`, the source ranges that type erasure removes (annotations, casts, generics, non-null
 * assertions, modifiers, type-only declarations) or replaces (`enum` becomes an object, parameter properties
 * become assignments). The tree it builds is JavaScript's; type syntax leaves no nodes.
 *
 * It is deliberately small: it understands the TypeScript that models write in a code block, not every
 * corner of the language (no namespaces with values, no decorators, no JSX). Where it fails, the caller falls
 * back to plain JavaScript parsing.
 */
export function typeScriptPlugin(Base: typeof Parser): typeof Parser {
  const InternalBase = Base as unknown as new (...args: never[]) => AcornInternals;

  class TypeScriptParser extends InternalBase implements TypeScriptParserState {
    typeScriptEdits: SourceEdit[] = [];
    parameterPropertyFrames: string[][] = [];
    typedArgumentList = false;
    removeClassElement = false;

    remove(start: number, end: number): void {
      this.typeScriptEdits.push({ start, end, text: "" });
    }

    /** Reads a type-only construct from the current token and records its removal. */
    removeTyped(read: () => void): void {
      const start = this.start;
      read();
      this.remove(start, this.lastTokEnd);
    }

    /** Runs a parse that may not apply; on a syntax error rewinds everything it did and returns undefined. */
    speculate<T>(read: () => T): T | undefined {
      const snapshot = takeSnapshot(this);
      const editCount = this.typeScriptEdits.length;
      try {
        return read();
      } catch (error) {
        if (!(error instanceof SyntaxError)) throw error;
        restoreSnapshot(this, snapshot);
        this.typeScriptEdits.length = editCount;
        return undefined;
      }
    }

    placeholder(start: number, name?: string): ParserNode {
      const node = this.startNodeAt(start, undefined);
      if (name !== undefined) node.id = { type: "Identifier", name, start, end: start };
      return this.finishNode(node, "EmptyStatement");
    }

    nextIs(test: () => boolean): boolean {
      return peek(this, () => !lineBreakBefore(this) && test());
    }

    override parseStatement(context: unknown, topLevel?: boolean, exports?: unknown): ParserNode {
      const start = this.start;
      if (isName(this, "interface") && this.nextIs(() => this.type === tokens.name)) {
        this.removeTyped(() => readInterface(this));
        return this.placeholder(start);
      }
      if (isName(this, "type") && this.nextIs(() => this.type === tokens.name)) {
        this.removeTyped(() => readTypeAlias(this));
        return this.placeholder(start);
      }
      if (isName(this, "declare") && this.nextIs(() => isWord(this))) {
        this.removeTyped(() => skipStatement(this));
        return this.placeholder(start);
      }
      if (isName(this, "abstract") && this.nextIs(() => this.type === tokens._class)) {
        this.next();
        this.remove(start, this.start);
        return super.parseStatement(context, topLevel, exports);
      }
      if (
        (isName(this, "enum") && this.nextIs(() => this.type === tokens.name)) ||
        (this.type === tokens._const && this.nextIs(() => isName(this, "enum")))
      ) {
        const { name, replacement } = readEnum(this, this.typeScriptEdits);
        this.typeScriptEdits.push({ start, end: this.lastTokEnd, text: replacement });
        return this.placeholder(start, name);
      }
      if (
        this.type === tokens._import &&
        this.nextIs(() => isName(this, "type")) &&
        this.isTypeOnlyImport()
      ) {
        this.removeTyped(() => skipStatement(this));
        return this.placeholder(start);
      }
      return super.parseStatement(context, topLevel, exports);
    }

    isTypeOnlyImport(): boolean {
      return peek(this, () => {
        this.next();
        return (
          this.type === tokens.braceL ||
          this.type === tokens.star ||
          (this.type === tokens.name && this.value !== "from")
        );
      });
    }

    override parseExport(node: ParserNode, exports: unknown): ParserNode {
      const typeOnly = peek(
        this,
        () =>
          (isName(this, "type") || isName(this, "interface") || isName(this, "declare")) &&
          this.nextIs(() => this.type !== tokens.eq),
      );
      if (typeOnly) {
        this.next();
        if (
          isName(this, "type") &&
          this.nextIs(() => this.type === tokens.braceL || this.type === tokens.star)
        ) {
          skipStatement(this);
        } else {
          this.parseStatement(null);
        }
        this.remove(node.start, this.lastTokEnd);
        return this.placeholder(node.start);
      }
      const result = super.parseExport(node, exports);
      const declaration = result.declaration as ParserNode | null | undefined;
      if (declaration?.bodyless === true) this.remove(result.start, result.end);
      return result;
    }

    override shouldParseExportStatement(): boolean {
      return (
        super.shouldParseExportStatement() ||
        (isName(this, "enum") && this.nextIs(() => this.type === tokens.name)) ||
        (isName(this, "abstract") && this.nextIs(() => this.type === tokens._class))
      );
    }

    override parseImportSpecifier(): ParserNode {
      const start = this.start;
      const typeOnly =
        isName(this, "type") &&
        this.nextIs(() => isWord(this) && !(isName(this, "as") && this.nextIs(() => !isWord(this))));
      if (!typeOnly) return super.parseImportSpecifier();
      this.next();
      const specifier = super.parseImportSpecifier();
      this.remove(start, this.type === tokens.comma ? this.end : specifier.end);
      return specifier;
    }

    override parseBindingAtom(): ParserNode {
      const atom = super.parseBindingAtom();
      if (
        this.type === tokens.prefix &&
        this.value === "!" &&
        this.nextIs(() => this.type === tokens.colon)
      ) {
        this.remove(this.start, this.end);
        this.next();
      }
      if (this.type === tokens.question) {
        this.remove(this.start, this.end);
        this.next();
      }
      if (this.type === tokens.colon) this.removeTyped(() => readTypeAnnotation(this));
      return atom;
    }

    override parseAssignableListItem(allowModifiers: unknown): ParserNode {
      let modified = false;
      while (
        this.type === tokens.name &&
        ACCESS_MODIFIERS.has(String(this.value)) &&
        this.nextIs(
          () => this.type === tokens.name || this.type === tokens.braceL || this.type === tokens.bracketL,
        )
      ) {
        const start = this.start;
        this.next();
        this.remove(start, this.start);
        modified = true;
      }
      const item = super.parseAssignableListItem(allowModifiers);
      const frame = this.parameterPropertyFrames.at(-1);
      if (modified && frame !== undefined) {
        const binding = (item.type === "AssignmentPattern" ? item.left : item) as ParserNode;
        if (binding.type === "Identifier") frame.push(String(binding.name));
      }
      return item;
    }

    override parseFunctionParams(node: ParserNode): void {
      if (isLessThan(this)) this.removeTyped(() => readTypeParameters(this));
      super.parseFunctionParams(node);
    }

    override parseMethod(isGenerator: boolean, isAsync: boolean, allowDirectSuper: boolean): ParserNode {
      if (isLessThan(this)) this.removeTyped(() => readTypeParameters(this));
      this.parameterPropertyFrames.push([]);
      let method: ParserNode;
      try {
        method = super.parseMethod(isGenerator, isAsync, allowDirectSuper);
      } finally {
        this.parameterPropertyFrames.pop();
      }
      const names = (method.parameterProperties as string[] | undefined) ?? [];
      if (names.length > 0) this.assignParameterProperties(names, method.body as ParserNode);
      return method;
    }

    assignParameterProperties(names: string[], body: ParserNode): void {
      if (body.type !== "BlockStatement" || body.end <= body.start) return;
      const statements = body.body as ParserNode[];
      const superCall = statements.find(
        (statement) =>
          statement.type === "ExpressionStatement" &&
          (statement.expression as ParserNode).type === "CallExpression" &&
          ((statement.expression as ParserNode).callee as ParserNode).type === "Super",
      );
      const at = superCall === undefined ? body.start + 1 : superCall.end;
      const separator = superCall !== undefined && this.input.charAt(superCall.end - 1) !== ";" ? ";" : "";
      const text = separator + names.map((name) => ` this.${name} = ${name};`).join("");
      this.typeScriptEdits.push({ start: at, end: at, text });
    }

    override parseFunctionBody(
      node: ParserNode,
      isArrowFunction: boolean,
      isMethod: boolean,
      forInit: unknown,
    ): void {
      if (!isArrowFunction && this.type === tokens.colon) this.removeTyped(() => readTypeAnnotation(this));
      if (isArrowFunction || this.type === tokens.braceL) {
        if (isMethod) node.parameterProperties = this.parameterPropertyFrames.at(-1);
        super.parseFunctionBody(node, isArrowFunction, isMethod, forInit);
        return;
      }
      this.semicolon();
      node.body = { type: "BlockStatement", body: [], start: this.lastTokEnd, end: this.lastTokEnd };
      node.expression = false;
      node.bodyless = true;
      this.exitScope();
      if (!isMethod) {
        this.forgetDeclaration(node.id as ParserNode | null | undefined);
        this.remove(node.start, this.lastTokEnd);
      }
    }

    /** An overload signature declares nothing: take its name back so the implementation may declare it. */
    forgetDeclaration(id: ParserNode | null | undefined): void {
      const scope = this.scopeStack.at(-1) as Record<string, unknown> | undefined;
      if (id === null || id === undefined || scope === undefined) return;
      for (const list of [scope.lexical, scope.functions, scope.var]) {
        if (!Array.isArray(list)) continue;
        const index = list.indexOf(id.name);
        if (index >= 0) list.splice(index, 1);
      }
    }

    override parseClassId(node: ParserNode, isStatement: unknown): void {
      super.parseClassId(node, isStatement);
      if (isLessThan(this)) this.removeTyped(() => readTypeParameters(this));
    }

    override parseClassSuper(node: ParserNode): void {
      super.parseClassSuper(node);
      if (node.superClass !== null && isLessThan(this)) this.removeTyped(() => readTypeArguments(this));
      if (isName(this, "implements")) this.removeTyped(() => readImplementsClause(this));
    }

    stripMemberModifiers(): void {
      while (
        this.type === tokens.name &&
        MEMBER_MODIFIERS.has(String(this.value)) &&
        this.nextIs(
          () =>
            isWord(this) ||
            this.type === tokens.string ||
            this.type === tokens.num ||
            this.type === tokens.bracketL ||
            this.type === tokens.privateId ||
            this.type === tokens.star,
        )
      ) {
        if (this.value === "declare" || this.value === "abstract") this.removeClassElement = true;
        const start = this.start;
        this.next();
        this.remove(start, this.start);
      }
    }

    override parseClassElement(constructorAllowsSuper: boolean): ParserNode | null {
      const start = this.start;
      if (this.type === tokens.bracketL && this.isIndexSignature()) {
        this.removeTyped(() => {
          this.next();
          this.next();
          readTypeAnnotation(this);
          this.expect(tokens.bracketR);
          readTypeAnnotation(this);
          this.eat(tokens.semi);
        });
        return null;
      }
      const outer = this.removeClassElement;
      this.removeClassElement = false;
      try {
        this.stripMemberModifiers();
        const element = super.parseClassElement(constructorAllowsSuper);
        const value = element?.value as ParserNode | null | undefined;
        const typeOnly =
          this.removeClassElement && (element?.type === "PropertyDefinition" || value?.bodyless === true);
        if (element !== null && (typeOnly || value?.bodyless === true)) this.remove(start, element.end);
        return element;
      } finally {
        this.removeClassElement = outer;
      }
    }

    isIndexSignature(): boolean {
      return peek(this, () => {
        if (this.type !== tokens.name) return false;
        this.next();
        return this.type === tokens.colon;
      });
    }

    override parseClassElementName(element: ParserNode): void {
      this.stripMemberModifiers();
      super.parseClassElementName(element);
      if (
        this.type === tokens.question &&
        this.nextIs(() => this.type === tokens.parenL || isLessThan(this))
      ) {
        this.remove(this.start, this.end);
        this.next();
      }
      if (isLessThan(this)) this.removeTyped(() => readTypeParameters(this));
    }

    override parseClassField(field: ParserNode): ParserNode {
      if (this.type === tokens.question || (this.type === tokens.prefix && this.value === "!")) {
        this.remove(this.start, this.end);
        this.next();
      }
      if (this.type === tokens.colon) this.removeTyped(() => readTypeAnnotation(this));
      return super.parseClassField(field);
    }

    override parseExprOps(forInit: unknown, destructuringErrors: unknown): ParserNode {
      const expression = super.parseExprOps(forInit, destructuringErrors);
      if (
        this.type === tokens.question &&
        this.nextIs(
          () => this.type === tokens.colon || this.type === tokens.comma || this.type === tokens.parenR,
        )
      ) {
        this.remove(this.start, this.end);
        this.next();
      }
      return expression;
    }

    override parseExprOp(
      left: ParserNode,
      startPosition: number,
      startLocation: unknown,
      minimumPrecedence: number,
      forInit: unknown,
    ): ParserNode {
      if (
        (isName(this, "as") || isName(this, "satisfies")) &&
        !lineBreakBefore(this) &&
        minimumPrecedence < RELATIONAL_PRECEDENCE
      ) {
        const start = this.lastTokEnd;
        const isAs = this.value === "as";
        this.next();
        if (isAs && this.type === tokens._const) this.next();
        else readType(this);
        this.remove(start, this.lastTokEnd);
        return this.parseExprOp(left, startPosition, startLocation, minimumPrecedence, forInit);
      }
      return super.parseExprOp(left, startPosition, startLocation, minimumPrecedence, forInit);
    }

    override parseParenItem(item: ParserNode): ParserNode {
      if (this.type === tokens.colon) this.removeTyped(() => readTypeAnnotation(this));
      return super.parseParenItem(item);
    }

    override parseExprList(
      close: unknown,
      allowTrailingComma: boolean,
      allowEmpty: boolean,
      destructuringErrors: unknown,
    ): (ParserNode | null)[] {
      if (!this.typedArgumentList)
        return super.parseExprList(close, allowTrailingComma, allowEmpty, destructuringErrors);
      this.typedArgumentList = false;
      const items: ParserNode[] = [];
      while (!this.eat(close as typeof tokens.parenR)) {
        if (items.length > 0) {
          this.expect(tokens.comma);
          if (this.eat(close as typeof tokens.parenR)) break;
        }
        const item =
          this.type === tokens.ellipsis
            ? this.parseSpread(destructuringErrors)
            : this.parseMaybeAssign(false, destructuringErrors, this.parseParenItem);
        items.push(this.parseParenItem(item));
      }
      return items;
    }

    override shouldParseArrow(expressions: ParserNode[]): boolean {
      if (this.type === tokens.colon && this.readArrowReturnType()) return true;
      return super.shouldParseArrow(expressions);
    }

    override shouldParseAsyncArrow(): boolean {
      if (this.type === tokens.colon) this.readArrowReturnType();
      return super.shouldParseAsyncArrow();
    }

    /** `(...): Type =>`: reads the return type only when an arrow follows it (else it is a `? :` colon). */
    readArrowReturnType(): boolean {
      const read = this.speculate(() => {
        this.removeTyped(() => {
          this.next();
          readReturnType(this);
        });
        if (this.type !== tokens.arrow || lineBreakBefore(this)) this.unexpected();
        return true;
      });
      return read === true;
    }

    override parseSubscript(
      base: ParserNode,
      startPosition: number,
      startLocation: unknown,
      noCalls: boolean,
      maybeAsyncArrow: boolean,
      optionalChained: boolean,
      forInit: unknown,
    ): ParserNode {
      if (this.type === tokens.prefix && this.value === "!" && !lineBreakBefore(this)) {
        this.remove(this.start, this.end);
        this.next();
        return { ...base, end: this.lastTokEnd };
      }
      if (isLessThan(this) && !lineBreakBefore(this)) {
        const applied = this.speculate(() => {
          this.removeTyped(() => readTypeArguments(this));
          const follows = this.type === tokens.parenL || this.type === tokens.backQuote;
          if (!follows && !(noCalls && !this.startsExpression())) this.unexpected();
          return true;
        });
        if (applied === true) {
          if (this.type === tokens.parenL && !noCalls) {
            this.typedArgumentList = maybeAsyncArrow;
            return super.parseSubscript(
              base,
              startPosition,
              startLocation,
              noCalls,
              maybeAsyncArrow,
              optionalChained,
              forInit,
            );
          }
          return { ...base, end: this.lastTokEnd };
        }
      }
      if (maybeAsyncArrow && this.type === tokens.parenL) this.typedArgumentList = true;
      return super.parseSubscript(
        base,
        startPosition,
        startLocation,
        noCalls,
        maybeAsyncArrow,
        optionalChained,
        forInit,
      );
    }

    startsExpression(): boolean {
      return (this.type as { startsExpr?: boolean }).startsExpr === true && this.type !== tokens.parenL;
    }

    override parseExprAtom(destructuringErrors?: unknown, forInit?: unknown, forNew?: boolean): ParserNode {
      if (!isLessThan(this)) return super.parseExprAtom(destructuringErrors, forInit, forNew);
      const arrow = this.speculate(() => {
        this.removeTyped(() => readTypeParameters(this));
        if (this.type !== tokens.parenL) this.unexpected();
        this.potentialArrowAt = this.start;
        const node = super.parseExprAtom(destructuringErrors, forInit, forNew);
        if (node.type !== "ArrowFunctionExpression") this.unexpected(node.start);
        return node;
      });
      if (arrow !== undefined) return arrow;
      this.removeTyped(() => {
        this.next();
        readType(this);
        consumeClosingAngle(this);
      });
      return this.parseMaybeUnary(null, false, false, forInit);
    }
  }

  return TypeScriptParser as unknown as typeof Parser;
}
