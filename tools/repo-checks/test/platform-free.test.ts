import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { importsOf } from "./module-specifiers.ts";
import { display, libraryPackages, sourceFiles } from "./workspace.ts";

/** Packages that must run unchanged in Node, browsers and workerd. */
const PURE = ["@codemode/normalize", "@codemode/runtime-core", "@codemode/catalog"];

/** Third-party runtime dependencies a pure package may have: one parser in plain JavaScript, free of platform APIs. */
const PURE_DEPENDENCIES = new Set(["@babel/parser"]);

/** The one file allowed to read the platform clock and randomness: the injected default ports. */
const PORT_FILES = ["packages/runtime-core/src/engine/system-ports.ts"];

/** Globals that tie code to a platform, the clock, randomness or timers. */
const BANNED_GLOBALS = new Set([
  "crypto",
  "setTimeout",
  "setInterval",
  "setImmediate",
  "clearTimeout",
  "clearInterval",
  "queueMicrotask",
  "performance",
  "process",
  "Buffer",
  "window",
  "document",
  "navigator",
  "location",
  "localStorage",
  "sessionStorage",
  "XMLHttpRequest",
  "WebSocket",
  "fetch",
  "caches",
  "btoa",
  "atob",
  "self",
  "HTMLElement",
  "postMessage",
]);

/**
 * Platform uses in some files: banned modules, banned globals, `Date.now()` and argument-less `new Date()`.
 * Identifiers are resolved with the type checker against the plain ES2023 library (no DOM, no Node types),
 * so a local variable named `document` is fine and a global one is not.
 */
function platformUses(paths: string[]): string[] {
  const program = ts.createProgram(paths, {
    target: ts.ScriptTarget.ES2023,
    lib: ["lib.es2023.d.ts"],
    types: [],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const uses: string[] = [];
  for (const path of paths) {
    const file = program.getSourceFile(path);
    if (!file) continue;
    const at = (node: ts.Node) =>
      `${display(path)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    for (const site of importsOf(path)) {
      if (
        /^(cloudflare|node):/.test(site.specifier) ||
        ["fs", "path", "os", "crypto", "child_process"].includes(site.specifier)
      ) {
        uses.push(`${display(path)}:${site.line} imports ${site.specifier}`);
      }
    }
    const visit = (node: ts.Node) => {
      if (
        ts.isIdentifier(node) &&
        BANNED_GLOBALS.has(node.text) &&
        isValuePosition(node) &&
        !isLocal(checker, node)
      ) {
        uses.push(`${at(node)} uses ${node.text}`);
      }
      if (
        ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === "Date" &&
        node.name.text === "now"
      ) {
        uses.push(`${at(node)} reads Date.now()`);
      }
      if (
        ts.isNewExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === "Date" &&
        (node.arguments?.length ?? 0) === 0
      ) {
        uses.push(`${at(node)} reads the clock with new Date()`);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return uses;
}

/** Whether the identifier is read as a value (not a property name, a declaration name or part of a type). */
function isValuePosition(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (
    (ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent) || ts.isPropertySignature(parent)) &&
    parent.name === node
  )
    return false;
  if ((ts.isMethodDeclaration(parent) || ts.isMethodSignature(parent)) && parent.name === node) return false;
  if (
    (ts.isVariableDeclaration(parent) || ts.isParameter(parent) || ts.isFunctionDeclaration(parent)) &&
    parent.name === node
  )
    return false;
  if (ts.isBindingElement(parent)) return false;
  if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent) || ts.isImportClause(parent)) return false;
  if (ts.isTypeReferenceNode(parent) || ts.isQualifiedName(parent)) return false;
  return true;
}

/** Whether the identifier resolves to a declaration in the project's own sources (not a global). */
function isLocal(checker: ts.TypeChecker, node: ts.Identifier): boolean {
  const symbol = ts.isShorthandPropertyAssignment(node.parent)
    ? checker.getShorthandAssignmentValueSymbol(node.parent)
    : checker.getSymbolAtLocation(node);
  const declarations = symbol?.declarations ?? [];
  return (
    declarations.length > 0 &&
    declarations.every((declaration) => !declaration.getSourceFile().isDeclarationFile)
  );
}

describe("platform-free packages", () => {
  for (const pkg of libraryPackages().filter((candidate) => PURE.includes(candidate.name))) {
    it(`${pkg.name} uses no platform module or global outside injected ports`, () => {
      const uses = platformUses(
        sourceFiles(pkg.directory).filter((file) => !PORT_FILES.includes(display(file))),
      );
      expect(uses).toEqual([]);
    });

    it(`${pkg.name} has no runtime dependency beyond the pure parsers and workspace packages`, () => {
      const dependencies = Object.keys(pkg.manifest.dependencies ?? {}).filter(
        (name) =>
          !PURE_DEPENDENCIES.has(name) && !name.startsWith("@codemode/") && !name.startsWith("@types/"),
      );
      expect(dependencies).toEqual([]);
    });
  }

  it("catches what it is meant to catch", () => {
    const sample = join(import.meta.dirname, "fixtures", "impure-sample.ts");
    const uses = platformUses([sample]);
    expect(uses).toHaveLength(7);
    expect(uses).toEqual(
      expect.arrayContaining([
        expect.stringContaining("imports node:fs"),
        expect.stringContaining("imports cloudflare:workers"),
        expect.stringContaining("uses setTimeout"),
        expect.stringContaining("reads Date.now()"),
        expect.stringContaining("uses crypto"),
        expect.stringContaining("reads the clock with new Date()"),
        expect.stringContaining("uses document"),
      ]),
    );
  });
});
