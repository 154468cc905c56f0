import type { ConnectorDescription, DescribeOutput, Snippet } from "@codemode/runtime-core";
import { generateNamespaceTypes } from "../json-schema/generate-types.ts";
import { sanitizeToolName } from "../sanitize-tool-name.ts";

/**
 * Declarations already generated, per descriptor record (by identity) and per target (a method name, or the
 * whole namespace with its instructions). Describing is a read the model repeats; the records do not change
 * while the same objects are passed again.
 */
const generated = new WeakMap<object, Map<string, string>>();

function cachedTypes(
  descriptors: ConnectorDescription["descriptors"],
  key: string,
  generate: () => string,
): string {
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

/** A connector's instructions followed by the declarations of all its methods. */
export function describeConnector(
  connector: ConnectorDescription,
  sameNamedSnippet?: Snippet,
): DescribeOutput {
  const descriptors = connector.descriptors ?? {};
  const types = cachedTypes(descriptors, `*${connector.name}\u0000${connector.instructions ?? ""}`, () =>
    generateNamespaceTypes(sanitizeToolName(connector.name), descriptors, {
      ...(connector.instructions ? { instructions: connector.instructions } : {}),
    }),
  );
  return {
    path: connector.name,
    ...(connector.instructions ? { description: connector.instructions } : {}),
    types: withSnippetNote(types, sameNamedSnippet),
    kind: "connector",
  };
}

/** One method's declarations, its description and its approval requirement. */
export function describeMethod(
  connector: ConnectorDescription,
  method: string,
  alsoDefinedBy: readonly string[],
  sameNamedSnippet?: Snippet,
): DescribeOutput {
  const description = connector.descriptors[method]?.description;
  let types = cachedTypes(connector.descriptors, `.${connector.name}\u0000${method}`, () =>
    generateNamespaceTypes(sanitizeToolName(connector.name), connector.descriptors, { only: [method] }),
  );
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
