import { searchWords } from "./analyze-text.ts";
import { ACRONYM_MARK, SURFACE_MARK } from "./document-terms.ts";
import {
  ACRONYM_CREDIT,
  ACRONYM_LENGTHS,
  MINIMUM_PREFIX_LENGTH,
  MINIMUM_TRUNCATION_LENGTH,
  PREFIX_MATCH_CREDIT,
  SURFACE_FORM_CREDIT,
  TRUNCATION_MATCH_CREDIT,
} from "./ranking-parameters.ts";
import { spell } from "./search-document.ts";
import type { SearchIndex } from "./search-index.ts";
import { stemWord } from "./stem-word.ts";

/** An index key a query word stands for: how much of a full match it earns and how rare it is (IDF). */
export type Expansion = { term: string; credit: number; inverseFrequency: number };

/**
 * One distinct query word: the index keys it matches (a document earns the best one), its exact written
 * form (earned on top of that), and its weight in coverage (its rarity).
 */
export type WordPlan = { expansions: Expansion[]; surface: Expansion; weight: number };

/** Everything scoring needs to know about a query, worked out once for all indexes. */
export type QueryPlan = {
  words: WordPlan[];
  /** Sum of the words' weights, the denominator of coverage. */
  totalWeight: number;
  /** The query's stemmed words in order, duplicates kept, for phrase matching. */
  terms: string[];
  /** The query's words joined by spaces, to recognize a query that spells a name exactly. */
  spelled: string;
};

/**
 * Plans `query` against `indexes`, which share one set of document frequencies (so methods and snippets
 * are ranked on one scale). A word matches its own stem fully; indexed words it begins (`repo` ->
 * `repository`) or that begin it (`repository` -> `repo`) for partial credit scaled by how much of the word
 * they share; and, when it is short, the initials of consecutive words (`pr` -> "pull request").
 * Returns `undefined` when the query has no searchable word.
 */
export function planQuery(query: string, indexes: readonly SearchIndex[]): QueryPlan | undefined {
  const written = searchWords(query);
  if (written.length === 0) return undefined;
  const terms = written.map(stemWord);
  const firstSpelling = new Map<string, string>();
  for (const [position, word] of written.entries()) {
    const stem = terms[position] as string;
    if (!firstSpelling.has(stem)) firstSpelling.set(stem, word);
  }
  const documentCount = indexes.reduce((sum, index) => sum + index.size, 0);
  const inverseFrequency = (term: string): number => {
    const frequency = indexes.reduce((sum, index) => sum + index.documentFrequency(term), 0);
    return Math.log(1 + (documentCount - frequency + 0.5) / (frequency + 0.5));
  };
  const words = [...firstSpelling].map(([stem, word]) => planWord(stem, word, indexes, inverseFrequency));
  const totalWeight = words.reduce((sum, plan) => sum + plan.weight, 0) || 1;
  return { words, totalWeight, terms, spelled: spell(query) };
}

function planWord(
  stem: string,
  written: string,
  indexes: readonly SearchIndex[],
  inverseFrequency: (term: string) => number,
): WordPlan {
  const credits = new Map<string, number>();
  const offer = (term: string, credit: number): void => {
    if (credit > (credits.get(term) ?? 0)) credits.set(term, credit);
  };
  const present = (term: string): boolean => indexes.some((index) => index.documentFrequency(term) > 0);
  if (present(stem)) offer(stem, 1);
  if (stem.length >= MINIMUM_PREFIX_LENGTH) {
    for (const index of indexes) {
      for (const term of index.termsExtending(stem))
        offer(term, PREFIX_MATCH_CREDIT * Math.sqrt(stem.length / term.length));
    }
  }
  for (let length = stem.length - 1; length >= MINIMUM_TRUNCATION_LENGTH; length--) {
    const start = stem.slice(0, length);
    if (present(start)) offer(start, TRUNCATION_MATCH_CREDIT * Math.sqrt(length / stem.length));
  }
  const acronym = ACRONYM_MARK + written;
  if (
    written.length >= ACRONYM_LENGTHS.minimum &&
    written.length <= ACRONYM_LENGTHS.maximum &&
    present(acronym)
  ) {
    offer(acronym, ACRONYM_CREDIT);
  }
  const expansions = [...credits].map(([term, credit]) => ({
    term,
    credit,
    inverseFrequency: inverseFrequency(term),
  }));
  const weight = credits.has(stem)
    ? inverseFrequency(stem)
    : expansions.reduce((highest, expansion) => Math.max(highest, expansion.inverseFrequency), 0) ||
      inverseFrequency(stem);
  const surfaceTerm = SURFACE_MARK + written;
  const surface = {
    term: surfaceTerm,
    credit: SURFACE_FORM_CREDIT,
    inverseFrequency: inverseFrequency(surfaceTerm),
  };
  return { expansions, surface, weight };
}
