import {
  CodemodeError,
  type ConnectorDescription,
  type DescribeOutput,
  type Snippet,
} from "@codemode/runtime-core";
import { boundDiscoveryInput, MAX_DISCOVERY_INPUT_LENGTH } from "../search/input-bounds.ts";
import { describeMiss } from "./describe-miss.ts";
import {
  describeConnector,
  describeMethod,
  describeSnippet,
  FULL_TEXT_SUFFIX,
} from "./render-description.ts";
import { resolveTarget } from "./resolve-target.ts";

/**
 * TypeScript documentation for one `codemode.describe` target, the implementation behind
 * `codemode.describe` and `runtime.describe`. Lets a model load the types of just the methods it found
 * with `codemode.search` instead of every schema up front.
 *
 * - A connector name: its instructions and the declarations of every method (kind `connector`).
 * - `connector.method`: that method's declarations only, its description, and `requiresApproval: true`
 *   when the method pauses for approval (kind `method`). A bare method name works too.
 * - A saved snippet's name: its description and source in a fenced block (kind `snippet`).
 * - Anything else: kind `method` with a `types` text that says what was not found, lists close names and
 *   suggests `codemode.search(...)`; it never throws for an unknown name.
 *
 * Descriptions in the types (and a method's `description`) are plain text within a budget per operation and
 * per field, so a large API's HTML or markdown prose does not crowd the context; the types keep every field
 * at every depth. When something was cut, the types end with a comment naming the target with `:full`
 * appended (`"stripe.PostCustomers:full"`, `"stripe:full"`), which describes the same thing with every
 * description as given (unless a snippet has exactly that name).
 *
 * Name conflicts are resolved as `resolveTarget` documents: `connector.method`, then a connector, then a
 * snippet, then a bare method name; a snippet that shares a connector's or method's name is mentioned in
 * that output. Surrounding whitespace in the target is ignored.
 *
 * Bounded work: a name is looked up exactly, whatever its length; a target that names nothing is cut to
 * {@link MAX_DISCOVERY_INPUT_LENGTH} characters before suggestions are ranked and it is echoed (the output
 * then has `targetTruncated: true`).
 *
 * @throws CodemodeError `invalid_argument` when `connectors` or `snippets` is not an array.
 */
export function describeTarget(
  target: string,
  connectors: readonly ConnectorDescription[],
  snippets: readonly Snippet[],
): DescribeOutput {
  if (!Array.isArray(connectors)) {
    throw new CodemodeError(
      "invalid_argument",
      `describeTarget needs an array of connector descriptions (each connector's describe() result), got ${typeof connectors}.`,
    );
  }
  if (!Array.isArray(snippets)) {
    throw new CodemodeError(
      "invalid_argument",
      `describeTarget needs an array of snippets (pass [] for none), got ${typeof snippets}.`,
    );
  }
  const given = (typeof target === "string" ? target : String(target ?? "")).trim();
  const full = given.endsWith(FULL_TEXT_SUFFIX) && !snippets.some((snippet) => snippet.name === given);
  const wanted = full ? given.slice(0, -FULL_TEXT_SUFFIX.length).trim() : given;
  if (wanted === "") return describeMiss("", connectors, snippets);
  const resolution = resolveTarget(wanted, connectors, snippets);
  switch (resolution.kind) {
    case "connector":
      return describeConnector(resolution.connector, resolution.sameNamedSnippet, full);
    case "method":
      return describeMethod(
        resolution.connector,
        resolution.method,
        resolution.alsoDefinedBy,
        resolution.sameNamedSnippet,
        full,
      );
    case "snippet":
      return describeSnippet(resolution.snippet);
    case "missing": {
      const { text, truncated } = boundDiscoveryInput(wanted);
      const miss = describeMiss(text, connectors, snippets, resolution.connector);
      if (truncated) miss.targetTruncated = true;
      return miss;
    }
  }
}
