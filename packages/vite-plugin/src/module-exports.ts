import {
  type ExportAllDeclarationShape,
  type ExportNamedDeclarationShape,
  type ImportDeclarationShape,
  type NamedDeclarationShape,
  type NodeShape,
  nameOf,
  type ProgramShape,
  type VariableDeclarationShape,
} from "./estree-shapes.ts";

/**
 * What a module's export binds to, as far as the module's own text tells:
 * - `class`: a class declaration, or a `const`/`let`/`var` initialised with a class expression;
 * - `function`, `variable`: other local declarations;
 * - `import`: a binding imported from another module and exported again (`import { A } ...; export { A }`);
 * - `re-export`: `export { A } from "..."`;
 * - `namespace`: a module namespace object (`export * as A from "..."`, or an exported `import * as A`);
 * - `unknown`: a name the module exports without declaring it at the top level (invalid, kept for safety).
 */
export type ExportKind = "class" | "function" | "variable" | "import" | "re-export" | "namespace" | "unknown";

/** One name a module exports and what it binds to. */
export interface ExportedBinding {
  readonly kind: ExportKind;
  /** The module specifier for `re-export` and `namespace` re-exports, as written. */
  readonly source?: string;
}

/**
 * The exports a module declares in its own text. `names` holds every explicit export (including `default`);
 * `starSources` holds the specifiers of `export * from "..."`, whose names are only known by reading those
 * modules, which this pure function does not do.
 */
export interface ModuleExports {
  readonly names: ReadonlyMap<string, ExportedBinding>;
  readonly starSources: readonly string[];
}

/**
 * Collects the exports of a parsed JavaScript module. It works on the syntax tree, never on text, so comments,
 * strings and formatting cannot fool it. Type-only exports left by a TypeScript-aware parser are ignored:
 * they do not exist at run time.
 */
export function collectModuleExports(program: ProgramShape): ModuleExports {
  const locals = collectTopLevelBindings(program);
  const names = new Map<string, ExportedBinding>();
  const starSources: string[] = [];
  for (const statement of program.body) {
    if (isTypeOnly(statement)) continue;
    if (statement.type === "ExportNamedDeclaration") {
      collectNamedExport(statement as ExportNamedDeclarationShape, locals, names);
    } else if (statement.type === "ExportDefaultDeclaration") {
      const declaration = (statement as NodeShape & { declaration: NodeShape }).declaration;
      names.set("default", { kind: declarationKind(declaration) ?? "variable" });
    } else if (statement.type === "ExportAllDeclaration") {
      const exportAll = statement as ExportAllDeclarationShape;
      const source = nameOf(exportAll.source) ?? "";
      const exported = nameOf(exportAll.exported);
      if (exported === undefined) starSources.push(source);
      else names.set(exported, { kind: "namespace", source });
    }
  }
  return { names, starSources };
}

/**
 * The exported names that may be connector classes: class declarations, and names re-exported from other
 * modules (their class-ness is only known at run time, and a connector file exports them on purpose).
 * Functions, plain values, namespaces and the default export are left out: a connector needs a class and a
 * name under which `ctx.exports` can reach it.
 */
export function connectorClassNames(exports: ModuleExports): string[] {
  const classNames: string[] = [];
  for (const [name, binding] of exports.names) {
    if (name === "default") continue;
    if (binding.kind === "class" || binding.kind === "import" || binding.kind === "re-export") {
      classNames.push(name);
    }
  }
  return classNames.sort();
}

function collectNamedExport(
  statement: ExportNamedDeclarationShape,
  locals: ReadonlyMap<string, ExportKind>,
  names: Map<string, ExportedBinding>,
): void {
  if (statement.declaration) {
    for (const [name, kind] of declaredBindings(statement.declaration)) names.set(name, { kind });
    return;
  }
  const source = nameOf(statement.source);
  for (const specifier of statement.specifiers) {
    if (isTypeOnly(specifier)) continue;
    const exported = nameOf(specifier.exported);
    const local = nameOf(specifier.local);
    if (exported === undefined || local === undefined) continue;
    if (source !== undefined) {
      names.set(exported, { kind: "re-export", source });
    } else {
      names.set(exported, { kind: locals.get(local) ?? "unknown" });
    }
  }
}

/** Every binding declared at the top level (imports included), by name, with what it binds to. */
function collectTopLevelBindings(program: ProgramShape): Map<string, ExportKind> {
  const locals = new Map<string, ExportKind>();
  for (const statement of program.body) {
    if (statement.type === "ImportDeclaration") {
      if (isTypeOnly(statement)) continue;
      for (const specifier of (statement as ImportDeclarationShape).specifiers) {
        const local = nameOf(specifier.local);
        if (local === undefined || isTypeOnly(specifier)) continue;
        locals.set(local, specifier.type === "ImportNamespaceSpecifier" ? "namespace" : "import");
      }
      continue;
    }
    const declaration =
      statement.type === "ExportNamedDeclaration" || statement.type === "ExportDefaultDeclaration"
        ? (statement as NodeShape & { declaration: NodeShape | null }).declaration
        : statement;
    if (declaration) for (const [name, kind] of declaredBindings(declaration)) locals.set(name, kind);
  }
  return locals;
}

/** The names a declaration statement introduces. Anything that is not a declaration introduces none. */
function declaredBindings(declaration: NodeShape): [string, ExportKind][] {
  const kind = declarationKind(declaration);
  if (kind === "class" || kind === "function") {
    const name = nameOf((declaration as NamedDeclarationShape).id);
    return name === undefined ? [] : [[name, kind]];
  }
  if (declaration.type !== "VariableDeclaration") return [];
  const bindings: [string, ExportKind][] = [];
  for (const declarator of (declaration as VariableDeclarationShape).declarations) {
    const isClass = declarator.id.type === "Identifier" && declarator.init?.type === "ClassExpression";
    for (const name of patternNames(declarator.id)) bindings.push([name, isClass ? "class" : "variable"]);
  }
  return bindings;
}

function declarationKind(declaration: NodeShape): ExportKind | undefined {
  if (declaration.type === "ClassDeclaration" || declaration.type === "ClassExpression") return "class";
  if (declaration.type === "FunctionDeclaration" || declaration.type === "FunctionExpression")
    return "function";
  return undefined;
}

/** The identifiers a binding pattern declares: `a`, `{ a, b: c, ...d }`, `[a, , b = 1]`. */
function patternNames(pattern: NodeShape | null): string[] {
  if (!pattern) return [];
  const node = pattern as NodeShape & Record<string, unknown>;
  switch (pattern.type) {
    case "Identifier":
      return typeof node.name === "string" ? [node.name] : [];
    case "ObjectPattern":
      return (node.properties as (NodeShape & { value?: NodeShape; argument?: NodeShape })[]).flatMap(
        (property) =>
          patternNames(
            property.type === "RestElement" ? (property.argument ?? null) : (property.value ?? null),
          ),
      );
    case "ArrayPattern":
      return (node.elements as (NodeShape | null)[]).flatMap((element) => patternNames(element));
    case "AssignmentPattern":
      return patternNames(node.left as NodeShape);
    case "RestElement":
      return patternNames(node.argument as NodeShape);
    default:
      return [];
  }
}

/** TypeScript-aware parsers mark `export type { A }` and `import type { A }` with `exportKind`/`importKind`. */
function isTypeOnly(node: NodeShape): boolean {
  const marked = node as NodeShape & { exportKind?: unknown; importKind?: unknown };
  return marked.exportKind === "type" || marked.importKind === "type";
}
