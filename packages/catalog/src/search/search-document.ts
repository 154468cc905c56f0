import type { ConnectorDescription, Snippet } from "@codemode/runtime-core";
import { searchWords } from "./analyze-text.ts";
import { bodyPropertyNames } from "./body-properties.ts";
import { bodyPropertyValues } from "./body-values.ts";
import { leadSentence, proseLeadSentence, withoutLinks } from "./description-text.ts";
import {
  bodyValuesOf,
  type InputOutline,
  inputOutline,
  propertyNames,
  responsePropertiesOf,
} from "./input-outline.ts";
import { COMMON_PARAMETER_MINIMUM, COMMON_PARAMETER_SHARE } from "./ranking-parameters.ts";
import { splitWords } from "./split-words.ts";

/** The fields a document is searched by; each holds its words (split, lowercased, no stop words, not stemmed). */
export type SearchFields = {
  /** The method or snippet name. */
  name: string[];
  /** The connector's name (empty for snippets, which belong to no connector). */
  connector: string[];
  /** The lead sentence of the description, which usually says what the method does. */
  summary: string[];
  /** The whole description, links left out. */
  description: string[];
  /** Names of the input's top-level properties. */
  parameters: string[];
  /** Property names of the input's object parameters: the request body's fields (`bodyPropertyNames`). */
  body: string[];
  /** The values those fields are limited to (`bodyPropertyValues`): `closed`, `approve`, `private`. */
  values: string[];
  /** What the method returns: its property names (`responsePropertyNames`), `unread`; none for snippets. */
  response: string[];
};

/** The field names, in one place so weights and lengths are indexed the same way everywhere. */
export const SEARCH_FIELDS = [
  "name",
  "connector",
  "summary",
  "description",
  "parameters",
  "body",
  "values",
  "response",
] as const satisfies readonly (keyof SearchFields)[];

/** One searchable thing: a connector method or a saved snippet, with what a result reports about it. */
export type SearchDocument = {
  path: string;
  connector: string;
  method: string;
  description?: string;
  requiresApproval: boolean;
  kind: "method" | "snippet";
  fields: SearchFields;
  /** The name's words joined by single spaces (unstemmed), to recognize a query that spells the name exactly. */
  spelledName: string;
  /** The path's words joined likewise (`connector.method` -> `connector method`). */
  spelledPath: string;
};

/**
 * The connector name the reference reports for snippet results. Snippets belong to no connector; a real
 * connector that happens to be named `snippet` stays distinguishable by `kind` and by its dotted paths.
 */
export const SNIPPET_CONNECTOR = "snippet";

/**
 * One document per method of each connector, in connector and then declaration order. A parameter nearly
 * all of a connector's methods take is left out of their parameters field (see `commonParameters`).
 */
export function methodDocuments(connectors: readonly ConnectorDescription[]): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const connector of connectors) {
    const connectorWords = searchWords(connector.name);
    const methods = Object.entries(connector.descriptors ?? {});
    // The outline, not the schema: a lazily derived schema stays underived (see `input-outline.ts`).
    const outlines = methods.map(([, descriptor]) => inputOutline(descriptor));
    const common = commonParameters(outlines);
    methods.forEach(([method, descriptor], position) => {
      const description = typeof descriptor?.description === "string" ? descriptor.description : undefined;
      const path = `${connector.name}.${method}`;
      const outline = outlines[position] as InputOutline;
      const prose = withoutLinks(description ?? "");
      const parameters =
        common.size === 0 ? outline.properties : outline.properties.filter((name) => !common.has(name));
      documents.push({
        path,
        connector: connector.name,
        method,
        ...(description === undefined ? {} : { description }),
        requiresApproval: connector.annotations?.[method]?.requiresApproval === true,
        kind: "method",
        fields: {
          name: searchWords(method),
          connector: connectorWords,
          summary: searchWords(proseLeadSentence(prose)),
          description: searchWords(prose),
          parameters: searchWords(parameters.join(" ")),
          body: searchWords(outline.bodyProperties.join(" ")),
          values: searchWords(bodyValuesOf(outline).join(" ")),
          response: searchWords(responsePropertiesOf(outline).join(" ")),
        },
        spelledName: spell(method),
        spelledPath: spell(path),
      });
    });
  }
  return documents;
}

/**
 * The parameters found in at least {@link COMMON_PARAMETER_SHARE} of `outlines` (one connector's methods),
 * none when they are fewer than {@link COMMON_PARAMETER_MINIMUM}: what nearly every method takes (an API
 * key, a field mask, a pretty-print flag) says nothing about what one of them does.
 */
export function commonParameters(outlines: readonly InputOutline[]): ReadonlySet<string> {
  const common = new Set<string>();
  if (outlines.length < COMMON_PARAMETER_MINIMUM) return common;
  const counts = new Map<string, number>();
  for (const outline of outlines)
    for (const name of new Set(outline.properties)) counts.set(name, (counts.get(name) ?? 0) + 1);
  const least = COMMON_PARAMETER_SHARE * outlines.length;
  for (const [name, count] of counts) if (count >= least) common.add(name);
  return common;
}

/** One document per saved snippet; its path is its name and its connector is {@link SNIPPET_CONNECTOR}. */
export function snippetDocuments(snippets: readonly Snippet[]): SearchDocument[] {
  return snippets.map((snippet) => {
    const description =
      typeof snippet.description === "string" && snippet.description !== "" ? snippet.description : undefined;
    return {
      path: snippet.name,
      connector: SNIPPET_CONNECTOR,
      method: snippet.name,
      ...(description === undefined ? {} : { description }),
      requiresApproval: false,
      kind: "snippet",
      fields: {
        name: searchWords(snippet.name),
        connector: [],
        summary: searchWords(leadSentence(description ?? "")),
        description: searchWords(withoutLinks(description ?? "")),
        parameters: searchWords(propertyNames(snippet.inputSchema).join(" ")),
        body: searchWords(bodyPropertyNames(snippet.inputSchema).join(" ")),
        values: searchWords(bodyPropertyValues(snippet.inputSchema).join(" ")),
        response: [],
      },
      spelledName: spell(snippet.name),
      spelledPath: spell(snippet.name),
    };
  });
}

/** Words of `text` joined by single spaces: `listPullRequests`, `list_pull_requests` -> `list pull requests`. */
export function spell(text: string): string {
  return splitWords(text).join(" ");
}
