import type { ExportDefaultDeclaration, Node, Program, Statement } from "@babel/types";
import { endOf, startOf } from "./erasure-context.ts";
import { applyEdits, type SourceEdit } from "./source-edits.ts";

/** The normalized form of "nothing to run". */
export const EMPTY_FUNCTION = "async () => {}";

/**
 * Turns a parsed program into one async arrow function expression whose result is the program's value:
 * - a lone arrow function is the answer itself (made `async` if it was not);
 * - a lone parenthesized function expression is called;
 * - `export default` of a function is called, of anything else is returned;
 * - a program made only of function declarations calls `main` if it has one, else the last one;
 * - otherwise the statements become the body, and a final expression statement is returned.
 * `export` keywords on other statements are dropped, since the body of a function cannot export.
 */
export function shapeProgram(program: Program, text: string): string {
  const body = [...program.directives.map(directiveStatement), ...program.body];
  const last = body.at(-1);
  if (last === undefined) return EMPTY_FUNCTION;
  if (body.length === 1 && last.type === "ExpressionStatement") {
    const expression = last.expression;
    if (expression.type === "ArrowFunctionExpression") {
      const arrow = slice(text, expression);
      return expression.async ? arrow : `async ${arrow}`;
    }
    if (expression.type === "FunctionExpression") return wrap(`return (${slice(text, expression)})();`);
  }
  if (
    body.length === 1 &&
    last.type === "ExportDefaultDeclaration" &&
    last.declaration.type === "ArrowFunctionExpression"
  ) {
    const arrow = slice(text, last.declaration);
    return last.declaration.async ? arrow : `async ${arrow}`;
  }
  const before = withoutExports(text, body.slice(0, -1), 0, startOf(last));
  const tail = text.slice(endOf(last));
  if (last.type === "ExportDefaultDeclaration") return wrap(`${before}${exportDefault(text, last)}${tail}`);
  if (body.every((statement) => statement.type === "FunctionDeclaration")) {
    const names = body.map((statement) =>
      statement.type === "FunctionDeclaration" ? (statement.id?.name ?? "") : "",
    );
    const entry = names.includes("main") ? "main" : names.at(-1);
    return wrap(`${text}\nreturn ${entry}();`);
  }
  if (last.type === "ExpressionStatement")
    return wrap(`${before}return (${slice(text, last.expression)});${tail}`);
  return wrap(`${before}${withoutExports(text, [last], startOf(last), endOf(last))}${tail}`);
}

/** A final `export default`: a function (declared, expression or arrow) is called, anything else returned. */
function exportDefault(text: string, statement: ExportDefaultDeclaration): string {
  const declaration = statement.declaration;
  const source = slice(text, declaration);
  const callable =
    declaration.type === "FunctionDeclaration" ||
    declaration.type === "FunctionExpression" ||
    declaration.type === "ArrowFunctionExpression";
  return callable ? `return (${source})();` : `return (${source});`;
}

/** The text of `statements` (spanning `[from, to)`), with `export` and `export default` prefixes removed. */
function withoutExports(text: string, statements: readonly Statement[], from: number, to: number): string {
  const edits: SourceEdit[] = [];
  for (const statement of statements) {
    if (statement.type === "ExportNamedDeclaration") {
      if (statement.declaration)
        edits.push({ start: startOf(statement), end: startOf(statement.declaration), text: "" });
      else edits.push({ start: startOf(statement), end: endOf(statement), text: "" });
    } else if (statement.type === "ExportDefaultDeclaration") {
      const declaration = statement.declaration;
      const named =
        (declaration.type === "FunctionDeclaration" || declaration.type === "ClassDeclaration") &&
        declaration.id;
      if (named) edits.push({ start: startOf(statement), end: startOf(declaration), text: "" });
      else edits.push({ start: startOf(statement), end: startOf(declaration), text: "const __default = " });
    } else if (statement.type === "ExportAllDeclaration") {
      edits.push({ start: startOf(statement), end: endOf(statement), text: "" });
    }
  }
  return applyEdits(text, edits, from, to);
}

function slice(text: string, node: Node): string {
  return text.slice(startOf(node), endOf(node));
}

/** Babel keeps a leading string statement (`"use strict"`, or a program that is only a string) as a directive. */
function directiveStatement(directive: Program["directives"][number]): Statement {
  const expression = { ...directive.value, type: "StringLiteral" } as unknown as Node;
  return { ...directive, type: "ExpressionStatement", expression } as unknown as Statement;
}

function wrap(body: string): string {
  return `async () => {\n${body}\n}`;
}
