import { isDerivedNoun } from "./derived-noun.ts";
import { ACTION_MISMATCH_FACTOR } from "./ranking-parameters.ts";
import { stemWord } from "./stem-word.ts";
import { STOP_WORDS } from "./stop-words.ts";
import {
  actionOfVerb,
  CREATE_VERBS,
  isActionVerb,
  type NameAction,
  ownNameVerb,
  READ_VERBS,
} from "./verb-kinds.ts";
import { isPluralForm } from "./word-forms.ts";

/**
 * What a query asks to do when it names no action we know: `read` (it names a thing, or asks a question:
 * "unread notifications", "who follows this person") or `create` (it uses a thing's name as the verb:
 * "comment on an issue", "bookmark a message"). `undefined` when the query says its action in a word we
 * know, or its shape says nothing.
 */
export type QueryIntent = "read" | "create" | undefined;

/**
 * Words that open a question about what exists ("who follows ...", "which states ..."): it asks to be told,
 * whatever verb follows ("who has starred my repository" lists stargazers, it stars nothing).
 */
const ASKING_WORDS: ReadonlySet<string> = new Set("who whom whose what which".split(" "));

/** Words that open a question that may still ask for an action ("how do I create ...", "can I ..."). */
const QUESTION_WORDS: ReadonlySet<string> = new Set("how where when why is are does do did can".split(" "));

/** Words that open what a verb acts on ("star a repo", "email the people", "remind me"). */
const DETERMINERS: ReadonlySet<string> = new Set(
  "a an the my this that these those our your their his her its some every all any each me us them it".split(
    " ",
  ),
);

/** Whether `word` opens what a verb or preposition acts on ("the", "my", "each"; see {@link DETERMINERS}). */
export function isDeterminer(word: string): boolean {
  return DETERMINERS.has(word);
}

/** Prepositions a verb made of a thing's name takes ("comment on", "react with", "reply to"). */
const VERB_PREPOSITIONS: ReadonlySet<string> = new Set("on to with about at".split(" "));

/** Words after a verb that mark its first word as one ("spin up", "turn off", "give someone ..."). */
const VERB_FOLLOWERS: ReadonlySet<string> = new Set(
  "up down off out back over away someone somebody everyone everybody anyone anybody something everything".split(
    " ",
  ),
);

/** Whether `word` after a verb marks it as one ("spin up", "give someone"; see {@link VERB_FOLLOWERS}). */
export function isVerbFollower(word: string): boolean {
  return VERB_FOLLOWERS.has(word);
}

/**
 * The intent of a query whose words (`splitWords`, stop words kept) name no known action. A query whose
 * first word, not a plural, is followed by what a verb takes ("star a ...", "comment on ...", "spin up ...")
 * uses that word as its verb; one we do not know is most often the making of the thing it names. A question
 * about what exists, or a bare noun phrase ("branch protection"), asks to read; a longer description of a
 * thing ("private network for my servers") says nothing about the action.
 */
export function queryIntent(words: readonly string[]): QueryIntent {
  if (words.length === 0) return undefined;
  const first = words[0] as string;
  if (asksWhatOrWho(words) || (first === "how" && (words[1] === "many" || words[1] === "much")))
    return "read";
  for (const word of words) {
    if (STOP_WORDS.has(word)) continue;
    const stem = stemWord(word);
    if (isActionVerb(stem)) return undefined;
  }
  if (QUESTION_WORDS.has(first)) return "read";
  if (STOP_WORDS.has(first)) return undefined;
  const next = words[1];
  if (next !== undefined && (STOP_WORDS.has(next) || VERB_FOLLOWERS.has(next))) {
    // An imperative verb is not plural ("notifications for a repository" names things), and after a
    // preposition it is followed by one that a verb takes ("comment on", "react with"), not "of" or "in".
    if (
      !isPluralForm(first) &&
      (!STOP_WORDS.has(next) || DETERMINERS.has(next) || VERB_PREPOSITIONS.has(next))
    )
      return "create";
    return undefined;
  }
  return words.some((word) => STOP_WORDS.has(word)) ? undefined : "read";
}

/**
 * The stem of the known action verb a query leads with, in its plain form and followed by what a verb
 * takes ("attach a screenshot ...", "pin the message", "label an issue"), or `undefined`. A method whose
 * name holds that word as the thing it acts on (`getAttachment`, `removeAttachment`, `addAttachment` for
 * "attach") is asked to make one: see {@link nounVerbMultiplier}.
 */
