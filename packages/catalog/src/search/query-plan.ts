import { compoundOrder } from "./compound-order.ts";
import { gluedTail } from "./glued-word.ts";
import { identifierWords } from "./identifier-words.ts";
import { joinedParticles } from "./joined-particle.ts";
import { imperativeAction } from "./leading-action.ts";
import { type ObjectAndPlace, objectAndPlace } from "./place-words.ts";
import {
  askedAgentVerb,
  askedWords,
  asksWhatOrWho,
  asksWho,
  intentVerbs,
  keyWords,
  leadingVerb,
  participleStems,
  type QueryIntent,
  queryIntent,
} from "./query-intent.ts";
import { PARTICLES, queryPhrases } from "./query-phrases.ts";
import {
  ASKED_COUNT_SCALE,
  ASKED_IDENTITY_SCALE,
  ASKED_PERSON_SCALE,
  GLUED_WORD_CREDIT,
  IDENTIFIER_WORD_SCALE,
  IDENTIFIER_WORDS,
} from "./ranking-parameters.ts";
import { spell } from "./search-document.ts";
import type { SearchIndex } from "./search-index.ts";
import type { SearchWork } from "./search-work.ts";
import { splitWords } from "./split-words.ts";
import { stemWord } from "./stem-word.ts";
import { STOP_WORDS } from "./stop-words.ts";
import { undoneGerund } from "./undone-gerund.ts";
import type { NameAction } from "./verb-kinds.ts";
import { relatedWords } from "./vocabulary/related-words.ts";
import { lookupsOf, planRelated, planWord, type WordPlan } from "./word-plan.ts";

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
  /**
   * The stem of the verb a question about who does something asks of (`askedAgentVerb`: `like` for "who
   * liked my tweet"), or `undefined`: a name holding its `-ed` form beside a thing names the things done,
   * not the doers (`doneThingsMultiplier`).
   */
  agent: string | undefined;
  /** What a task acts on and where (`objectAndPlace`), or `undefined`. */
  objectPlace: ObjectAndPlace | undefined;
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
  const lookups = lookupsOf(indexes, work);
  const related = relatedWords();
  const all = joinedParticles(
    undoneGerund(askedWords(splitWords(withoutPossessiveEndings(query))), lookups.present),
    lookups.present,
    (phrase) => related.ofPhrase(phrase) !== undefined,
  );
  if (all.length === 0) return undefined;
  const meaningful = all.filter((word) => !STOP_WORDS.has(word));
  // A query of function words only ("who am i") is still a question: search its words as they are.
  const written = meaningful.length === 0 ? all : meaningful;
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
  const relatedTerms = new Set<string>();
  // A vocabulary phrase the catalog has words for ("look up", "set up", "logged in") is planned as one.
  const phrases = queryPhrases(all, related.longestPhrase, related.ofPhrase).flatMap((phrase) => {
    // Inflected, it is also the word as the catalog may write it ("logged in" in "the logged in user").
    const stems = phrase.inflected === undefined ? phrase.related : [...phrase.related, phrase.inflected];
    const plan = planRelated(stems, lookups, inverseFrequency, stemWord(phrase.words.join("")));
    return plan === undefined ? [] : [{ ...phrase, plan }];
  });
  // A word inside a phrasal verb or a fixed expression (a phrase with a particle or a function word: "look
  // up", "log in", "get rid of") means the phrase, not itself: "up" alone would pull in every method that
  // mentions top-ups. The phrase's plan stands for it. The nouns of a compound ("access token", "release
  // notes") are the catalog's words too: searched as themselves beside the phrase; its participle is not
  // ("authenticated user" is not about authentication).
  const phraseWords = new Set(
    phrases.flatMap((phrase) => {
      const fixed = phrase.words.some((word) => STOP_WORDS.has(word) || PARTICLES.has(word));
      return phrase.words.filter(
        (word) => (fixed || word.endsWith("ed")) && !phrase.related.includes(stemWord(word)),
      );
    }),
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
    words.push(phrase.plan);
  }
  // Words a question asks for without saying them, weighed against the query's own words (a share of
  // their mean weight), not by how rare they are in this catalog, so what the question says still decides.
  // In name coverage such a word of a name is accounted for, as a related word is.
  const asked = (stems: readonly string[], scale: number): void => {
    if (words.length === 0 || terms.some((term) => stems.includes(term))) return;
    const plan = planRelated(stems, lookups, inverseFrequency);
    if (plan === undefined) return;
    for (const stem of stems) relatedTerms.add(stem);
    plan.weight = (scale * words.reduce((sum, word) => sum + word.weight, 0)) / words.length;
    for (const expansion of plan.expansions) expansion.credit *= scale;
    words.push(plan);
  };
  // A question that asks who is answered by people: the words for a person ("who are the members of this
  // team" has one already).
  if (asksWho(all)) asked([...personStems()], ASKED_PERSON_SCALE);
  // A question that asks how many is answered by a count ("how many hosted zones do I have").
  if (asksHowMany(all)) asked([COUNT_STEM], ASKED_COUNT_SCALE);
  // "Who am I" asks for the user the call is made as: the vocabulary's words for the current user.
  if (asksWhoIAm(all)) asked(related.ofPhrase(CURRENT_USER) ?? [], ASKED_IDENTITY_SCALE);
  if (work) work.words += words.length;
  const totalWeight = words.reduce((sum, plan) => sum + plan.weight, 0) || 1;
  // A name or value written as one token of several words ("order.created", "newCheckout", "SendGrid")
  // names a thing: its words say nothing about the action asked for.
  const identifiers = identifierWords(query);
  const grammar = identifiers.size === 0 ? all : all.filter((word) => !identifiers.has(word));
  const intent = queryIntent(grammar);
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
    participles: participleStems(grammar),
    asksWhat: asksWhatOrWho(all),
    told: imperativeAction(all),
    agent: agentVerb === undefined ? undefined : stemWord(agentVerb),
    objectPlace: objectAndPlace(all),
  };
}

