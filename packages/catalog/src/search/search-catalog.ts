import {
  CodemodeError,
  type ConnectorDescription,
  type SearchOutput,
  type SearchResult,
  type Snippet,
} from "@codemode/runtime-core";
import { methodIndexFor, snippetIndexFor } from "./index-cache.ts";
import { boundDiscoveryInput, MAX_DISCOVERY_INPUT_LENGTH } from "./input-bounds.ts";
import { rankDocuments, type ScoredDocument } from "./rank-documents.ts";
import type { SearchWork } from "./search-work.ts";

/** Options of {@link searchCatalog}. */
export type SearchCatalogOptions = {
  /**
   * When no document matches even a similarly spelled word, list the documents in order (score 0) rather
   * than return nothing. On for `codemode.search`; off for callers that want only real matches (describe's
   * suggestions).
   */
  listWhenNothingMatches?: boolean;
};

/** `codemode.search` returns at most this many results (the documented limit). */
export const SEARCH_RESULT_LIMIT = 50;

/**
 * Ranks connector methods and saved snippets for a natural-language or identifier-like `query`, the
 * implementation behind `codemode.search` and `runtime.search`.
 *
 * Contract (the documented `SearchOutput`): `results` holds at most 50 matches, best first (ties by path);
 * `total` counts every match before the limit and `truncated` says whether the limit cut some off. A method
 * result has path `connector.method`; a snippet result has its name as path and method, connector
 * `"snippet"` (as the reference reports it) and kind `"snippet"`, which also tells it apart from a method of
 * a connector that is really named `snippet`. `requiresApproval: true` appears only on methods annotated
 * so. A query without words (empty, only punctuation) matches nothing. Words that match nothing reach for
 * similarly spelled words; with `listWhenNothingMatches` (what `codemode.search` uses, see `discovery.ts`)
 * a query that still matches nothing lists the catalog's documents in order (score 0), so a catalog with
 * methods never answers a real query with nothing.
 *
 * Ranking is general, with no per-query rules: names, descriptions and parameter names are split into
 * words (camelCase, snake_case, kebab-case, dots, slashes, digits; HTML tags dropped), stemmed, and scored
 * with BM25F; words also match by prefix and, at lower credit, the words a general software vocabulary
 * relates to them ("ticket" -> issue, "get rid of" -> delete; see `vocabulary/`), and documents that match only some words are still returned below those that match
 * all. The index is built once per connector description array and cached (see `index-cache.ts`).
 *
 * Bounded work: only the first {@link MAX_DISCOVERY_INPUT_LENGTH} characters of the query are searched (the
 * output then has `queryTruncated: true`), words are cut to `MAX_WORD_LENGTH`, and ranking is linear in
 * the query. `work`, when given, counts what ranking did (for tests).
 *
 * @throws CodemodeError `invalid_argument` when `connectors` or `snippets` is not an array.
 */
export function searchCatalog(
  query: string,
  connectors: readonly ConnectorDescription[],
  snippets: readonly Snippet[],
  work?: SearchWork,
  options: SearchCatalogOptions = {},
): SearchOutput {
  if (!Array.isArray(connectors)) {
    throw new CodemodeError(
      "invalid_argument",
      `searchCatalog needs an array of connector descriptions (each connector's describe() result), got ${typeof connectors}.`,
    );
  }
  if (!Array.isArray(snippets)) {
    throw new CodemodeError(
      "invalid_argument",
      `searchCatalog needs an array of snippets (pass [] for none), got ${typeof snippets}.`,
    );
  }
  const { text, truncated } = boundDiscoveryInput(typeof query === "string" ? query : String(query ?? ""));
  // No snippets, no snippet index: an empty one ranks nothing, and building it is work a cold isolate's
  // first search (whose method index is read from storage) would do for nothing.
  const indexes =
    snippets.length === 0
      ? [methodIndexFor(connectors)]
      : [methodIndexFor(connectors), snippetIndexFor(snippets)];
  const { ranked, total } = rankDocuments(
    text,
    indexes,
    SEARCH_RESULT_LIMIT,
    work,
    options.listWhenNothingMatches === true,
  );
  const output: SearchOutput = {
    results: ranked.map(toResult),
    total,
    truncated: total > SEARCH_RESULT_LIMIT,
  };
  if (truncated) output.queryTruncated = true;
  return output;
}

/** The documented search result for a ranked document. */
export function toResult({ document, score }: ScoredDocument): SearchResult {
  return {
    path: document.path,
    connector: document.connector,
    method: document.method,
    ...(document.description === undefined ? {} : { description: document.description }),
    ...(document.requiresApproval ? { requiresApproval: true } : {}),
    kind: document.kind,
    score: Math.round(score * 1000) / 1000,
  };
}