export function leadingVerb(words: readonly string[]): string | undefined {
  const [first, next] = words;
  if (first === undefined || next === undefined) return undefined;
  // Not a plural ("releases this week" names things) nor a past form ("attached files").
  if (isPluralForm(first) || first.endsWith("ed")) return undefined;
  const stem = stemWord(first);
  if (actionOfVerb(stem) !== "other") return undefined;
  if (!(DETERMINERS.has(next) || VERB_FOLLOWERS.has(next))) return undefined;
  return stem;
}

/** Words that may stand between "who" and its verb ("who has starred", "who is watching"). */
const AUXILIARIES: ReadonlySet<string> = new Set(
  "has have had is are was were does do did can will".split(" "),
);

/**
 * The verb (as written) of a question about who does something ("who follows this person" -> "follows",
 * "who is watching this repository" -> "watching"), or `undefined`: its doers are what is asked for.
 */
export function askedAgentVerb(words: readonly string[]): string | undefined {
  if (words[0] !== "who") return undefined;
  let position = 1;
  while (position < words.length && AUXILIARIES.has(words[position] as string)) position++;
  const verb = words[position];
  return verb === undefined || STOP_WORDS.has(verb) ? undefined : verb;
}

/**
 * A multiplier of at most 1 for a method whose name holds the query's leading verb (`verb`, see
 * {@link leadingVerb}) as the thing it acts on, its own first verb being another: doing that verb to
 * something is making one of those things ("attach a file" adds an attachment), so a name that reads,
 * changes or removes one is scaled as a mismatch of a `create` intent. Names without the word, or named
 * with the verb itself (`pin_message` for "pin"; `PUT_CloseAccountingPeriod` for "close", whose `carried`
 * verb, the one the name carries after its HTTP method, is the query's: see `carriedVerb`), keep 1.
 */
export function nounVerbMultiplier(
  nameTerms: readonly string[],
  action: NameAction,
  verb: string,
  carried?: string,
): number {
  if (action === "create" || action === "none") return 1;
  // The name's own verb is the query's: it does what was asked.
  const own = ownNameVerb(nameTerms, carried);
  if (own === undefined || own === verb) return 1;
  return nameTerms.some((term) => term === verb || isDerivedNoun(term, verb)) ? ACTION_MISMATCH_FACTOR : 1;
}

/**
 * The stems of the known verbs the query uses in a regular `-ed` form after its first word, and nowhere
 * plainly ("messages posted in a channel", "issues closed last week"): past participles, most often, which
 * describe the things asked for rather than an action to do. Irregular forms ("sent") are not recognized.
 */
export function participleStems(words: readonly string[]): ReadonlySet<string> {
  const found = new Set<string>();
  const plain = new Set<string>();
  words.forEach((word, position) => {
    const stem = stemWord(word);
    if (position > 0 && word.endsWith("ed") && stem !== word && isActionVerb(stem)) found.add(stem);
    else plain.add(stem);
  });
  for (const stem of plain) found.delete(stem);
  return found;
}

/**
 * A multiplier of at most 1 for a method whose name's action (the verb it carries, `carried`, see
 * `carriedVerb`, else its first known verb) is one the query only uses as a participle
 * ({@link participleStems}): `chat_postMessage` for "messages posted in a channel".
 */
export function participleMultiplier(
  nameTerms: readonly string[],
  participles: ReadonlySet<string>,
  carried?: string,
): number {
  if (participles.size === 0) return 1;
  const verb = ownNameVerb(nameTerms, carried);
  return verb !== undefined && participles.has(verb) ? ACTION_MISMATCH_FACTOR : 1;
}

/**
 * Whether `word`, ending in -ed, is the past form of the verb stemmed `verb`, however the stemmer cut each
 * (`liked` stems to `lik`, "like" and "likes" to `like`).
 */
function isPastOf(word: string, verb: string): boolean {
  return (
    stemWord(word) === verb || stemWord(word.slice(0, -1)) === verb || stemWord(word.slice(0, -2)) === verb
  );
}

/** Name words that stand beside a verb's `-ed` form without being what it was done to. */
const NOT_THINGS: ReadonlySet<string> = new Set(["by", "id", "ids"]);

/**
 * A multiplier of at most 1 for a method whose name (`nameWords`, as written) holds the `-ed` form of the
 * verb a question about who does something asks of (`agent`, a stem; see {@link askedAgentVerb}) beside a
 * thing: `usersIdLikedTweets` and `list_repos_starred_by_user` name the tweets liked and the repositories
 * starred, not who liked or starred them ("who liked my tweet"), so they are scaled as an action that does
 * not fit. A word for a person (`personStems`), a known verb, "by" or an identifier beside it is no such
 * thing: `getReportsIdUnsubscribed` lists who unsubscribed.
 */
