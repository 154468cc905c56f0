import { DeclarationBlock } from "./declaration-block.ts";
import type { DefinitionEntry } from "./definition-entry.ts";
import { commentText, docComment } from "./jsdoc.ts";
import type { NamespaceMethod } from "./namespace-methods.ts";
import type { ProseShaper } from "./prose-shaper.ts";
import { toolTypeStem } from "./type-names.ts";

/**
 * How a namespace is written.
 * - `full`: per tool `type XInput` (members with JSDoc) and `type XOutput`, the whole tool description.
 * - `compact`: for namespaces too large to show in full; each method carries its input and output types in
 *   place (`x(input: { a: string; b?: number }): Promise<User>`), without member JSDoc, with enumerations
 *   of more than a few values written as their primitive type, and the first paragraph of its description.
 *   Shared definitions are declared as in `full`.
 */
export type NamespaceLayout = "full" | "compact";

interface RenderedMethod {
  readonly method: NamespaceMethod;
  readonly input: DefinitionEntry;
  readonly output: DefinitionEntry;
}

/**
 * The declarations of `methods` under `declare const namespace`, in the given layout, descriptions written
 * by `prose` (as given by default). With a `characterBudget`, `undefined` as soon as the converted types
 * alone exceed it, so an oversized full rendering is abandoned early. Without `withNamespace`, only the type
 * declarations (no `declare const`).
 */
export function renderNamespace(
  namespace: string,
  methods: readonly NamespaceMethod[],
  instructions: string | undefined,
  layout: NamespaceLayout,
): string;
export function renderNamespace(
  namespace: string,
  methods: readonly NamespaceMethod[],
  instructions: string | undefined,
  layout: NamespaceLayout,
  characterBudget: number,
  prose?: ProseShaper,
  withNamespace?: boolean,
): string | undefined;
export function renderNamespace(
  namespace: string,
  methods: readonly NamespaceMethod[],
  instructions: string | undefined,
  layout: NamespaceLayout,
  characterBudget = Number.POSITIVE_INFINITY,
  prose?: ProseShaper,
  withNamespace = true,
): string | undefined {
  const block = new DeclarationBlock(prose);
  const inline = layout === "compact";
  const stems = methods.map((method) =>
    block.registry.names.allocateStem(toolTypeStem(method.methodName), ["Input", "Output"]),
  );
  const rendered: RenderedMethod[] = [];
  for (const [index, method] of methods.entries()) {
    const stem = stems[index] as string;
    const input = block.addRoot(method.descriptor.inputSchema ?? { type: "object" }, `${stem}Input`, {
      inline,
    });
    const output = block.addRoot(method.descriptor.outputSchema ?? true, `${stem}Output`, { inline });
    rendered.push({ method, input, output });
    if (block.convertedCharacters > characterBudget) return undefined;
  }
  const declarations = block.render();
  if (!withNamespace) return declarations;
  const methodLines = rendered.map(({ method, input, output }) => {
    const documentation = docComment(
      methodDocumentation(method.descriptor.description, layout, block.prose),
      "  ",
    );
    const signature = `${method.methodName}(input: ${block.typeText(input)}): Promise<${block.typeText(output)}>;`;
    return `${documentation}  ${signature}`;
  });
  const namespaceText = instructions?.trim();
  const namespaceDocumentation = namespaceText ? docComment(commentText(namespaceText), "") : "";
  const members = methodLines.length > 0 ? `\n${methodLines.join("\n")}\n` : "";
  const namespaceDeclaration = `${namespaceDocumentation}declare const ${namespace}: {${members}};`;
  return declarations === "" ? namespaceDeclaration : `${declarations}\n\n${namespaceDeclaration}`;
}

function methodDocumentation(
  description: string | undefined,
  layout: NamespaceLayout,
  prose: ProseShaper,
): string[] {
  const text = description?.trim();
  if (!text) return [];
  const lines = commentText(prose.operation(text));
  if (layout === "full") return lines;
  const paragraphEnd = lines.indexOf("");
  return paragraphEnd === -1 ? lines : lines.slice(0, paragraphEnd);
}
