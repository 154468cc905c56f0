import type { Node, Statement, TSModuleDeclaration } from "@babel/types";
import { type ErasureContext, endOf, startOf } from "./erasure-context.ts";

/**
 * Whether a declaration exists only for the type checker, so that `export` of it disappears with it: interfaces,
 * type aliases, overload signatures, `declare` declarations, and namespaces holding no value.
 */
export function isTypeOnlyDeclaration(node: Node): boolean {
  switch (node.type) {
    case "TSInterfaceDeclaration":
    case "TSTypeAliasDeclaration":
    case "TSDeclareFunction":
      return true;
    case "VariableDeclaration":
    case "ClassDeclaration":
    case "TSEnumDeclaration":
      return node.declare === true;
    case "TSModuleDeclaration":
      return !isInstantiated(node);
    case "TSImportEqualsDeclaration":
      return node.importKind === "type";
    default:
      return false;
  }
}

/** Whether a namespace holds a value, as TypeScript decides when it emits one (`const enum` counts, as under `isolatedModules`). */
export function isInstantiated(node: TSModuleDeclaration): boolean {
  if (node.declare || node.id.type === "StringLiteral" || node.kind === "global") return false;
  if (node.body.type === "TSModuleDeclaration") return isInstantiated(node.body);
  return node.body.body.some((statement) => holdsValue(statement));
}

function holdsValue(statement: Statement): boolean {
  if (statement.type === "ImportDeclaration") return statement.importKind !== "type";
  if (statement.type === "ExportNamedDeclaration") {
    if (statement.exportKind === "type") return false;
    return statement.declaration ? !isTypeOnlyDeclaration(statement.declaration) : true;
  }
  if (statement.type === "EmptyStatement") return false;
  return !isTypeOnlyDeclaration(statement);
}

/** Blanks one specifier of an import or export list with the comma after it (a trailing comma stays valid). */
export function blankListItem(context: ErasureContext, item: Node): void {
  const comma = context.findToken(endOf(item), ",");
  context.blank(startOf(item), comma >= 0 ? comma + 1 : endOf(item));
}
