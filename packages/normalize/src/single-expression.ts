import { parseExpression } from "@babel/parser";

/**
 * Why `source` is not exactly one JavaScript expression, or `undefined` when it is. A caller that embeds code
 * inside generated JavaScript (`(${source}\n)`) checks it first, so the code cannot close the parenthesis and
 * add statements of its own around the embedding. Read with the same parser as {@link normalizeCode}, as a
 * module (strict mode), so a host needs one JavaScript parser, not two.
 *
 * @returns the parser's message with its `(line:column)` in `source`, or a sentence saying it is not one
 * expression; `undefined` when `source` is one expression.
 */
export function singleExpressionError(source: string): string | undefined {
  const wrapped = `(${source}\n)`;
  try {
    const expression = parseExpression(wrapped, {
      sourceType: "module",
      allowAwaitOutsideFunction: true,
      createParenthesizedExpressions: true,
      plugins: ["explicitResourceManagement"],
    });
    const whole =
      expression.type === "ParenthesizedExpression" &&
      expression.start === 0 &&
      expression.end === wrapped.length;
    return whole ? undefined : "it is not a single function expression";
  } catch (error) {
    if (error instanceof SyntaxError) return error.message;
    throw error;
  }
}
