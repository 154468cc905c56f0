import { searchWords } from "./analyze-text.ts";
import { ACRONYM_MARK, SURFACE_MARK } from "./document-terms.ts";
import { phraseMultiplier } from "./phrase-bonus.ts";
import {
  ACRONYM_CREDIT,
  ACRONYM_LENGTHS,
  MINIMUM_PREFIX_LENGTH,
  MINIMUM_TRUNCATION_LENGTH,
  PARTIAL_COVERAGE_FLOOR,
  PREFIX_MATCH_CREDIT,
  SURFACE_FORM_CREDIT,
  TERM_SATURATION,
  TRUNCATION_MATCH_CREDIT,
} from "./ranking-parameters.ts";
import { type SearchDocument, spell } from "./search-document.ts";
import type { SearchIndex } from "./search-index.ts";
import { stemWord } from "./stem-word.ts";

/** A document that matched at least one query word, with its relevance (higher is better). */
export type ScoredDocument = { document: SearchDocument; score: number };

/** An indexed term a query word stands for, and how much of a full match it earns. */
type Expansion = { term: string; credit: number; inverseFrequency: number };

/**
 * One query word: the indexed terms it matches (a document earns its best one), its exact written form
 * (earned on top), and its weight in coverage (its rarity).
 */
type WordPlan = { expansions: Expansion[]; surface: Expansion; weight: number };

/**
 * Scores every document of `indexes` that matches any word of `query` (the indexes share one set of
 * document frequencies, so methods and snippets are ranked on one scale):
 *
 * 1. BM25F per query word over the name, connector, description and parameter-name fields; a word also
 *    matches indexed words it begins (`repo` -> `repository`) or that begin it, and a short word the
 *    initials of consecutive words (`pr` -> "pull request"), for partial credit; the word as written earns a
 *    little extra over its stem.
 * 2. Coverage: the IDF-weighted share of query words a document matches scales its score, so documents
 *    with every word come first while documents with only some are still returned.
 * 3. Word order: a field that says the query as a phrase earns a multiplier.
 * 4. A query that spells a method's name or path exactly (`list_issues`, `listIssues`, `github.list issues`)
 *    puts that method first.
 */
export function scoreDocuments(query: string, indexes: readonly SearchIndex[]): ScoredDocument[] {
  const written = searchWords(query);
  const queryTerms = written.map(stemWord);
  /** Each distinct stem with the first way the query wrote it. */
  const words = new Map<string, string>();
  for (const [position, word] of written.entries()) {
    const stem = queryTerms[position] as string;
    if (!words.has(stem)) words.set(stem, word);
  }
  if (words.size === 0) return [];
  const documentCount = indexes.reduce((sum, index) => sum + index.size, 0);
  const inverseFrequency = (term: string): number => {
    const frequency = indexes.reduce((sum, index) => sum + index.documentFrequency(term), 0);
    return Math.log(1 + (documentCount - frequency + 0.5) / (frequency + 0.5));
  };
  const plans = [...words].map(([stem, word]) => planWord(stem, word, indexes, inverseFrequency));
  const totalWeight = plans.reduce((sum, plan) => sum + plan.weight, 0) || 1;
  const scored: ScoredDocument[] = [];
  for (const index of indexes) scoreIndex(index, plans, totalWeight, queryTerms, scored);
  promoteExactNames(spell(query), scored);
  return scored;
}

