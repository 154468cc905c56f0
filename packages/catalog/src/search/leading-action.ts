/**
 * What a query's leading verb tells to do, and the yes-or-no methods (checks) that a question or a task does
 * not want.
 */

import { isDeterminer, isVerbFollower } from "./query-intent.ts";
import { ACTION_MISMATCH_FACTOR, CHECK_MISMATCH_FACTOR } from "./ranking-parameters.ts";
import { stemWord } from "./stem-word.ts";
import {
  actionOfVerb,
  CREATE_VERBS,
  isActionVerb,
  isRemovalVerb,
  type NameAction,
  ownNameVerb,
  stemsOf,
} from "./verb-kinds.ts";
import { relatedWords } from "./vocabulary/related-words.ts";
import { isPluralForm } from "./word-forms.ts";

/** The stem of the verb a yes-or-no method is named with (`checkUserCanBeAssigned`, `check_is_starred`). */
const CHECK_STEM = stemWord("check");

/** Whether a name's last (stemmed) word is a verb that reads (`pins_list`, `uptime_check_alerts_list`). */
function endsOnReadingVerb(nameTerms: readonly string[]): boolean {
  const last = nameTerms[nameTerms.length - 1];
  return last !== undefined && actionOfVerb(last) === "read";
}

/**
 * Whether a name's stemmed words name a yes-or-no check: `check` comes before any known verb and is not
 * followed by one, and the name does not end on a verb that reads. Followed by a verb (`checks_create_run`,
 * `checksList`) or named before a reading verb at the end (`uptime_check_alerts_list`), `check` is the thing
 * acted on.
 */
export function isCheckName(nameTerms: readonly string[]): boolean {
  if (endsOnReadingVerb(nameTerms)) return false;
  for (let position = 0; position < nameTerms.length; position++) {
    const term = nameTerms[position] as string;
    if (isActionVerb(term)) return false;
    if (term !== CHECK_STEM) continue;
    const next = nameTerms[position + 1];
    if (next === undefined || !isActionVerb(next)) return true;
  }
  return false;
}

/**
 * A multiplier of at most 1 for a method named for a yes-or-no check ({@link isCheckName}) when the query
 * asks what, which or who (`asksWhatOrWho` in query-intent.ts): "who follows this person" wants the
 * followers, not whether one person follows another. Milder than an action mismatch: a check reads, so it
 * stays above the methods that change what the question is about.
 */
export function checkMultiplier(nameTerms: readonly string[], asksWhat: boolean): number {
  return asksWhat && isCheckName(nameTerms) ? CHECK_MISMATCH_FACTOR : 1;
}

/** Verbs that ask for a check ("verify that a user is a member"): a yes-or-no method is what they want. */
const CHECKING_VERBS: ReadonlySet<string> = stemsOf("check verify confirm validate test");

/** Words that join a second action to a query's first ("find the stale branches and delete them"). */
const CLAUSE_JOINERS: ReadonlySet<string> = new Set(["and", "then", "to"]);

/**
 * What the query tells to do when it leads with a known verb in its plain form, followed by what a verb
 * takes ("assign an issue to someone", "give someone write access", "read a file from a repository"), or
 * by an object without an article that a plural or a determiner further on shows ("list DB snapshots",
 * "remove completed tasks from the list"): that verb's action (see {@link nameAction}), or `undefined`.
 * Not a plural ("updates to a page" names things) nor a past form ("assigned issues"); not a verb that asks for a check ("verify that ..."); not a verb of
 * another kind than reading followed by "me" or "us" ("give me all open issues", "let me see ..."), which
 * most often asks to be shown something; not when the query joins a verb of another kind after "and",
 * "then" or "to" ("find the stale branches and delete them", "show me how to delete a repository"); and not
 * a reading verb before "new" ("get a new token" may ask to make one).
 */
export function imperativeAction(words: readonly string[]): Exclude<NameAction, "none"> | undefined {
  const [first, next] = words;
  if (first === undefined || next === undefined) return undefined;
  if (isPluralForm(first) || first.endsWith("ed")) return undefined;
  if (!(isDeterminer(next) || isVerbFollower(next) || hasObject(words))) return undefined;
  const stem = stemWord(first);
  const action = actionOfVerb(stem);
  if (action === undefined || CHECKING_VERBS.has(stem)) return undefined;
  if (action !== "read" && (next === "me" || next === "us")) return undefined;
  if (action === "read" && words.includes("new")) return undefined;
  for (let position = 2; position < words.length - 1; position++) {
    if (!CLAUSE_JOINERS.has(words[position] as string)) continue;
    const joined = actionOfVerb(stemWord(words[position + 1] as string));
    if (joined !== undefined && joined !== action) return undefined;
  }
  return action;
}

