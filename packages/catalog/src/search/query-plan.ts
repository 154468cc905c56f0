import { compoundOrder } from "./compound-order.ts";
import { isAgentNoun, isDerivedNoun } from "./derived-noun.ts";
import { ACRONYM_MARK, BODY_MARK, RESPONSE_MARK, SURFACE_MARK, VALUE_MARK } from "./document-terms.ts";
import { gluedTail } from "./glued-word.ts";
import {
  askedAgentVerb,
  askedWords,
  asksWhatOrWho,
  asksWho,
  imperativeAction,
  intentVerbs,
  isStateChangeVerb,
  keyWords,
  leadingVerb,
  type NameAction,
  participleStems,
  type QueryIntent,
  queryIntent,
} from "./query-intent.ts";
import { queryPhrases } from "./query-phrases.ts";
import {
  ACRONYM_CREDIT,
  ACRONYM_LENGTHS,
  ASKED_PERSON_SCALE,
  BODY_WORD_CREDIT,
  DERIVED_FORM_CREDIT,
  GLUED_WORD_CREDIT,
  IDENTIFIER_WORD_SCALE,
  IDENTIFIER_WORDS,
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
import { spell } from "./search-document.ts";
import type { SearchIndex } from "./search-index.ts";
import type { SearchWork } from "./search-work.ts";
import { splitWords } from "./split-words.ts";
import { stemWord } from "./stem-word.ts";
import { STOP_WORDS } from "./stop-words.ts";
import { relatedWords } from "./vocabulary/related-words.ts";

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

/** Everything scoring needs to know about a query, worked out once for all indexes. */
export type QueryPlan = {
  words: WordPlan[];
  /** Sum of the words' weights, the denominator of coverage. */
  totalWeight: number;
  /** The query's stemmed words in order, duplicates kept, for phrase matching. */
  terms: string[];
  /**
   * The query's stemmed words in the order a method name says them, when it differs ("the lists on a
   * board": `board list`; see `compound-order.ts`), for phrase matching in names.
   */
  nameOrder: string[] | undefined;
  /**
   * Stems of the words related to the query's words and phrases (see `vocabulary/`), for name coverage:
   * a name word the query means in other words (`post` for "create") is accounted for too.
   */
  relatedTerms: ReadonlySet<string>;
  /**
   * Stems of the verbs of the action the query implies (see `query-intent.ts`), which name coverage counts
   * like related words: a name's `get` is accounted for by "milestone", its `create` by "comment on an
   * issue". A shared set, not a per-query copy.
   */
  impliedTerms: ReadonlySet<string>;
  /** The query's words joined by spaces, to recognize a query that spells a name exactly. */
  spelled: string;
  /** What the query asks to do when it names no known action (see `query-intent.ts`). */
  intent: QueryIntent;
  /** The stem of the known verb the query leads with (`leadingVerb`), or `undefined`. */
  verb: string | undefined;
  /** The stems of known verbs the query uses only as participles (`participleStems`). */
  participles: ReadonlySet<string>;
  /** Whether the query asks what, which or who (`asksWhatOrWho`): a yes-or-no method does not answer it. */
  asksWhat: boolean;
  /** What the query's leading verb tells to do (`imperativeAction`): a method doing another kind does not. */
  told: Exclude<NameAction, "none"> | undefined;
};

/** How far planning reaches for a query word: its own forms, and in fallback, similarly spelled words. */
export type PlanReach = "words" | "similar";

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
  reach: PlanReach = "words",
): QueryPlan | undefined {
  // What the query excludes ("without deleting it") is not searched for: see `askedWords`.
  const all = askedWords(splitWords(query));
  if (all.length === 0) return undefined;
  const meaningful = all.filter((word) => !STOP_WORDS.has(word));
  // A query of function words only ("who am i") is still a question: search its words as they are.
  const written = meaningful.length === 0 ? all : meaningful;
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
  const related = relatedWords();
  const relatedTerms = new Set<string>();
  const phrases = queryPhrases(all, related.longestPhrase, related.ofPhrase);
  // A word inside a vocabulary phrase ("look up", "set up", "logged in") means the phrase, not itself:
  // "up" alone would pull in every method that mentions top-ups. The phrase's plan stands for it.
  const phraseWords = new Set(
    phrases.flatMap((phrase) => phrase.words.filter((word) => !phrase.related.includes(stemWord(word)))),
  );
  const hasOtherWords = written.some((word) => !IDENTIFIER_WORDS.has(word));
  const agentVerb = askedAgentVerb(all);
  // A key one item is picked by ("a user profile by login") is matched as written (see `keyWords`).
  const pickedBy = keyWords(all);
  const gluedStems = new Set<string>();
  const words = [...firstSpelling].flatMap(([stem, word]) => {
    if (phraseWords.has(word)) return [];
    const relatedStems = pickedBy.has(word) ? EMPTY_STEMS : related.ofStem(stem);
    let plan = planWord(
      stem,
      word,
      relatedStems,
      lookups,
      inverseFrequency,
      reach === "similar" ? indexes : [],
      word === written[0],
      word === agentVerb,
    );
    let planned = relatedStems;
    // A word that matches nothing, glued of a prefix and a word the catalog has ("upvote"), is searched as
    // that word, at less credit; unless the query has that word already.
    const glued = plan.expansions.length === 0 ? gluedTail(word, lookups.present) : undefined;
    const gluedStem = glued === undefined ? undefined : stemWord(glued);
    if (gluedStem !== undefined && !firstSpelling.has(gluedStem) && !gluedStems.has(gluedStem)) {
      gluedStems.add(gluedStem);
      planned = related.ofStem(gluedStem);
      // Planned with the word as written: no action, question or spelling of the query is read into it.
      plan = planWord(gluedStem, word, planned, lookups, inverseFrequency, []);
      for (const expansion of plan.expansions) expansion.credit *= GLUED_WORD_CREDIT;
      relatedTerms.add(gluedStem); // a name's `vote` is accounted for by "upvote"
    }
    for (const relatedStem of planned) relatedTerms.add(relatedStem);
    // "by id" says how one item is picked, which every method on one item does (by a path parameter
    // named for its resource as often as `id`): matched weakly, it does not favour the nested resources
    // whose names end in `Id` over the base one (`customers/{customer}` for "retrieve a customer by id").
    if (hasOtherWords && IDENTIFIER_WORDS.has(word)) {
      const scale = IDENTIFIER_WORD_SCALE;
      plan.weight *= scale;
      for (const expansion of plan.expansions) expansion.credit *= scale;
      if (plan.surface) plan.surface.credit *= scale;
    }
    return [plan];
  });
  for (const phrase of phrases) {
    for (const relatedStem of phrase.related) relatedTerms.add(relatedStem);
    const plan = planRelated(phrase.related, lookups, inverseFrequency, stemWord(phrase.words.join("")));
    if (plan) words.push(plan);
  }
  // A question that asks who is answered by people: the words for a person count weakly, unless the
  // query has one of them already ("who are the members of this team"); in name coverage a name's word
  // for a person is accounted for, as a related word is.
  if (asksWho(all) && words.length > 0) {
    const person = [PERSON_STEM, ...related.ofStem(PERSON_STEM)];
    const plan = terms.some((term) => person.includes(term))
      ? undefined
      : planRelated(person, lookups, inverseFrequency);
    if (plan) {
      for (const stem of person) relatedTerms.add(stem);
      // Weighed against the query's own words (a share of their mean weight), not by how rare a word for
      // a person is in this catalog, so what the question says still decides.
      plan.weight = (ASKED_PERSON_SCALE * words.reduce((sum, word) => sum + word.weight, 0)) / words.length;
      for (const expansion of plan.expansions) expansion.credit *= ASKED_PERSON_SCALE;
      words.push(plan);
    }
  }
  if (work) work.words += words.length;
  const totalWeight = words.reduce((sum, plan) => sum + plan.weight, 0) || 1;
  const intent = queryIntent(all);
  return {
    words,
    totalWeight,
    terms,
    nameOrder: compoundOrder(all),
    relatedTerms,
    impliedTerms: intentVerbs(intent),
    spelled: spell(query),
    intent,
    verb: leadingVerb(all),
    participles: participleStems(all),
    asksWhat: asksWhatOrWho(all),
    told: imperativeAction(all),
  };
}

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
function planRelated(
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
  const weight = expansions.reduce((highest, expansion) => Math.max(highest, expansion.inverseFrequency), 0);
  return { expansions, weight };
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

const UPDATE_STEM = stemWord("update");

/** The stem whose vocabulary group holds the words for a person (`user`, `member`, `people`, ...). */
const PERSON_STEM = stemWord("person");

const EMPTY_STEMS: readonly string[] = Object.freeze([]);

/** The marks of fields kept apart from ordinary words, each with the credit a query word earns there. */
const MARKED_WORD_CREDITS: readonly (readonly [mark: string, credit: number])[] = [
  [BODY_MARK, BODY_WORD_CREDIT],
  [VALUE_MARK, VALUE_WORD_CREDIT],
  [RESPONSE_MARK, RESPONSE_WORD_CREDIT],
];

function planWord(
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
  if (present(stem)) offer(stem, 1);
  if (stem.length >= MINIMUM_PREFIX_LENGTH) {
    for (const term of lookups.termsExtending(stem)) {
      // The noun made of the query's verb ("react": `reaction`) is the same thing, not a longer word.
      // Asked who does something ("who follows ..."), its doers (`followers`) are what is asked for.
      if (asksWhoDoes && isAgentNoun(term, stem)) offer(term, 1);
      else if (isDerivedNoun(term, stem)) offer(term, DERIVED_FORM_CREDIT);
      else offer(term, PREFIX_MATCH_CREDIT * Math.sqrt(stem.length / term.length));
    }
  }
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
  const ownWorth = credits.has(stem) ? inverseFrequency(stem) : Number.POSITIVE_INFINITY;
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
