import type { ConnectorDescription, DescribeOutput, Snippet } from "@codemode/runtime-core";
import { type NamespaceTypes, renderNamespaceTypes } from "../json-schema/generate-types.ts";
import { DESCRIBE_PROSE_BUDGET } from "../json-schema/plain-prose.ts";
import { ProseShaper } from "../json-schema/prose-shaper.ts";
import { sanitizeToolName } from "../sanitize-tool-name.ts";
import { outputShape } from "./output-shape.ts";

/**
 * Declarations already generated, per descriptor record (by identity) and per target (a method name, or the
 * whole namespace with its instructions). Describing is a read the model repeats; the records do not change
 * while the same objects are passed again.
 */
const generated = new WeakMap<object, Map<string, NamespaceTypes>>();

/**
 * What a model appends to a `describe` target to read every description in full (`"stripe.PostCustomers:full"`,
 * `"stripe:full"`): by default `describe` writes them as plain text within `DESCRIBE_PROSE_BUDGET`.
 */
export const FULL_TEXT_SUFFIX = ":full";

function cachedTypes(
  descriptors: ConnectorDescription["descriptors"],
  key: string,
  generate: () => NamespaceTypes,
): NamespaceTypes {
  let byKey = generated.get(descriptors);
  if (!byKey) {
    byKey = new Map();
    generated.set(descriptors, byKey);
  }
  let types = byKey.get(key);
  if (types === undefined) {
    types = generate();
    byKey.set(key, types);
  }
  return types;
}

/**
 * The budget options of a rendering: none for the full text; the total for field descriptions applies to
 * one method's rendering (a connector's spends the per-field bound only).
 */
function budgetOptions(full: boolean, oneMethod: boolean) {
  if (full) return {};
  return {
    proseBudget: oneMethod
      ? DESCRIBE_PROSE_BUDGET
      : { ...DESCRIBE_PROSE_BUDGET, totalFieldCharacters: Number.POSITIVE_INFINITY },
  };
}

/**
 * The descriptors to render: as given for the full text, else with the output schemas of `methods` (all
 * when absent) reduced to their shape (`outputShape`). The record keeps every tool, in order, so method names
 * stay what they are in the whole namespace.
 */
function budgetedDescriptors(
  descriptors: ConnectorDescription["descriptors"],
  full: boolean,
  methods?: readonly string[],
): { descriptors: ConnectorDescription["descriptors"]; shortened: boolean } {
  if (full) return { descriptors, shortened: false };
  let shortened = false;
  const bounded = { ...descriptors };
  for (const method of methods ?? Object.keys(descriptors)) {
    const descriptor = descriptors[method];
    if (descriptor?.outputSchema === undefined) continue;
    const output = outputShape(descriptor.outputSchema);
    if (!output.shortened) continue;
    shortened = true;
    Object.defineProperty(bounded, method, {
      value: { ...descriptor, outputSchema: output.schema },
      enumerable: true,
    });
  }
  return { descriptors: bounded, shortened };
}

/**
 * Ends types that were shortened: says how to read everything. The same fixed text for every target, so
 * it costs little (the model knows the target it asked for).
 */
export const SHORTENED_NOTE = `// Shortened; describe "<target>${FULL_TEXT_SUFFIX}" shows all.`;

/** The declarations, with a pointer to the full text when a description was cut. */
function typesText(rendered: NamespaceTypes): string {
  if (!rendered.shortened) return rendered.types;
  return `${rendered.types}\n${SHORTENED_NOTE}`;
}

/** A connector's instructions followed by the declarations of all its methods. */
export function describeConnector(
  connector: ConnectorDescription,
  sameNamedSnippet?: Snippet,
  full = false,
): DescribeOutput {
  const descriptors = connector.descriptors ?? {};
  const key = `*${full ? "full" : ""}\u0000${connector.name}\u0000${connector.instructions ?? ""}`;
  const rendered = cachedTypes(descriptors, key, () => {
    const budgeted = budgetedDescriptors(descriptors, full);
    const types = renderNamespaceTypes(sanitizeToolName(connector.name), budgeted.descriptors, {
      ...(connector.instructions ? { instructions: connector.instructions } : {}),
      ...budgetOptions(full, false),
    });
    return { types: types.types, shortened: types.shortened || budgeted.shortened };
  });
  return {
    path: connector.name,
    ...(connector.instructions ? { description: connector.instructions } : {}),
    types: withSnippetNote(typesText(rendered), sameNamedSnippet),
    kind: "connector",
  };
}

/**
 * One method's declarations, its description and its approval requirement. Descriptions are plain text
 * within `DESCRIBE_PROSE_BUDGET` (the types say where the full text is when one was cut), or, with `full`,
 * as the connector gives them.
 */
export function describeMethod(
  connector: ConnectorDescription,
  method: string,
  alsoDefinedBy: readonly string[],
  sameNamedSnippet?: Snippet,
  full = false,
): DescribeOutput {
  const given = connector.descriptors[method]?.description;
  const description =
    given === undefined || full ? given : new ProseShaper(DESCRIBE_PROSE_BUDGET).operation(given);
  const key = `.${full ? "full" : ""}\u0000${connector.name}\u0000${method}`;
  const rendered = cachedTypes(connector.descriptors, key, () => {
    const budgeted = budgetedDescriptors(connector.descriptors, full, [method]);
    const types = renderNamespaceTypes(sanitizeToolName(connector.name), budgeted.descriptors, {
      only: [method],
      ...budgetOptions(full, true),
      ...(full ? {} : { namespaceDeclaration: false }),
    });
    return { types: types.types, shortened: types.shortened || budgeted.shortened };
  });
  let types = typesText(rendered);
  if (alsoDefinedBy.length > 0) {
    const others = alsoDefinedBy.map((name) => `${name}.${method}`).join(", ");
    types += `\n\n// "${method}" is also a method of ${others}; describe that path for its types.`;
  }
  return {
    path: `${connector.name}.${method}`,
    ...(description === undefined ? {} : { description }),
    ...(connector.annotations?.[method]?.requiresApproval === true ? { requiresApproval: true } : {}),
    types: withSnippetNote(types, sameNamedSnippet),
    kind: "method",
  };
}

/** A snippet's description and its source in a fenced block, with how to run it. */
export function describeSnippet(snippet: Snippet): DescribeOutput {
  return {
    path: snippet.name,
    ...(snippet.description ? { description: snippet.description } : {}),
    types: snippetText(snippet),
    kind: "snippet",
  };
}

function snippetText(snippet: Snippet): string {
  const fence = "`".repeat(Math.max(3, longestBacktickRun(snippet.code) + 1));
  return [
    snippet.description,
    `Run it with \`await codemode.run(${JSON.stringify(snippet.name)}, input)\`. Source:`,
    `${fence}ts\n${snippet.code}\n${fence}`,
  ]
    .filter((part) => part !== "")
    .join("\n\n");
}

function withSnippetNote(types: string, snippet: Snippet | undefined): string {
  if (!snippet) return types;
  return `${types}\n\n/* A saved snippet is also named ${JSON.stringify(snippet.name)}; run it with codemode.run(${JSON.stringify(snippet.name)}, input).\n${snippetText(snippet).replaceAll("*/", "* /")}\n*/`;
}

function longestBacktickRun(text: string): number {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}
