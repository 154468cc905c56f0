import type { ConnectorDescription, Snippet } from "@codemode/runtime-core";
import { analyzeText } from "../search/analyze-text.ts";
import { searchCatalog } from "../search/search-catalog.ts";
import { editSimilarity } from "./edit-distance.ts";

/** At most this many names are suggested for a target that was not found. */
export const SUGGESTION_LIMIT = 5;

/** Names less similar than this (edit similarity or shared words) are not suggested. */
const MINIMUM_SIMILARITY = 0.5;

type Candidate = { name: string; similarity: number };

/**
 * Names close to a `describe` target that matched nothing: connector names, `connector.method` paths and
 * snippet names within a small edit distance (typos, `list-issues` for `list_issues`) or sharing most of
 * their words (`github.issues_list` for `github.list_issues`), then the best `codemode.search` matches of
 * the target's words, so a guessed name still leads somewhere. Best first, without duplicates.
 */
export function suggestNames(
  target: string,
  connectors: readonly ConnectorDescription[],
  snippets: readonly Snippet[],
): string[] {
  const wanted = target.toLowerCase();
  const wantedMethod = wanted.includes(".") ? wanted.slice(wanted.indexOf(".") + 1) : wanted;
  const wantedTerms = new Set(analyzeText(target));
  const candidates: Candidate[] = [];
  const consider = (name: string, comparable: readonly string[]): void => {
    let similarity = 0;
    for (const text of comparable)
      similarity = Math.max(similarity, editSimilarity(wanted, text), editSimilarity(wantedMethod, text));
    similarity = Math.max(similarity, sharedWords(wantedTerms, analyzeText(name)));
    if (similarity >= MINIMUM_SIMILARITY) candidates.push({ name, similarity });
  };
  for (const connector of connectors) {
    consider(connector.name, [connector.name.toLowerCase()]);
    for (const method of Object.keys(connector.descriptors ?? {})) {
      const path = `${connector.name}.${method}`;
      consider(path, [path.toLowerCase(), method.toLowerCase()]);
    }
  }
  for (const snippet of snippets) consider(snippet.name, [snippet.name.toLowerCase()]);
  candidates.sort((left, right) => right.similarity - left.similarity || (left.name < right.name ? -1 : 1));
  const names = new Set(candidates.slice(0, SUGGESTION_LIMIT).map((candidate) => candidate.name));
  for (const result of searchCatalog(target, connectors, snippets).results) {
    if (names.size >= SUGGESTION_LIMIT) break;
    names.add(result.path);
  }
  return [...names];
}

/** Share of the words of both names that they have in common (Jaccard). */
function sharedWords(wanted: ReadonlySet<string>, candidate: readonly string[]): number {
  if (wanted.size === 0 || candidate.length === 0) return 0;
  const other = new Set(candidate);
  let common = 0;
  for (const term of wanted) if (other.has(term)) common++;
  return common / (wanted.size + other.size - common);
}
