import type { Node, Statement, TSModuleDeclaration } from "@babel/types";
import { type ErasureContext, endOf, startOf } from "./erasure-context.ts";
import { type Binding, lowerEnum } from "./lower-enum.ts";
import { rewriteReferences } from "./rewrite-references.ts";
import { isInstantiated, isTypeOnlyDeclaration } from "./type-only.ts";

/**
 * Lowers a namespace as TypeScript emits it, over its own lines: a namespace holding only types disappears;
 * a value namespace becomes `var NS; (function (NS) { ... })(NS || (NS = {}));`, where exported functions,
 * classes, enums and namespaces are also assigned as properties of `NS`, and exported variables become
 * those properties (`export const x = 1` is `NS.x = 1`, and references to `x` read `NS.x`).
 * `namespace A.B {}` nests one such function per name.
 */
export function lowerNamespace(
  context: ErasureContext,
  node: TSModuleDeclaration,
  binding: Binding | undefined,
  visit: (node: Node) => void,
): void {
  if (!isInstantiated(node) || node.id.type !== "Identifier") {
    context.blankNode(node);
    return;
  }
  const name = node.id.name;
  const declared = binding ?? { binding: "var" };
  const argument = declared.exportedAs
    ? `${name} = ${declared.exportedAs} || (${declared.exportedAs} = {})`
    : `${name} || (${name} = {})`;
  const declaration = context.declareMerged(name) ? `${declared.binding} ${name}; ` : "";
  const header = `${declaration}(function (${name}) {`;
  if (node.body.type === "TSModuleDeclaration") {
    context.replace(startOf(node), startOf(node.body), `${header} `);
    context.scopes.push(new Set());
    lowerNamespace(
      context,
      node.body,
      { binding: "var", exportedAs: `${name}.${bodyName(node.body)}` },
      visit,
    );
    context.scopes.pop();
    context.insert(endOf(node), ` })(${argument});`);
    return;
  }
  const block = node.body;
  context.replace(startOf(node), startOf(block) + 1, header);
  const exportedVariables = new Set<string>();
  context.scopes.push(hoistedNames(block.body));
  for (const statement of block.body) lowerStatement(context, name, statement, exportedVariables, visit);
  if (exportedVariables.size > 0) {
    for (const statement of block.body) rewriteReferences(context, statement, exportedVariables, name);
  }
  context.scopes.pop();
  context.replace(endOf(block) - 1, endOf(node), ` })(${argument});`);
}

/** Names that functions and classes of a statement list bind, which an enum or namespace merges into. */
export function hoistedNames(statements: readonly Statement[]): Set<string> {
  const names = new Set<string>();
  for (const statement of statements) {
    const declaration =
      statement.type === "ExportNamedDeclaration" || statement.type === "ExportDefaultDeclaration"
        ? statement.declaration
        : statement;
    if (
      (declaration?.type === "FunctionDeclaration" || declaration?.type === "ClassDeclaration") &&
      declaration.id
    )
      names.add(declaration.id.name);
  }
  return names;
}

function lowerStatement(
  context: ErasureContext,
  namespace: string,
  statement: Statement,
  exportedVariables: Set<string>,
  visit: (node: Node) => void,
): void {
  const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : undefined;
  if (!declaration || isTypeOnlyDeclaration(declaration) || statement.type !== "ExportNamedDeclaration") {
    visit(statement);
    return;
  }
  context.blank(startOf(statement), startOf(declaration));
  switch (declaration.type) {
    case "FunctionDeclaration":
    case "ClassDeclaration": {
      visit(declaration);
      const id = declaration.id?.name ?? "";
      context.insert(endOf(statement), ` ${namespace}.${id} = ${id};`);
      return;
    }
    case "TSEnumDeclaration": {
      lowerEnum(
        context,
        declaration,
        { binding: "let", exportedAs: `${namespace}.${declaration.id.name}` },
        visit,
      );
      return;
    }
    case "TSModuleDeclaration": {
      lowerNamespace(
        context,
        declaration,
        { binding: "let", exportedAs: `${namespace}.${bodyName(declaration)}` },
        visit,
      );
      return;
    }
    case "VariableDeclaration": {
      exportVariables(context, namespace, declaration, exportedVariables, visit);
      return;
    }
    default:
      context.reject(statement, "export in a namespace", "declare it and assign it to the namespace object");
  }
}

/** `export const x = 1, y = x;` inside `NS` becomes `NS.x = 1, NS.y = NS.x;`, as TypeScript emits it. */
function exportVariables(
  context: ErasureContext,
  namespace: string,
  declaration: Extract<Statement, { type: "VariableDeclaration" }>,
  exportedVariables: Set<string>,
  visit: (node: Node) => void,
): void {
  const first = declaration.declarations[0];
  if (!first || declaration.declarations.some((declarator) => declarator.id.type !== "Identifier")) {
    context.reject(
      declaration,
      "exported destructuring in a namespace",
      "export each name on its own: `export const a = value.a;`",
    );
    return;
  }
  if (declaration.declarations.every((declarator) => !declarator.init)) {
    for (const declarator of declaration.declarations)
      if (declarator.id.type === "Identifier") exportedVariables.add(declarator.id.name);
    context.blankNode(declaration);
    return;
  }
  context.blank(startOf(declaration), startOf(first));
  for (const declarator of declaration.declarations) {
    if (declarator.id.type !== "Identifier") continue;
    exportedVariables.add(declarator.id.name);
    const idStart = startOf(declarator.id);
    context.replace(idStart, idStart + declarator.id.name.length, `${namespace}.${declarator.id.name}`);
  }
  visit(declaration);
}

function bodyName(node: TSModuleDeclaration): string {
  return node.id.type === "Identifier" ? node.id.name : node.id.value;
}
