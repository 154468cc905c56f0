import type { Node, Program } from "@babel/types";
import { applyBlankEdits } from "./blank-edits.ts";
import { lowerClassMember } from "./class-members.ts";
import {
  ErasureContext,
  endOf,
  outerEnd,
  outerStart,
  startOf,
  type UnsupportedConstruct,
} from "./erasure-context.ts";
import { blankDeclarationKeyword, eraseFunctionTypes } from "./function-types.ts";
import { lowerEnum } from "./lower-enum.ts";
import { hoistedNames, lowerNamespace } from "./lower-namespace.ts";
import { blankListItem, isTypeOnlyDeclaration } from "./type-only.ts";

/** TypeScript nodes that hold JavaScript inside them; every other `TS*` node is type syntax and is blanked. */
const VALUE_NODES = new Set([
  "TSAsExpression",
  "TSSatisfiesExpression",
  "TSNonNullExpression",
  "TSTypeAssertion",
  "TSInstantiationExpression",
  "TSParameterProperty",
  "TSEnumDeclaration",
  "TSModuleDeclaration",
  "TSImportEqualsDeclaration",
  "TSExportAssignment",
]);

const SKIPPED_KEYS = new Set([
  "type",
  "start",
  "end",
  "loc",
  "range",
  "extra",
  "leadingComments",
  "trailingComments",
  "innerComments",
  "decorators",
]);

/** The JavaScript of a TypeScript program, or the first construct in it that the sandbox cannot run. */
export type ErasureResult =
  | { kind: "erased"; code: string }
  | { kind: "unsupported"; unsupported: UnsupportedConstruct };

/**
 * Erases the TypeScript of a parsed program in place: type syntax becomes whitespace (so every line and column
 * of the JavaScript left stays where the model wrote it), and the few constructs that TypeScript lowers for
 * `target: ESNext` (enums, value namespaces, parameter properties, `import x = A.B`) become the JavaScript
 * TypeScript emits for them, written over their own lines. `accessor` fields, which TypeScript keeps but the
 * sandbox's engine cannot parse, become a private field with a getter and a setter.
 */
export function eraseTypeScript(source: string, program: Program): ErasureResult {
  const context = new ErasureContext(source);
  const visit = (node: Node): void => visitNode(context, node, visit);
  context.scopes.push(hoistedNames(program.body));
  for (const statement of program.body) visit(statement);
  if (context.unsupported) return { kind: "unsupported", unsupported: context.unsupported };
  return { kind: "erased", code: applyBlankEdits(source, context.edits) };
}