/**
 * `query` without the `'s` of its possessives and contractions ("a customer's cards", "what's new"): split
 * off, the `s` would be a query word of its own, rare enough to weigh and matched by every possessive in
 * the descriptions. (Descriptions keep theirs: only what the query asks is read without it.)
 */
function withoutPossessiveEndings(query: string): string {
  return query.replace(POSSESSIVE_ENDING, "");
}

const POSSESSIVE_ENDING = /(?<=\p{L})['’]s\b/gu;

/** The stem of the word a count is named with (`GetHostedZoneCount`, `tweetCountsRecentSearch`). */
const COUNT_STEM = stemWord("count");

/** The vocabulary phrase whose group holds the words for the user a call is made as. */
const CURRENT_USER = "current user";

/** Whether the query asks who the caller is ("who am i logged in as"). */
function asksWhoIAm(words: readonly string[]): boolean {
  return words.some(
    (word, position) => word === "who" && words[position + 1] === "am" && words[position + 2] === "i",
  );
}

/** Whether the query asks how many ("how many hosted zones do I have"). */
function asksHowMany(words: readonly string[]): boolean {
  return words.some((word, position) => word === "how" && words[position + 1] === "many");
}

/** The stem whose vocabulary group holds the words for a person (`user`, `member`, `people`, ...). */
const PERSON_STEM = stemWord("person");

let personStemSet: ReadonlySet<string> | undefined;

/** The stems of the words for a person: {@link PERSON_STEM} and its vocabulary group (worked out once). */
export function personStems(): ReadonlySet<string> {
  personStemSet ??= new Set([PERSON_STEM, ...relatedWords().ofStem(PERSON_STEM)]);
  return personStemSet;
}

const EMPTY_STEMS: readonly string[] = Object.freeze([]);
