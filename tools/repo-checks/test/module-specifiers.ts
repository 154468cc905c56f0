import { readFileSync } from "node:fs";
import ts from "typescript";

/** A module a source file imports, with where. */
export interface ImportSite {
  specifier: string;
  line: number;
}

/** Every static import, export-from, dynamic import() and require() specifier of a file, read from its syntax tree. */
export function importsOf(path: string): ImportSite[] {
  const text = readFileSync(path, "utf8");
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const sites: ImportSite[] = [];
  const add = (node: ts.Node, specifier: string) =>
    sites.push({ specifier, line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node, node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0] as ts.Node)
    ) {
      const callee = node.expression;
      if (
        callee.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(callee) && callee.text === "require")
      ) {
        add(node, (node.arguments[0] as ts.StringLiteral).text);
      }
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      add(node, node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return sites;
}

/** The package name of a bare specifier (`@scope/name/sub` -> `@scope/name`), or undefined for relative paths. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith(".") || specifier.startsWith("/")) return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}
