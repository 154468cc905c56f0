/**
 * The plan of one query word or phrase: the index keys it stands for, what each earns and how rare it is
 * (see {@link planWord}), worked out with the index lookups of {@link lookupsOf}.
 */
import { ificationNoun, isAgentNoun, isDerivedNoun } from "./derived-noun.ts";
import { ACRONYM_MARK, BODY_MARK, RESPONSE_MARK, SURFACE_MARK, VALUE_MARK } from "./document-terms.ts";
import {
  ACRONYM_CREDIT,
  ACRONYM_LENGTHS,
  BODY_WORD_CREDIT,
  DERIVED_FORM_CREDIT,
  MINIMUM_PREFIX_LENGTH,
  MINIMUM_TRUNCATION_LENGTH,
  MOST_RELATED_WORDS,
  PREFIX_MATCH_CREDIT,
  RELATED_WORD_CREDIT,
  RESPONSE_WORD_CREDIT,
  SIMILAR_WORD_CREDIT,
  STATE_CHANGE_UPDATE_CREDIT,
  SURFACE_FORM_CREDIT,
  TRUNCATION_MATCH_CREDIT,
  VALUE_WORD_CREDIT,
} from "./ranking-parameters.ts";
import type { SearchIndex } from "./search-index.ts";
import type { SearchWork } from "./search-work.ts";
import { stemWord } from "./stem-word.ts";
import { isActionVerb, isStateChangeVerb } from "./verb-kinds.ts";

/**
 * An index key a query word stands for: how much of a full match it earns and how rare it is (IDF). A
 * `fallback` expansion counts only for documents the word's other expansions do not reach, so it can add a
 * document but never lower what another match earned.
 */
export type Expansion = { term: string; credit: number; inverseFrequency: number; fallback?: true };

/**
 * One distinct query word: the index keys it matches (a document earns the best one), its exact written
 * form (earned on top of that), and its weight in coverage (its rarity).
 */
export type WordPlan = { expansions: Expansion[]; surface?: Expansion; weight: number };

/**
 * The related stems the index holds, rarest first, at most `MOST_RELATED_WORDS`: a rare related word
 * says the most (and costs the least to score, its postings being short), while a common one ("get" for
 * "read") would walk thousands of postings for little.
 */
function rarestRelated(stems: readonly string[], lookups: IndexLookups): string[] {
  const found: [string, number][] = [];
  for (const stem of stems) {
    const frequency = lookups.documentFrequency(stem);
    if (frequency > 0) found.push([stem, frequency]);
  }
  found.sort((left, right) => left[1] - right[1] || (left[0] < right[0] ? -1 : 1));
  return found.slice(0, MOST_RELATED_WORDS).map(([stem]) => stem);
}

/** A word of the plan that stands for a phrase: it matches the phrase's related words, at related credit. */
export function planRelated(
  stems: readonly string[],
  lookups: IndexLookups,
  inverseFrequency: (term: string) => number,
  closed?: string,
): WordPlan | undefined {
  const expansions: Expansion[] = rarestRelated(stems, lookups)
    .filter((term) => term !== closed)
    .map((term) => ({ term, credit: RELATED_WORD_CREDIT, inverseFrequency: inverseFrequency(term) }));
  // The phrase written as one word ("rollback" for "roll back", "login" for "log in") is the phrase itself.
  if (closed !== undefined && stems.includes(closed) && lookups.present(closed))
    expansions.push({ term: closed, credit: 1, inverseFrequency: inverseFrequency(closed) });
  if (expansions.length === 0) return undefined;
  const weight = highestWorth(expansions);
  return { expansions, weight };
}

/** The index lookups planning makes, over all indexes, each counted in `work` when given. */
export type IndexLookups = {
  documentFrequency(term: string): number;
  present(term: string): boolean;
  termsExtending(prefix: string): string[];
};