function planWord(
  word: string,
  written: string,
  indexes: readonly SearchIndex[],
  inverseFrequency: (term: string) => number,
): WordPlan {
  const credits = new Map<string, number>();
  const offer = (term: string, credit: number): void => {
    if (credit > (credits.get(term) ?? 0)) credits.set(term, credit);
  };
  const present = (term: string): boolean => indexes.some((index) => index.documentFrequency(term) > 0);
  if (present(word)) offer(word, 1);
  if (word.length >= MINIMUM_PREFIX_LENGTH) {
    for (const index of indexes) {
      for (const term of index.termsExtending(word))
        offer(term, PREFIX_MATCH_CREDIT * Math.sqrt(word.length / term.length));
    }
  }
  for (let length = word.length - 1; length >= MINIMUM_TRUNCATION_LENGTH; length--) {
    const start = word.slice(0, length);
    if (present(start)) offer(start, TRUNCATION_MATCH_CREDIT * (length / word.length));
  }
  if (
    written.length >= ACRONYM_LENGTHS.minimum &&
    written.length <= ACRONYM_LENGTHS.maximum &&
    present(ACRONYM_MARK + written)
  ) {
    offer(ACRONYM_MARK + written, ACRONYM_CREDIT);
  }
  const expansions = [...credits].map(([term, credit]) => ({
    term,
    credit,
    inverseFrequency: inverseFrequency(term),
  }));
  const weight = credits.has(word)
    ? inverseFrequency(word)
    : expansions.reduce((highest, expansion) => Math.max(highest, expansion.inverseFrequency), 0) ||
      inverseFrequency(word);
  const surfaceTerm = SURFACE_MARK + written;
  const surface = {
    term: surfaceTerm,
    credit: SURFACE_FORM_CREDIT,
    inverseFrequency: inverseFrequency(surfaceTerm),
  };
  return { expansions, surface, weight };
}

function scoreIndex(
  index: SearchIndex,
  plans: readonly WordPlan[],
  totalWeight: number,
  queryTerms: readonly string[],
  scored: ScoredDocument[],
): void {
  const size = index.size;
  if (size === 0) return;
  const relevance = new Float64Array(size);
  const coverage = new Float64Array(size);
  const matched: number[] = [];
  const isMatched = new Uint8Array(size);
  for (const plan of plans) {
    const best = new Float64Array(size);
    const bestCredit = new Float64Array(size);
    const reached: number[] = [];
    for (const expansion of plan.expansions) {
      const postings = index.postings(expansion.term);
      if (!postings) continue;
      const { documents, frequencies } = postings;
      for (let entry = 0; entry < documents.length; entry++) {
        const document = documents[entry] as number;
        const frequency = frequencies[entry] as number;
        const earned = contribution(expansion, frequency);
        if (earned > (best[document] as number)) {
          if (best[document] === 0) reached.push(document);
          best[document] = earned;
          bestCredit[document] = expansion.credit;
        }
      }
    }
    const surface = index.postings(plan.surface.term);
    if (surface) {
      for (let entry = 0; entry < surface.documents.length; entry++) {
        const document = surface.documents[entry] as number;
        if (best[document] === 0) continue;
        best[document] =
          (best[document] as number) + contribution(plan.surface, surface.frequencies[entry] as number);
      }
    }
    for (const document of reached) {
      relevance[document] = (relevance[document] as number) + (best[document] as number);
      coverage[document] = (coverage[document] as number) + plan.weight * (bestCredit[document] as number);
      if (isMatched[document] === 0) {
        isMatched[document] = 1;
        matched.push(document);
      }
    }
  }
  for (const position of matched) {
    const document = index.documents[position] as SearchDocument;
    const phrases = index.phrases[position] as (typeof index.phrases)[number];
    const share = Math.min(1, (coverage[position] as number) / totalWeight);
    const coverageFactor = PARTIAL_COVERAGE_FLOOR + (1 - PARTIAL_COVERAGE_FLOOR) * share * share;
    scored.push({
      document,
      score: (relevance[position] as number) * coverageFactor * phraseMultiplier(phrases, queryTerms),
    });
  }
}

/** BM25's saturated term frequency, scaled by the term's rarity and the credit of the match. */
function contribution(expansion: Expansion, frequency: number): number {
  return (
    (expansion.credit * expansion.inverseFrequency * frequency * (TERM_SATURATION + 1)) /
    (frequency + TERM_SATURATION)
  );
}

function promoteExactNames(spelledQuery: string, scored: ScoredDocument[]): void {
  if (spelledQuery === "") return;
  const highest = scored.reduce((top, entry) => Math.max(top, entry.score), 0);
  for (const entry of scored) {
    if (entry.document.spelledName === spelledQuery || entry.document.spelledPath === spelledQuery)
      entry.score += highest;
  }
}
