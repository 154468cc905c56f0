/**
 * The few ESTree node shapes the plugin reads. Vite 6 and 7 parse with Rollup and Vite 8 with Rolldown; both
 * return ESTree, but their TypeScript types differ, so the plugin declares only what it needs and reads the
 * tree structurally. That keeps one code path for every supported Vite major.
 */

/** Any ESTree node: only its `type` is known until a guard narrows it. */
export interface NodeShape {
  readonly type: string;
}

/** `Identifier` (`name`) or string `Literal` (`value`): the two forms an export or import name can take. */
export interface NameShape extends NodeShape {
  readonly name?: string;
  readonly value?: unknown;
}

/** A module's top level. */
export interface ProgramShape extends NodeShape {
  readonly body: readonly NodeShape[];
}

/** `export { local as exported }` or `export { local as exported } from "source"`. */
export interface ExportSpecifierShape extends NodeShape {
  readonly local: NameShape;
  readonly exported: NameShape;
}

/** `export <declaration>` or `export { ... } [from "source"]`. */
export interface ExportNamedDeclarationShape extends NodeShape {
  readonly declaration: NodeShape | null;
  readonly specifiers: readonly ExportSpecifierShape[];
  readonly source: NameShape | null;
}

/** `export * from "source"` (`exported` is null) or `export * as name from "source"`. */
export interface ExportAllDeclarationShape extends NodeShape {
  readonly exported: NameShape | null;
  readonly source: NameShape;
}

/** `import ... from "source"`, with its default, namespace and named specifiers. */
export interface ImportDeclarationShape extends NodeShape {
  readonly specifiers: readonly (NodeShape & { readonly local: NameShape })[];
}

/** `class Name {}` or `function name() {}` at the top level. */
export interface NamedDeclarationShape extends NodeShape {
  readonly id: NameShape | null;
}

/** `const a = 1, { b } = c;` */
export interface VariableDeclarationShape extends NodeShape {
  readonly declarations: readonly { readonly id: NodeShape; readonly init: NodeShape | null }[];
}

/** The text a name node carries: an identifier's name or a string literal's value. */
export function nameOf(node: NameShape | null | undefined): string | undefined {
  if (!node) return undefined;
  if (typeof node.name === "string") return node.name;
  if (typeof node.value === "string") return node.value;
  return undefined;
}
