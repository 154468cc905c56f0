import type { ConnectorDescription, Snippet } from "@codemode/runtime-core";

/** What a `describe` target names. */
export type TargetResolution =
  | { kind: "connector"; connector: ConnectorDescription; sameNamedSnippet?: Snippet }
  | {
      kind: "method";
      connector: ConnectorDescription;
      method: string;
      /** Other connectors with a method of the same name, for a bare method name. */
      alsoDefinedBy: string[];
      sameNamedSnippet?: Snippet;
    }
  | { kind: "snippet"; snippet: Snippet }
  | { kind: "missing"; connector?: ConnectorDescription };

/**
 * Decides what `target` names, in this order (the first that matches wins):
 *
 * 1. `connector.method` — a method of a configured connector, split at the first dot (connector names are
 *    identifiers, so they hold no dot).
 * 2. A connector name.
 * 3. A saved snippet name.
 * 4. A bare method name, looked up in every connector in configuration order; the first connector that has
 *    it wins and the others are reported in `alsoDefinedBy`.
 *
 * Connectors and their methods come before snippets because the generated code calls them by exactly these
 * names, while a snippet is reached through `codemode.run` and can be renamed; a snippet that shares a name
 * with a connector or a method path is reported alongside it (`sameNamedSnippet`) instead of hiding it. A
 * method of a connector really named `snippet` is `snippet.method`, like any other.
 */
export function resolveTarget(
  target: string,
  connectors: readonly ConnectorDescription[],
  snippets: readonly Snippet[],
): TargetResolution {
  const sameNamedSnippet = snippets.find((snippet) => snippet.name === target);
  const withSnippet = sameNamedSnippet ? { sameNamedSnippet } : {};
  const dot = target.indexOf(".");
  if (dot > 0) {
    const connector = connectors.find((candidate) => candidate.name === target.slice(0, dot));
    const method = target.slice(dot + 1);
    if (connector && hasMethod(connector, method)) {
      return { kind: "method", connector, method, alsoDefinedBy: [], ...withSnippet };
    }
    if (connector && !sameNamedSnippet) return { kind: "missing", connector };
  }
  const connector = connectors.find((candidate) => candidate.name === target);
  if (connector) return { kind: "connector", connector, ...withSnippet };
  if (sameNamedSnippet) return { kind: "snippet", snippet: sameNamedSnippet };
  const owners = connectors.filter((candidate) => hasMethod(candidate, target));
  const [first, ...others] = owners;
  if (first)
    return {
      kind: "method",
      connector: first,
      method: target,
      alsoDefinedBy: others.map((owner) => owner.name),
    };
  return { kind: "missing" };
}

function hasMethod(connector: ConnectorDescription, method: string): boolean {
  return method !== "" && Object.hasOwn(connector.descriptors ?? {}, method);
}
