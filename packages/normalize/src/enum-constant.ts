import type { Expression, Node } from "@babel/types";

/** The value of a constant enum member. */
export type EnumValue = number | string;

/**
 * Folds an enum initializer the way TypeScript does for constant members: number and string literals, template
 * literals of constants, unary `+ - ~`, binary arithmetic, bitwise and string concatenation, parentheses, and
 * references to earlier members (bare, `E.A` or `E["A"]`). `undefined` when the initializer is not constant.
 */
export function constantValue(
  node: Node,
  known: ReadonlyMap<string, EnumValue>,
  enumName: string,
): EnumValue | undefined {
  switch (node.type) {
    case "NumericLiteral":
    case "StringLiteral":
      return node.value;
    case "TemplateLiteral": {
      let text = node.quasis[0]?.value.cooked ?? "";
      for (const [index, expression] of node.expressions.entries()) {
        const value = constantValue(expression as Expression, known, enumName);
        if (value === undefined) return undefined;
        text += String(value) + (node.quasis[index + 1]?.value.cooked ?? "");
      }
      return text;
    }
    case "Identifier":
      return known.get(node.name);
    case "MemberExpression": {
      if (node.object.type !== "Identifier" || node.object.name !== enumName) return undefined;
      const property = node.property;
      if (!node.computed && property.type === "Identifier") return known.get(property.name);
      if (node.computed && property.type === "StringLiteral") return known.get(property.value);
      return undefined;
    }
    case "UnaryExpression": {
      const operand = constantValue(node.argument, known, enumName);
      if (typeof operand !== "number") return undefined;
      if (node.operator === "+") return operand;
      if (node.operator === "-") return -operand;
      if (node.operator === "~") return ~operand;
      return undefined;
    }
    case "BinaryExpression": {
      if (node.left.type === "PrivateName") return undefined;
      const left = constantValue(node.left, known, enumName);
      const right = constantValue(node.right, known, enumName);
      if (left === undefined || right === undefined) return undefined;
      return binary(node.operator, left, right);
    }
    default:
      return undefined;
  }
}

const NUMERIC: Record<string, (left: number, right: number) => number> = {
  "-": (left, right) => left - right,
  "*": (left, right) => left * right,
  "/": (left, right) => left / right,
  "%": (left, right) => left % right,
  "**": (left, right) => left ** right,
  "<<": (left, right) => left << right,
  ">>": (left, right) => left >> right,
  ">>>": (left, right) => left >>> right,
  "&": (left, right) => left & right,
  "|": (left, right) => left | right,
  "^": (left, right) => left ^ right,
};

function binary(operator: string, left: EnumValue, right: EnumValue): EnumValue | undefined {
  if (operator === "+") {
    if (typeof left === "string" || typeof right === "string") return `${left}${right}`;
    return left + right;
  }
  const apply = NUMERIC[operator];
  if (apply === undefined || typeof left !== "number" || typeof right !== "number") return undefined;
  return apply(left, right);
}
