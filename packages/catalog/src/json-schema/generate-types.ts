import type { JsonSchemaToolDescriptors } from "@codemode/runtime-core";
import { CodemodeError } from "@codemode/runtime-core";
import { isSanitizedIdentifier } from "../sanitize-tool-name.ts";
import { renderNamespace } from "./namespace-declaration.ts";
import { namespaceMethods } from "./namespace-methods.ts";
import type { ProseBudget } from "./plain-prose.ts";
import { ProseShaper } from "./prose-shaper.ts";

/**
 * Namespaces whose full declarations exceed this many characters are written compactly instead (see
 * `NamespaceLayout`), which keeps even Microsoft Graph's 11,000 operations within a few megabytes.
 */
export const COMPACT_ABOVE_CHARACTERS = 4_000_000;

/** Options of `generateNamespaceTypes`. */
export type GenerateNamespaceTypesOptions = {
  /**
   * Emit only these methods (tool names or sanitized method names) and only the definitions they reach:
   * what `describe` of one method shows. Unknown names throw `not_found`.
   */
  only?: readonly string[];
  /** Guidance for the whole namespace, emitted as the JSDoc of its `declare const`. */
  instructions?: string;
  /**
   * codemode: write method and field descriptions as plain text (HTML and markdown converted, code samples
   * and images dropped) cut to these lengths, as `describe` does. Absent: descriptions as given.
   */
  proseBudget?: ProseBudget;
  /**
   * codemode: `false` leaves out the `declare const namespace` (its method signatures), writing only the
   * input and output types: what `describe` of one method shows, whose path already names the method.
   */
  namespaceDeclaration?: boolean;
};

/** Declarations and whether a description was cut to fit `proseBudget`. */
export type NamespaceTypes = { types: string; shortened: boolean };

/**
 * TypeScript declarations for a sandbox namespace: per tool a `type XInput` and `type XOutput` (`unknown`
 * without an output schema), every shared definition they reach declared once, and
 * `declare const namespace: { x(input: XInput): Promise<XOutput>; ... }` with each tool's description as
 * JSDoc. This is what `describe` of a connector (or, with `only`, of one method) returns.
 *
 * The output always compiles under `strict` and stays compact on very large APIs: definitions are named and
 * shared instead of inlined, identical definitions from different tools are merged, and type names are
 * unique, valid identifiers that never shadow TypeScript's library types. A namespace whose declarations
 * would exceed `COMPACT_ABOVE_CHARACTERS` is written compactly: each method with its input and output types
 * in place, without member JSDoc (`describe` of one method still shows everything).
 *
 * @throws CodemodeError `invalid_argument` when `namespace` is not a valid JavaScript identifier.
 * @throws CodemodeError `not_found` when `options.only` names an unknown method.
 */
export function generateNamespaceTypes(
  namespace: string,
  tools: JsonSchemaToolDescriptors,
  options: GenerateNamespaceTypesOptions = {},
): string {
  if (!isSanitizedIdentifier(namespace)) {
    throw new CodemodeError(
      "invalid_argument",
      `Namespace ${JSON.stringify(namespace)} is not a valid JavaScript identifier, so it cannot be a sandbox ` +
        "global. Use letters, digits, _ and $ (not starting with a digit, not a reserved word); " +
        "sanitizeToolName() shows a valid form.",
    );
  }
  return renderNamespaceTypes(namespace, tools, options).types;
}

/**
 * `generateNamespaceTypes`, also saying whether a description was cut to fit `options.proseBudget` (so
 * `describe` can point at the full text). Same checks and errors.
 */
export function renderNamespaceTypes(
  namespace: string,
  tools: JsonSchemaToolDescriptors,
  options: GenerateNamespaceTypesOptions = {},
): NamespaceTypes {
  const methods = namespaceMethods(tools, options.only);
  const render = (layout: "full" | "compact", characterBudget = Number.POSITIVE_INFINITY) => {
    const prose = new ProseShaper(options.proseBudget);
    const types = renderNamespace(
      namespace,
      methods,
      options.instructions,
      layout,
      characterBudget,
      prose,
      options.namespaceDeclaration !== false,
    );
    return types === undefined ? undefined : { types, shortened: prose.shortened };
  };
  const full = render("full", COMPACT_ABOVE_CHARACTERS);
  if (full !== undefined && full.types.length <= COMPACT_ABOVE_CHARACTERS) return full;
  return render("compact") as NamespaceTypes;
}

/**
 * Declarations of every tool under the default `codemode` namespace (same signature and shape as the
 * reference): what a `ToolProvider` without `types` shows the model.
 */
export function generateTypesFromJsonSchema(tools: JsonSchemaToolDescriptors): string {
  return generateNamespaceTypes("codemode", tools);
}
