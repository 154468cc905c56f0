import type { ClassBody, Node } from "@babel/types";
import { type ErasureContext, endOf, startOf, TYPESCRIPT_MODIFIERS } from "./erasure-context.ts";
import { eraseFunctionTypes } from "./function-types.ts";

type Member = ClassBody["body"][number];
type ValueMember = Exclude<Member, { type: "TSIndexSignature" | "TSDeclareMethod" | "StaticBlock" }>;

/**
 * Erases one class member: abstract and `declare` members and index signatures disappear, TypeScript modifiers
 * and `?`/`!` markers are blanked, a constructor's parameter properties become fields assigned in the
 * constructor (as TypeScript emits them), and an `accessor` field becomes a private field with a getter and a
 * setter (the sandbox's engine does not parse `accessor` yet).
 */
export function lowerClassMember(
  context: ErasureContext,
  classBody: ClassBody,
  member: Member,
  visit: (node: Node) => void,
): void {
  if (member.type === "TSIndexSignature" || member.type === "TSDeclareMethod") {
    context.blankNode(member);
    return;
  }
  if (member.type === "StaticBlock") {
    visit(member);
    return;
  }
  lowerValueMember(context, classBody, member, visit);
}

function lowerValueMember(
  context: ErasureContext,
  classBody: ClassBody,
  member: ValueMember,
  visit: (node: Node) => void,
): void {
  context.rejectDecorators(member);
  if (
    (member.type === "ClassProperty" || member.type === "ClassAccessorProperty") &&
    (member.declare || member.abstract)
  ) {
    context.blankNode(member);
    return;
  }
  const key = member.key;
  const decorators = (member as { decorators?: Node[] | null }).decorators ?? [];
  const modifiersStart = decorators.length > 0 ? endOf(decorators.at(-1) as Node) : startOf(member);
  context.blankModifiers(modifiersStart, startOf(key), TYPESCRIPT_MODIFIERS);
  const computed = "computed" in member && member.computed === true;
  const keyEnd = computed ? context.findToken(endOf(key), "]") + 1 : endOf(key);
  if ("optional" in member && member.optional) context.blankMarker(keyEnd, "?");
  if ("definite" in member && member.definite) context.blankMarker(keyEnd, "!");
  if (member.type === "ClassMethod" || member.type === "ClassPrivateMethod") {
    eraseFunctionTypes(context, member);
    if (member.type === "ClassMethod" && member.kind === "constructor")
      parameterProperties(context, classBody, member);
  }
  if (member.type === "ClassAccessorProperty") lowerAccessor(context, member);
  if (computed) visit(key);
  for (const child of childrenOf(member)) visit(child);
}

function childrenOf(member: ValueMember): Node[] {
  const children: (Node | null | undefined)[] = [];
  if ("typeAnnotation" in member) children.push(member.typeAnnotation as Node | null | undefined);
  if ("value" in member) children.push(member.value as Node | null | undefined);
  if ("params" in member) {
    for (const param of member.params)
      children.push(param.type === "TSParameterProperty" ? param.parameter : param);
    children.push(member.returnType as Node | null | undefined, member.typeParameters as Node | null);
    children.push(member.body);
  }
  return children.filter((child): child is Node => child != null);
}

/** `constructor(private a: T)` becomes a field `a;` first in the class and `this.a = a;` after `super()`. */
function parameterProperties(
  context: ErasureContext,
  classBody: ClassBody,
  classConstructor: Extract<Member, { type: "ClassMethod" }>,
): void {
  const names: string[] = [];
  for (const param of classConstructor.params) {
    if (param.type !== "TSParameterProperty") continue;
    context.rejectDecorators(param);
    context.blankModifiers(startOf(param), startOf(param.parameter), TYPESCRIPT_MODIFIERS);
    const binding = param.parameter.type === "AssignmentPattern" ? param.parameter.left : param.parameter;
    if (binding.type === "Identifier") names.push(binding.name);
  }
  if (names.length === 0) return;
  context.insert(startOf(classBody) + 1, ` ${names.map((name) => `${name};`).join(" ")}`);
  const superCall = classConstructor.body.body.find(
    (statement) =>
      statement.type === "ExpressionStatement" &&
      statement.expression.type === "CallExpression" &&
      statement.expression.callee.type === "Super",
  );
  const at = superCall ? endOf(superCall) : startOf(classConstructor.body) + 1;
  const separator = superCall && context.source.charAt(at - 1) !== ";" ? ";" : "";
  context.insert(at, `${separator} ${names.map((name) => `this.${name} = ${name};`).join(" ")}`);
}

/** `accessor x = v` becomes `#accessor_x = v;` plus `get x()` and `set x(value)` over that private field. */
function lowerAccessor(
  context: ErasureContext,
  member: Extract<Member, { type: "ClassAccessorProperty" }>,
): void {
  const key = member.key;
  if (member.computed || (key.type !== "Identifier" && key.type !== "PrivateName")) {
    context.reject(
      member,
      "computed accessor field",
      "write the getter and setter over a private field yourself",
    );
    return;
  }
  const name = key.type === "Identifier" ? key.name : key.id.name;
  const keyText = context.text(key);
  const storage = `#accessor_${name}`;
  context.blankModifiers(startOf(member), startOf(key), /accessor/);
  context.replace(startOf(key), endOf(key), storage);
  const prefix = member.static ? "static " : "";
  context.insert(
    endOf(member),
    `; ${prefix}get ${keyText}() { return this.${storage}; } ${prefix}set ${keyText}(value) { this.${storage} = value; }`,
  );
}