/**
 * Whether the leading verb of `words` has an object without an article: a plural or a determiner past the
 * word right after it ("list DB snapshots", "remove completed tasks"). Not a plural right after it, which
 * makes a noun of both ("merge requests", "run logs"), nor a verb that opens a vocabulary phrase ("get rid
 * of a card" deletes: the phrase, not its first word, says what to do).
 */
function hasObject(words: readonly string[]): boolean {
  if (isPluralForm(words[1] ?? "") || opensPhrase(words)) return false;
  for (let position = 2; position < words.length; position++) {
    const word = words[position] as string;
    if (isPluralForm(word) || isDeterminer(word)) return true;
  }
  return false;
}

/** Whether the first words of `words` are a phrase of the related-word vocabulary ("get rid of", "set up"). */
function opensPhrase(words: readonly string[]): boolean {
  const vocabulary = relatedWords();
  for (let length = 2; length <= Math.min(vocabulary.longestPhrase, words.length); length++)
    if (vocabulary.ofPhrase(words.slice(0, length).join(" ")) !== undefined) return true;
  return false;
}

/**
 * A multiplier of at most 1 for a method that does another kind of thing than the query tells to do
 * ({@link imperativeAction}), scaled as an action mismatch. Told to create or change something, a method that
 * only reads (its name's action reads, or it is named for a yes-or-no check, {@link isCheckName}) does not do
 * it, however many words its text shares ("issues assigned to the authenticated user" for "assign an
 * issue"). Told to read, a method whose name's action changes or removes things does not answer ("read a
 * file": `deleteFile`), unless its name ends on a reading verb (`pins_list`, `linkTokenGet`, `runs_get`:
 * its first "verb" is the thing it reads); one that creates is kept. And a method that does the opposite
 * does not do it either: told to create, one whose name's first known verb removes and that no verb of
 * the name says creates ("add a team member": `deleteMember`; not `clearing_accounts_create`); told to
 * remove (`leadVerb`, the query's leading verb, {@link isRemovalVerb}), one whose name's first known verb
 * creates and that no word of the name begins with the query's verb ("delete a webhook": `createWebhook`;
 * not `PostRefundsRefundCancel` nor `createCancellation`, named for the HTTP method or the removal's record);
 * and told to edit ({@link EDIT_VERBS}), one whose name's first known verb removes and no word of which
 * begins with the query's verb ("update a workflow": `delete_workflows_workflowId`).
 * `carried`, the verb a name carries (`carriedVerb`: after its HTTP method, or past a thing named like a
 * verb), is its first verb.
 */
export function imperativeMultiplier(
  nameTerms: readonly string[],
  action: NameAction,
  told: Exclude<NameAction, "none"> | undefined,
  leadVerb?: string,
  carried?: string,
): number {
  if (told === undefined) return 1;
  if (told === "read") {
    return action !== "other" || endsOnReadingVerb(nameTerms) ? 1 : ACTION_MISMATCH_FACTOR;
  }
  if (action === "read" || isCheckName(nameTerms)) return ACTION_MISMATCH_FACTOR;
  if (told === "create")
    return action === "other" &&
      removesFirst(nameTerms, carried) &&
      !nameTerms.some((term) => CREATE_VERBS.has(term))
      ? ACTION_MISMATCH_FACTOR
      : 1;
  if (
    leadVerb !== undefined &&
    EDIT_VERBS.has(leadVerb) &&
    removesFirst(nameTerms, carried) &&
    !nameTerms.some((term) => term.startsWith(leadVerb))
  )
    return ACTION_MISMATCH_FACTOR;
  if (action !== "create" || leadVerb === undefined || !isRemovalVerb(leadVerb)) return 1;
  return nameTerms.some((term) => term.startsWith(leadVerb)) ? 1 : ACTION_MISMATCH_FACTOR;
}

/**
 * Verbs that edit a thing that stays (its fields, its name): a method that removes the thing does not do
 * what they tell. Not the verbs of a state change ("close", "archive"), which APIs often do by removing.
 */
const EDIT_VERBS: ReadonlySet<string> = stemsOf("update edit change modify patch rename replace");

/** Whether a name's (stemmed words) first known verb removes something (`deleteMember`, `pins_remove` not). */
function removesFirst(nameTerms: readonly string[], carried: string | undefined): boolean {
  const verb = ownNameVerb(nameTerms, carried);
  return verb !== undefined && isRemovalVerb(verb);
}
