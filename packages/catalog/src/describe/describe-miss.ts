import type { ConnectorDescription, DescribeOutput, Snippet } from "@codemode/runtime-core";
import { spell } from "../search/search-document.ts";
import { suggestNames } from "./suggest-names.ts";

/**
 * The answer for a target that names nothing: still a `DescribeOutput` (kind `method`, the kind the target
 * most often means), so sandbox code never has to catch. Its `types` says what was not found, lists the
 * closest names and the configured connectors, and suggests a `codemode.search` call with the target's words
 * (only the method's words when the connector exists).
 */
export function describeMiss(
  target: string,
  connectors: readonly ConnectorDescription[],
  snippets: readonly Snippet[],
  knownConnector?: ConnectorDescription,
): DescribeOutput {
  const lines: string[] = [];
  if (target === "") {
    lines.push(
      "codemode.describe needs a target: a connector name, a connector.method path, or a saved snippet name.",
    );
  } else if (knownConnector) {
    const method = target.slice(knownConnector.name.length + 1);
    lines.push(`Not found: connector "${knownConnector.name}" has no method named "${method}".`);
  } else {
    lines.push(`Not found: no connector, connector method or saved snippet is named "${target}".`);
  }
  const suggestions = target === "" ? [] : suggestNames(target, connectors, snippets);
  if (suggestions.length > 0) lines.push(`Closest names: ${suggestions.join(", ")}.`);
  // Within a known connector, its name would match every method; search for what the method name says.
  const words = spell(knownConnector ? target.slice(knownConnector.name.length + 1) : target);
  lines.push(
    words === ""
      ? 'Find methods by what they do with codemode.search("what you want to do").'
      : `Find methods by what they do with codemode.search(${JSON.stringify(words)}), then describe one of the returned paths.`,
  );
  if (connectors.length > 0)
    lines.push(`Connectors: ${connectors.map((connector) => connector.name).join(", ")}.`);
  return { path: target, types: lines.join("\n"), kind: "method" };
}
