import type { AstNode as Node } from "./parse-module.ts";

/** Calls `visit(node, depth)` for `root` and every node below it, parents before children. */
export function walkAst(root: Node, visit: (node: Node, depth: number) => void): void {
  const stack: Array<[Node, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [Node, number];
    visit(node, depth);
    const record = node as unknown as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (key === "loc" || key === "range") continue;
      const child = record[key];
      if (Array.isArray(child)) {
        for (let index = child.length - 1; index >= 0; index--) {
          if (isNode(child[index])) stack.push([child[index] as Node, depth + 1]);
        }
      } else if (isNode(child)) {
        stack.push([child, depth + 1]);
      }
    }
  }
}

function isNode(value: unknown): value is Node {
  return (
    typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string"
  );
}
