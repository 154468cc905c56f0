import type { ReferenceScope } from "./reference-scope.ts";
import type { SchemaObject } from "./schema-node.ts";

/**
 * One named type of a generated block: a tool's input or output type (a root, whose name is fixed) or a
 * shared definition reached through `$ref` (emitted once, however many tools reach it).
 */
export interface DefinitionEntry {
  readonly name: string;
  readonly schema: SchemaObject | boolean;
  /** The document the schema's own references resolve against. */
  readonly scope: ReferenceScope;
  /** Roots are the types of a tool or of `jsonSchemaToType`; the rest are shared definitions. */
  readonly isRoot: boolean;
  /**
   * A root written in place (inside a method signature) instead of as a `type` declaration; it is still
   * declared when something refers to it by name (`#`).
   */
  readonly inline: boolean;
  /** Whether a `$ref` refers to this entry by name (only tracked for roots, which `#` reaches). */
  referenced: boolean;
  /** The TypeScript type expression, once converted. */
  body: string | undefined;
  /**
   * Named types this body uses outside any object, array or tuple (as itself, in a union or intersection).
   * A cycle of such uses is a circular type alias, which TypeScript rejects, so those uses are cut.
   */
  readonly directReferences: Set<DefinitionEntry>;
}