export function doneThingsMultiplier(
  nameWords: readonly string[],
  agent: string | undefined,
  personStems: ReadonlySet<string>,
): number {
  if (agent === undefined) return 1;
  for (let position = 0; position < nameWords.length; position++) {
    const word = nameWords[position] as string;
    if (!word.endsWith("ed") || !isPastOf(word, agent)) continue;
    for (const beside of [nameWords[position - 1], nameWords[position + 1]]) {
      if (beside === undefined || NOT_THINGS.has(beside)) continue;
      const stem = stemWord(beside);
      if (!personStems.has(stem) && !isActionVerb(stem)) return ACTION_MISMATCH_FACTOR;
    }
  }
  return 1;
}

/**
 * Words that open what a query excludes: "hide a finished task without deleting it", "every member except
 * admins".
 */
const EXCLUDING_WORDS: ReadonlySet<string> = new Set(["without", "except", "excluding"]);

/**
 * The words of a query (as `splitWords` gives them) up to what it excludes ({@link EXCLUDING_WORDS}, or
 * "instead of"): what follows is an action the task must not take ("archive a card instead of deleting it")
 * or what the things asked for lack or leave out ("issues without a label"); either way a method about it
 * is no better an answer. The whole query when it excludes nothing, or when no word it searches for comes
 * before the exclusion ("instead of deleting a card, archive it" is searched whole).
 */
export function askedWords(words: readonly string[]): readonly string[] {
  for (let position = 1; position < words.length; position++) {
    const word = words[position] as string;
    if (!EXCLUDING_WORDS.has(word) && !(word === "instead" && words[position + 1] === "of")) continue;
    const asked = words.slice(0, position);
    return asked.some((kept) => !STOP_WORDS.has(kept)) ? asked : words;
  }
  return words;
}

/** Words that open a question whose answer is people. */
const ASKING_WHO_WORDS: ReadonlySet<string> = new Set(["who", "whom", "whose"]);

/**
 * Whether the query (`words` as `splitWords` gives them) opens with who, whom or whose: its answer is
 * people.
 */
export function asksWho(words: readonly string[]): boolean {
  return words[0] !== undefined && ASKING_WHO_WORDS.has(words[0]);
}

/**
 * Whether the query asks what, which or who (`words` as `splitWords` gives them): told a list or a thing, not
 * a yes or a no.
 */
export function asksWhatOrWho(words: readonly string[]): boolean {
  return words[0] !== undefined && ASKING_WORDS.has(words[0]);
}

/**
 * The query words that name the key one item is picked by: after "by" (and its determiner: "by their
 * login"), in a query that reads one thing ("look up a user profile by login", "get an order by email"):
 * a query that leads with a reading verb and names a single thing before "by". Such a word is an attribute,
 * spelled as APIs spell it, not a concept to reach through the vocabulary (`login` there is no sign-in).
 * "By" after a plural groups or filters ("meetings by person", "issues by severity"), and after another
 * verb it may name a medium ("send a notification by text"): there the vocabulary still links the words.
 */
export function keyWords(words: readonly string[]): ReadonlySet<string> {
  const first = words[0];
  if (first === undefined || actionOfVerb(stemWord(first)) !== "read") return NO_WORDS;
  const found = new Set<string>();
  for (let position = 1; position < words.length - 1; position++) {
    if (words[position] !== "by") continue;
    const before = words[position - 1] as string;
    if (STOP_WORDS.has(before) || isPluralForm(before)) continue;
    let after = position + 1;
    while (after < words.length && isDeterminer(words[after] as string)) after++;
    const key = words[after];
    if (key !== undefined && !STOP_WORDS.has(key)) found.add(key);
  }
  return found;
}

/**
 * A multiplier of at most 1 for how a method's name fits the query's intent: a name whose action
 * (`nameAction`, worked out once when the index is built) is not the intent's (for `read`, one that
 * creates, changes or removes; for `create`, one that reads, changes or removes) is scaled by
 * {@link ACTION_MISMATCH_FACTOR}. Names without a known verb, and queries without an intent, keep 1.
 */
export function intentMultiplier(action: NameAction, intent: QueryIntent): number {
  if (intent === undefined || action === "none") return 1;
  if (intent === "read") return action === "read" ? 1 : ACTION_MISMATCH_FACTOR;
  return action === "create" ? 1 : ACTION_MISMATCH_FACTOR;
}

/** No words: one shared empty set. */
const NO_WORDS: ReadonlySet<string> = new Set();

/** The stems of the verbs a method doing what `intent` asks is named with (none without an intent). */
export function intentVerbs(intent: QueryIntent): ReadonlySet<string> {
  if (intent === "read") return READ_VERBS;
  if (intent === "create") return CREATE_VERBS;
  return NO_WORDS;
}