/** The lookups planning makes over `indexes`, counted in `work` when given. */
export function lookupsOf(indexes: readonly SearchIndex[], work: SearchWork | undefined): IndexLookups {
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

const UPDATE_STEM = stemWord("update");

/** The marks of fields kept apart from ordinary words, each with the credit a query word earns there. */
const MARKED_WORD_CREDITS: readonly (readonly [mark: string, credit: number])[] = [
  [BODY_MARK, BODY_WORD_CREDIT],
  [VALUE_MARK, VALUE_WORD_CREDIT],
  [RESPONSE_MARK, RESPONSE_WORD_CREDIT],
];

/**
 * The plan of one query word (`stem`, as `written`): the index keys it matches and what each earns (the
 * word itself, longer and shorter forms, its acronym, its `relatedStems`, the marked body, value and
 * response fields, and, when nothing else matches, the words spelled most like it in `similarIn`), its
 * surface form, and its weight. `leadsQuery` (the word leads the query): a known verb there matches no
 * longer word it only begins, and one that changes a state also reaches `update` methods weakly;
 * `asksWhoDoes` lets the verb's doers match in full.
 */
export function planWord(
  stem: string,
  written: string,
  relatedStems: readonly string[],
  lookups: IndexLookups,
  inverseFrequency: (term: string) => number,
  similarIn: readonly SearchIndex[],
  leadsQuery = false,
  asksWhoDoes = false,
): WordPlan {
  const credits = new Map<string, number>();
  const offer = (term: string, credit: number): void => {
    if (credit > (credits.get(term) ?? 0)) credits.set(term, credit);
  };
  const present = (term: string): boolean => lookups.present(term);
  const leadsWithVerb = leadsQuery && isActionVerb(stem);
  if (present(stem)) offer(stem, 1);
  if (stem.length >= MINIMUM_PREFIX_LENGTH) {
    for (const term of lookups.termsExtending(stem)) {
      // The noun made of the query's verb ("react": `reaction`) is the same thing, not a longer word.
      // Asked who does something ("who follows ..."), its doers (`followers`) are what is asked for.
      if (asksWhoDoes && isAgentNoun(term, stem)) offer(term, 1);
      else if (isDerivedNoun(term, stem)) offer(term, DERIVED_FORM_CREDIT);
      // A known verb leading the query is the action asked for: a longer word that only begins with it
      // (`readme` for "read a file", `starters` for "star") is another word.
      else if (!leadsWithVerb) offer(term, PREFIX_MATCH_CREDIT * Math.sqrt(stem.length / term.length));
    }
  }
  // The noun of a verb in -ify is spelled apart from it (verif-y, verif-ication): no prefix reaches it.
  const spelledApart = ificationNoun(stem);
  if (spelledApart !== undefined && present(spelledApart)) offer(spelledApart, DERIVED_FORM_CREDIT);
  for (let length = stem.length - 1; length >= MINIMUM_TRUNCATION_LENGTH; length--) {
    const start = stem.slice(0, length);
    if (!present(start)) continue;
    if (isDerivedNoun(stem, start)) offer(start, DERIVED_FORM_CREDIT);
    else offer(start, TRUNCATION_MATCH_CREDIT * Math.sqrt(length / stem.length));
  }
  const acronym = ACRONYM_MARK + written;
  if (
    written.length >= ACRONYM_LENGTHS.minimum &&
    written.length <= ACRONYM_LENGTHS.maximum &&
    present(acronym)
  ) {
    offer(acronym, ACRONYM_CREDIT);
  }
  for (const relatedStem of rarestRelated(relatedStems, lookups)) offer(relatedStem, RELATED_WORD_CREDIT);
  const markedTerms: string[] = [];
  for (const [mark, credit] of MARKED_WORD_CREDITS) {
    const markedTerm = mark + stem;
    if (!present(markedTerm)) continue;
    offer(markedTerm, credit);
    markedTerms.push(markedTerm);
  }
  if (credits.size === 0) {
    for (const index of similarIn)
      for (const [term, similarity] of index.similarTerms(stem))
        offer(term, SIMILAR_WORD_CREDIT * similarity);
  }
  // A word the query means in other words is worth at most what the query's own word is worth: a rarer
  // related word must not outscore the word the query actually used. And all of a word's related words are
  // worth the same, their mean rarity: the concept is what the query asks for, and a related word the
  // catalog rarely uses is more often another sense of it ("task" for "ticket" in a catalog that says
  // "issue" but mentions asynchronous tasks) than a better match.
  let ownWorth = credits.has(stem) ? inverseFrequency(stem) : Number.POSITIVE_INFINITY;
  // Written as initials the catalog spells out ("vm": `virtual machine`), the word is those words too.
  if (credits.has(acronym)) ownWorth = Math.min(ownWorth, inverseFrequency(acronym));
  const related = new Set(relatedStems);
  let relatedWorth = 0;
  let relatedCount = 0;
  for (const term of credits.keys()) {
    if (!related.has(term)) continue;
    relatedWorth += inverseFrequency(term);
    relatedCount++;
  }
  const conceptWorth = Math.min(ownWorth, relatedWorth / (relatedCount || 1));
  const expansions: Expansion[] = [...credits].map(([term, credit]) => ({
    term,
    credit,
    inverseFrequency: related.has(term)
      ? conceptWorth
      : markedTerms.includes(term)
        ? Math.min(ownWorth, inverseFrequency(term))
        : inverseFrequency(term),
  }));
  // A change of state the query leads with, as a verb ("close an issue", "archive a channel"), is in many
  // APIs an update of the thing: the `update` methods are reached too, at less credit than a related word
  // and only where nothing else of the word matches, so a method that names the change ranks first.
  if (leadsQuery && isStateChangeVerb(written) && present(UPDATE_STEM) && !credits.has(UPDATE_STEM)) {
    expansions.push({
      term: UPDATE_STEM,
      credit: STATE_CHANGE_UPDATE_CREDIT,
      inverseFrequency: Math.min(ownWorth, inverseFrequency(UPDATE_STEM)),
      fallback: true,
    });
  }
  const weight = credits.has(stem)
    ? inverseFrequency(stem)
    : highestWorth(expansions) || inverseFrequency(stem);
  const surfaceTerm = SURFACE_MARK + written;
  const surface = {
    term: surfaceTerm,
    credit: SURFACE_FORM_CREDIT,
    inverseFrequency: inverseFrequency(surfaceTerm),
  };
  return { expansions, surface, weight };
}

/** The rarity (IDF) of the rarest of `expansions`, 0 for none: what a word standing for them weighs. */
function highestWorth(expansions: readonly Expansion[]): number {
  return expansions.reduce((highest, expansion) => Math.max(highest, expansion.inverseFrequency), 0);
}