/** Visits one node: erases or lowers what is TypeScript, then visits the JavaScript inside. */
function visitNode(context: ErasureContext, node: Node, visit: (node: Node) => void): void {
  if (node.type.startsWith("TS") && !VALUE_NODES.has(node.type)) {
    context.blankNode(node);
    return;
  }
  context.rejectDecorators(node);
  switch (node.type) {
    case "ImportDeclaration":
      if (node.importKind === "type" || node.importKind === "typeof") {
        context.blankNode(node);
        return;
      }
      for (const specifier of node.specifiers) {
        if (specifier.type === "ImportSpecifier" && specifier.importKind === "type")
          blankListItem(context, specifier);
      }
      return;
    case "ExportNamedDeclaration":
      if (node.exportKind === "type" || (node.declaration && isTypeOnlyDeclaration(node.declaration))) {
        context.blankNode(node);
        return;
      }
      for (const specifier of node.specifiers) {
        if (specifier.type === "ExportSpecifier" && specifier.exportKind === "type")
          blankListItem(context, specifier);
      }
      if (node.declaration) {
        const merged = node.declaration;
        if (
          (merged.type === "TSEnumDeclaration" || merged.type === "TSModuleDeclaration") &&
          merged.id.type === "Identifier" &&
          context.scopes.at(-1)?.has(merged.id.name)
        )
          context.blank(startOf(node), startOf(merged));
        visit(merged);
      }
      return;
    case "ExportDefaultDeclaration":
      if (isTypeOnlyDeclaration(node.declaration)) {
        context.blankNode(node);
        return;
      }
      break;
    case "ExportAllDeclaration":
      if (node.exportKind === "type") {
        context.blankNode(node);
        return;
      }
      return;
    case "VariableDeclaration":
      if (node.declare) {
        context.blankNode(node);
        return;
      }
      for (const declarator of node.declarations) {
        if (declarator.definite && declarator.id.type === "Identifier")
          context.blankMarker(startOf(declarator.id) + declarator.id.name.length, "!");
      }
      break;
    case "ClassDeclaration":
    case "ClassExpression":
      if (node.type === "ClassDeclaration" && node.declare) {
        context.blankNode(node);
        return;
      }
      if (node.type === "ClassDeclaration" && node.abstract)
        blankDeclarationKeyword(context, startOf(node), "abstract");
      if (node.implements && node.implements.length > 0) {
        const first = node.implements[0] as Node;
        const keyword = context.source.lastIndexOf("implements", startOf(first));
        context.blank(keyword, endOf(node.implements.at(-1) as Node));
      }
      for (const member of node.body.body) lowerClassMember(context, node.body, member, visit);
      if (node.superClass) visit(node.superClass);
      if (node.superTypeParameters) context.blankNode(node.superTypeParameters);
      if (node.typeParameters) context.blankNode(node.typeParameters);
      return;
    case "Identifier":
      if (node.optional) context.blankMarker(startOf(node) + node.name.length, "?");
      break;
    case "TSAsExpression":
    case "TSSatisfiesExpression":
    case "TSNonNullExpression":
      context.blank(outerEnd(context.source, node.expression), endOf(node));
      {
        visit(node.expression);
        return;
      }
    case "TSTypeAssertion":
      context.blank(startOf(node), outerStart(node.expression));
      {
        visit(node.expression);
        return;
      }
    case "TSInstantiationExpression":
      if (node.typeParameters) context.blankNode(node.typeParameters);
      {
        visit(node.expression);
        return;
      }
    case "TSEnumDeclaration":
      if (node.declare) {
        context.blankNode(node);
        return;
      }
      {
        lowerEnum(context, node, { binding: "var" }, visit);
        return;
      }
    case "TSModuleDeclaration": {
      lowerNamespace(context, node, undefined, visit);
      return;
    }
    case "TSImportEqualsDeclaration": {
      importEquals(context, node);
      return;
    }
    case "TSExportAssignment": {
      context.reject(
        node,
        "export =",
        "the program is not a CommonJS module; end it with the value to return (or `export default value`)",
      );
      return;
    }
    default:
      if (isFunction(node)) eraseFunctionTypes(context, node);
  }
  visitChildren(node, visit);
}

function visitChildren(node: Node, visit: (node: Node) => void): void {
  for (const key of Object.keys(node)) {
    if (SKIPPED_KEYS.has(key)) continue;
    const value = (node as unknown as Record<string, unknown>)[key];
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) visit(item);
    } else if (isNode(value)) visit(value);
  }
}

function importEquals(
  context: ErasureContext,
  node: Extract<Node, { type: "TSImportEqualsDeclaration" }>,
): void {
  if (node.importKind === "type") {
    context.blankNode(node);
    return;
  }
  if (node.moduleReference.type === "TSExternalModuleReference") {
    context.reject(
      node,
      "import = require()",
      "the sandbox has no modules to require; use the providers it exposes as globals",
    );
    return;
  }
  const exported = node.isExport ? "export " : "";
  const target = context.text(node.moduleReference);
  context.replace(startOf(node), endOf(node), `${exported}var ${node.id.name} = ${target};`);
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).type === "string";
}

function isFunction(node: Node): boolean {
  return (
    node.type === "FunctionDeclaration" ||
    node.type === "FunctionExpression" ||
    node.type === "ArrowFunctionExpression" ||
    node.type === "ObjectMethod"
  );
}
