import type { Node } from "@babel/types";
import { type ErasureContext, startOf } from "./erasure-context.ts";

/**
 * Rewrites each reference to one of `names` inside `node` as `${owner}.name`, the way TypeScript emits a
 * reference to an enum member or to a namespace's exported variable. Property names, non-computed keys and
 * type syntax are left alone; a shorthand property `{ x }` becomes `{ x: owner.x }`. Shadowing by an inner
 * declaration of the same name is not tracked (it is rare in such code).
 */
export function rewriteReferences(
  context: ErasureContext,
  node: Node,
  names: ReadonlySet<string>,
  owner: string,
): void {
  walk(node, undefined, undefined);

  function walk(current: Node, parent: Node | undefined, key: string | undefined): void {
    if (current.type.startsWith("TS") && !/(Expression|TypeAssertion)$/.test(current.type)) return;
    if (current.type === "Identifier") {
      if (names.has(current.name) && isReference(parent, key)) {
        const shorthand = parent?.type === "ObjectProperty" && parent.shorthand;
        const text = shorthand ? `${current.name}: ${owner}.${current.name}` : `${owner}.${current.name}`;
        context.replace(startOf(current), startOf(current) + current.name.length, text);
      }
      return;
    }
    for (const [childKey, value] of Object.entries(current)) {
      if (childKey === "loc" || childKey === "extra" || childKey.endsWith("Comments")) continue;
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) walk(item, current, childKey);
      } else if (isNode(value)) walk(value, current, childKey);
    }
  }
}

function isReference(parent: Node | undefined, key: string | undefined): boolean {
  if (parent === undefined) return true;
  switch (parent.type) {
    case "MemberExpression":
    case "OptionalMemberExpression":
      return key !== "property" || parent.computed;
    case "ObjectProperty":
      return key === "value" || parent.computed;
    case "ObjectMethod":
    case "ClassMethod":
    case "ClassProperty":
    case "ClassAccessorProperty":
      return key !== "key" || parent.computed;
    case "FunctionDeclaration":
    case "FunctionExpression":
    case "ClassDeclaration":
    case "ClassExpression":
      return key !== "id" && key !== "params";
    case "ArrowFunctionExpression":
      return key !== "params";
    case "VariableDeclarator":
      return key !== "id";
    case "LabeledStatement":
    case "BreakStatement":
    case "ContinueStatement":
    case "CatchClause":
      return false;
    default:
      return true;
  }
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).type === "string";
}
