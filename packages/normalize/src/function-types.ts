import type { Node } from "@babel/types";
import { type ErasureContext, endOf, skipTrivia, startOf } from "./erasure-context.ts";

type FunctionNode = Extract<
  Node,
  {
    type:
      | "FunctionDeclaration"
      | "FunctionExpression"
      | "ArrowFunctionExpression"
      | "ObjectMethod"
      | "ClassMethod"
      | "ClassPrivateMethod";
  }
>;

/**
 * Erases what a function's signature holds beyond its annotations (which the generic walk blanks): a leading
 * `this` parameter with its comma, and, for an arrow whose return type spans lines, the `)` moves next to the
 * `=>` (JavaScript forbids a line break between them).
 */
export function eraseFunctionTypes(context: ErasureContext, node: Node): void {
  const fn = node as FunctionNode;
  const first = fn.params[0];
  if (first?.type === "Identifier" && first.name === "this") {
    const next = fn.params[1];
    if (next) context.blank(startOf(first), startOf(next));
    else {
      const comma = context.findToken(endOf(first), ",");
      context.blank(startOf(first), comma >= 0 ? comma + 1 : endOf(first));
    }
  }
  if (fn.type === "ArrowFunctionExpression" && fn.returnType) {
    const returnStart = startOf(fn.returnType);
    const closing = context.source.lastIndexOf(")", returnStart);
    const arrow = skipTrivia(context.source, endOf(fn.returnType));
    if (closing >= 0 && /[\n\r\u2028\u2029]/.test(context.source.slice(closing, arrow))) {
      context.blank(closing, closing + 1);
      const returnEnd = endOf(fn.returnType);
      const blank = context.source.slice(returnStart, returnEnd - 1).replace(/[^\n\r\u2028\u2029]/g, " ");
      context.replace(returnStart, returnEnd, `${blank})`);
    }
  }
}

/** Blanks a keyword such as `abstract` written before the `class` keyword that starts at or after `from`. */
export function blankDeclarationKeyword(context: ErasureContext, from: number, keyword: string): void {
  const classKeyword = context.source.indexOf("class", from);
  const index = context.source.indexOf(keyword, from);
  if (index >= 0 && (classKeyword < 0 || index < classKeyword)) context.blank(index, index + keyword.length);
}
