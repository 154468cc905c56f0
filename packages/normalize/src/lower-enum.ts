import type { Expression, Node, TSEnumDeclaration } from "@babel/types";
import { constantValue, type EnumValue } from "./enum-constant.ts";
import { type ErasureContext, endOf, startOf } from "./erasure-context.ts";
import { rewriteReferences } from "./rewrite-references.ts";

/** How a lowered declaration binds its name: `var E;` at the top level, `let E;` inside a namespace, whose export it also becomes. */
export interface Binding {
  binding: "var" | "let";
  /** The namespace property it is exported as (`NS.E`), when it is. */
  exportedAs?: string;
}

/**
 * Lowers an enum to what TypeScript emits for it, over the enum's own lines:
 * `var E; (function (E) { E[E["A"] = 0] = "A"; E["S"] = "s"; })(E || (E = {}));`. Constant members are
 * folded as TypeScript folds them (auto-increment, arithmetic, references to earlier members); other
 * initializers stay where they were written, with references to members rewritten as `E.member`. `const enum`
 * is emitted the same way, as TypeScript does when each file is compiled on its own.
 */
export function lowerEnum(
  context: ErasureContext,
  node: TSEnumDeclaration,
  binding: Binding,
  visit: (node: Node) => void,
): void {
  const name = node.id.name;
  const close = endOf(node) - 1;
  const members = node.members;
  const firstStart = members[0] ? startOf(members[0]) : close;
  const declaration = context.declareMerged(name) ? `${binding.binding} ${name}; ` : "";
  context.replace(startOf(node), firstStart, `${declaration}(function (${name}) {`);
  const names = new Set(members.map((member) => memberName(member.id)));
  const known = new Map<string, EnumValue>();
  let previous: EnumValue | undefined = -1;
  for (const [index, member] of members.entries()) {
    const key = memberName(member.id);
    const quoted = JSON.stringify(key);
    const next = members[index + 1];
    const end = next ? startOf(next) : close;
    const initializer = member.initializer as Expression | null | undefined;
    let value: EnumValue | undefined;
    if (initializer) value = constantValue(initializer, known, name);
    else if (typeof previous === "number") value = previous + 1;
    previous = value;
    if (value !== undefined || !initializer) {
      if (value !== undefined) known.set(key, value);
      const literal =
        value === undefined ? `${name}[${JSON.stringify(lastKey(members, index))}] + 1` : formatValue(value);
      const text =
        typeof value === "string"
          ? `${name}[${quoted}] = ${literal};`
          : `${name}[${name}[${quoted}] = ${literal}] = ${quoted};`;
      context.replace(startOf(member), end, ` ${text}`);
      continue;
    }
    const stringLike = initializer.type === "StringLiteral" || initializer.type === "TemplateLiteral";
    const head = stringLike ? ` ${name}[${quoted}] = ` : ` ${name}[${name}[${quoted}] = `;
    context.replace(startOf(member), startOf(initializer), head);
    context.replace(endOf(initializer), end, stringLike ? ";" : `] = ${quoted};`);
    rewriteReferences(context, initializer, names, name);
    visit(initializer);
  }
  const argument = binding.exportedAs
    ? `${name} = ${binding.exportedAs} || (${binding.exportedAs} = {})`
    : `${name} || (${name} = {})`;
  context.replace(close, endOf(node), ` })(${argument});`);
}

function memberName(id: TSEnumDeclaration["members"][number]["id"]): string {
  return id.type === "Identifier" ? id.name : id.value;
}

function lastKey(members: TSEnumDeclaration["members"], index: number): string {
  const previous = members[index - 1];
  return previous ? memberName(previous.id) : "";
}

function formatValue(value: EnumValue): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (Number.isNaN(value)) return "NaN";
  if (value === Number.POSITIVE_INFINITY) return "Infinity";
  if (value === Number.NEGATIVE_INFINITY) return "-Infinity";
  return String(value);
}
