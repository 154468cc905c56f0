import type { Node } from "@babel/types";
import type { BlankEdit } from "./blank-edits.ts";

/** A construct TypeScript accepts that the sandbox cannot run, with where the model wrote it (1-based). */
export interface UnsupportedConstruct {
  construct: string;
  reason: string;
  line: number;
  column: number;
}

/** What one erasure collects: the edits to apply and the first construct the sandbox cannot run. */
export class ErasureContext {
  readonly edits: BlankEdit[] = [];
  unsupported: UnsupportedConstruct | undefined;
  /** Names declared so far in each enclosing statement list, innermost last (for enum and namespace merging). */
  readonly scopes: Set<string>[] = [];

  constructor(readonly source: string) {}

  /**
   * Records that an enum or namespace binds `name` in the current scope; `false` when a function, class, enum or
   * namespace of that name already does, so no second `var` is emitted (as TypeScript merges them).
   */
  declareMerged(name: string): boolean {
    const scope = this.scopes.at(-1);
    if (scope === undefined) return true;
    if (scope.has(name)) return false;
    scope.add(name);
    return true;
  }

  blank(start: number, end: number): void {
    if (end > start) this.edits.push({ start, end, text: "" });
  }

  blankNode(node: Node): void {
    this.blank(startOf(node), endOf(node));
  }

  replace(start: number, end: number, text: string): void {
    this.edits.push({ start, end, text });
  }

  insert(position: number, text: string): void {
    this.edits.push({ start: position, end: position, text });
  }

  text(node: Node): string {
    return this.source.slice(startOf(node), endOf(node));
  }

  reject(node: Node, construct: string, reason: string): void {
    if (this.unsupported !== undefined) return;
    const location = node.loc?.start;
    this.unsupported = {
      construct,
      reason,
      line: location?.line ?? 1,
      column: (location?.column ?? 0) + 1,
    };
  }

  /** Refuses decorators: the sandbox's engine does not run them, and TypeScript keeps them for ESNext. */
  rejectDecorators(node: Node): void {
    const first = (node as { decorators?: Node[] | null }).decorators?.[0];
    if (first === undefined) return;
    this.reject(
      first,
      "decorator",
      "the sandbox's JavaScript engine does not run decorators yet (TypeScript keeps them as written for ESNext); call the decorating function directly instead",
    );
  }

  /** Blanks the optional `?` or definite `!` that TypeScript allows right after a name ending at `from`. */
  blankMarker(from: number, marker: "?" | "!"): void {
    const index = this.findToken(from, marker);
    if (index >= 0) this.blank(index, index + 1);
  }

  /** Position of the first `character` at or after `from`, skipping whitespace and comments; -1 if another token comes first. */
  findToken(from: number, character: string): number {
    const index = skipTrivia(this.source, from);
    if (this.source.startsWith(character, index)) return index;
    return -1;
  }

  /** Blanks each modifier keyword in `[from, to)` (between a member's decorators and its name). */
  blankModifiers(from: number, to: number, modifiers: RegExp): void {
    const pattern = new RegExp(`\\b(?:${modifiers.source})\\b`, "g");
    const range = this.source.slice(from, to);
    for (const match of range.matchAll(pattern)) {
      const start = from + match.index;
      this.blank(start, start + match[0].length);
    }
  }
}

/** Where `node` starts including the parentheses around it (Babel leaves them out of the node's range). */
export function outerStart(node: Node): number {
  const extra = node.extra as { parenthesized?: boolean; parenStart?: number } | undefined;
  return extra?.parenthesized && extra.parenStart !== undefined ? extra.parenStart : startOf(node);
}

/** Where `node` ends including the parentheses around it. */
export function outerEnd(source: string, node: Node): number {
  let depth = 0;
  for (let index = outerStart(node); index < startOf(node); index = skipTrivia(source, index + 1)) {
    if (source.charAt(index) === "(") depth += 1;
  }
  let end = endOf(node);
  for (; depth > 0; depth -= 1) {
    const close = skipTrivia(source, end);
    if (source.charAt(close) !== ")") break;
    end = close + 1;
  }
  return end;
}

/** The TypeScript-only modifiers of class members and parameter properties. */
export const TYPESCRIPT_MODIFIERS = /public|private|protected|abstract|override|readonly|declare/;

export function startOf(node: Node): number {
  return node.start ?? 0;
}

export function endOf(node: Node): number {
  return node.end ?? 0;
}

/** Index of the first character at or after `from` that is neither whitespace nor inside a comment. */
export function skipTrivia(source: string, from: number): number {
  let index = from;
  while (index < source.length) {
    const character = source.charAt(index);
    if (/\s/.test(character)) index += 1;
    else if (source.startsWith("//", index)) {
      const end = source.slice(index).search(/[\n\r\u2028\u2029]/);
      index = end < 0 ? source.length : index + end;
    } else if (source.startsWith("/*", index)) {
      const end = source.indexOf("*/", index + 2);
      index = end < 0 ? source.length : end + 2;
    } else break;
  }
  return index;
}
