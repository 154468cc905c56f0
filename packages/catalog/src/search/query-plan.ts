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
import type { SearchWork } from "./search-work.ts";
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
 *
 * Every word is at most `MAX_WORD_LENGTH` long (`splitWords` cuts longer ones), so each costs a bounded
 * number of lookups of bounded keys and planning is linear in the query. `work`, when given, counts them.
 */
export function planQuery(
  query: string,
  indexes: readonly SearchIndex[],
  work?: SearchWork,
): QueryPlan | undefined {
  const written = searchWords(query);
  if (written.length === 0) return undefined;
  const lookups = lookupsOf(indexes, work);
  const terms = written.map(stemWord);
  const firstSpelling = new Map<string, string>();
  for (const [position, word] of written.entries()) {
    const stem = terms[position] as string;
    if (!firstSpelling.has(stem)) firstSpelling.set(stem, word);
  }
  const documentCount = indexes.reduce((sum, index) => sum + index.size, 0);
  const inverseFrequency = (term: string): number => {
    const frequency = lookups.documentFrequency(term);
    return Math.log(1 + (documentCount - frequency + 0.5) / (frequency + 0.5));
  };
  const words = [...firstSpelling].map(([stem, word]) => planWord(stem, word, lookups, inverseFrequency));
  if (work) work.words += words.length;
  const totalWeight = words.reduce((sum, plan) => sum + plan.weight, 0) || 1;
  return { words, totalWeight, terms, spelled: spell(query) };
}

/** The index lookups planning makes, over all indexes, each counted in `work` when given. */
type IndexLookups = {
  documentFrequency(term: string): number;
  present(term: string): boolean;
  termsExtending(prefix: string): string[];
};

function lookupsOf(indexes: readonly SearchIndex[], work: SearchWork | undefined): IndexLookups {
  const count = (term: string): void => {
    if (!work) return;
    work.lookups += indexes.length;
    work.lookedUpCharacters += indexes.length * term.length;
  };
  return {
    documentFrequency(term) {
      count(term);
      return indexes.reduce((sum, index) => sum + index.documentFrequency(term), 0);
    },
    present(term) {
      count(term);
      return indexes.some((index) => index.documentFrequency(term) > 0);
    },
    termsExtending(prefix) {
      count(prefix);
      return indexes.flatMap((index) => index.termsExtending(prefix));
    },
  };
}

function planWord(
  stem: string,
  written: string,
  lookups: IndexLookups,
  inverseFrequency: (term: string) => number,
): WordPlan {
  const credits = new Map<string, number>();
  const offer = (term: string, credit: number): void => {
    if (credit > (credits.get(term) ?? 0)) credits.set(term, credit);
  };
  const present = (term: string): boolean => lookups.present(term);
  if (present(stem)) offer(stem, 1);
  if (stem.length >= MINIMUM_PREFIX_LENGTH) {
    for (const term of lookups.termsExtending(stem))
      offer(term, PREFIX_MATCH_CREDIT * Math.sqrt(stem.length / term.length));
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
