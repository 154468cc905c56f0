import type { DefinitionEntry } from "./definition-entry.ts";
import type { DefinitionRegistry } from "./definition-registry.ts";
import type { ProseShaper } from "./prose-shaper.ts";
import type { ReferenceScope } from "./reference-scope.ts";
import type { TypeExpression } from "./type-expression.ts";

/** Deeper inline nesting than this degrades to `unknown` (named definitions start again at depth 0). */
export const MAX_INLINE_DEPTH = 40;

/** What converting one schema node needs to know about where it sits. */
export interface ConversionContext {
  readonly registry: DefinitionRegistry;
  /** The document `$ref`s resolve against. */
  readonly scope: ReferenceScope;
  /** The named type whose body is being converted. */
  readonly owner: DefinitionEntry;
  /** Indentation of the line the expression starts on; nested members go one level deeper. */
  readonly indent: string;
  /** How member descriptions are written. */
  readonly prose: ProseShaper;
  /** Write object types on one line without member JSDoc (the compact rendering of large namespaces). */
  readonly singleLine: boolean;
  readonly depth: number;
  /** Inside an object member, array element or tuple element: a self-reference here is legal. */
  readonly guarded: boolean;
  /** Schema objects on the current inline path, so an in-memory cycle cannot recurse forever. */
  readonly ancestors: Set<object>;
  /** Named types whose unguarded use would close a circular alias; such uses become `unknown`. */
  readonly cutReferences: ReadonlySet<DefinitionEntry>;
  /** Converts a nested schema node (the converter's entry point, passed in to avoid an import cycle). */
  readonly convert: (node: unknown, context: ConversionContext) => TypeExpression;
}

/** The context for a node one level deeper. */
export function nested(context: ConversionContext, options: { indent?: boolean; guarded?: boolean } = {}) {
  return {
    ...context,
    depth: context.depth + 1,
    indent: options.indent === true ? `${context.indent}  ` : context.indent,
    guarded: context.guarded || options.guarded === true,
  };
}
