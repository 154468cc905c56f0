/**
 * The verbs names and queries use, by the kind of action they name: reading, creating, or another change.
 */
import { stemWord } from "./stem-word.ts";
import { isInflectedForm } from "./word-forms.ts";

/** The stems of the space-separated `words`, as a set. */
export const stemsOf = (words: string): ReadonlySet<string> => new Set(words.split(" ").map(stemWord));

/** Verbs that read: a method named with one of them changes nothing. General English and REST usage. */
export const READ_VERBS = stemsOf(
  "get list retrieve fetch find search show view read see look lookup describe info query browse display " +
    "inspect count download export",
);

/** Verbs that create: what an API names the method that makes or adds a thing with. */
export const CREATE_VERBS = stemsOf("create add post insert new make");

/**
 * Verbs that change or remove things (besides creating them), as APIs and people say them. A query that
 * uses one says its action; a method named with one is a mutation.
 */
const OTHER_ACTION_VERBS = stemsOf(
  "put patch upload send submit write update edit change modify set rename replace move transfer assign " +
    "unassign reassign delete remove destroy drop erase purge clear cancel revoke reset stop end close " +
    "archive unarchive open reopen lock unlock enable disable start run rerun restart trigger approve reject " +
    "dismiss merge sync import invite accept decline block unblock mute unmute pin unpin star unstar follow " +
    "unfollow watch unwatch subscribe unsubscribe join leave kick ban publish deploy release restore " +
    "resume pause suspend activate deactivate mark refund capture confirm void verify install uninstall " +
    "register unregister " +
    "attach detach link unlink upsert apply revert rotate renew generate convert copy duplicate test " +
    "turn give take keep let allow deny grant share save undo redo track log",
);

/**
 * Verbs that remove or undo a thing (or a link to it): the opposite of creating one. General REST usage.
 */
const REMOVAL_VERBS = stemsOf(
  "delete remove destroy erase drop purge clear cancel revoke unassign unlink detach uninstall unregister " +
    "unpin unstar unfollow unwatch unsubscribe",
);

/** Whether `stem` (stemmed) is a verb that removes or undoes a thing (see {@link REMOVAL_VERBS}). */
export function isRemovalVerb(stem: string): boolean {
  return REMOVAL_VERBS.has(stem);
}

/**
 * Verbs that change the state of a thing that exists, which APIs most often do by updating it ("close an
 * issue" is an edit of its state, "archive a channel" or "mark as read" often too). General REST usage.
 */
const STATE_CHANGE_VERBS: ReadonlySet<string> = new Set(
  (
    "close reopen open lock unlock archive unarchive resolve complete finish mark hide unhide enable disable " +
    "activate deactivate pause resume suspend approve reject dismiss pin unpin rename move assign unassign"
  ).split(" "),
);

/**
 * Whether `word`, as written (the verb's plain form: "close", not "closed" or "closes", which name a state
 * or a thing more often than they ask for the change), changes a thing's state, which an update of it may
 * do (see {@link STATE_CHANGE_VERBS}).
 */
export function isStateChangeVerb(word: string): boolean {
  return STATE_CHANGE_VERBS.has(word);
}

/**
 * A name's (stemmed words) first known verb, its action; later ones are its object
 * (`mark_notifications_as_read` marks; it does not read). `undefined` for a name without one.
 */
export function firstNameVerb(nameTerms: readonly string[]): string | undefined {
  for (const term of nameTerms) if (actionOfVerb(term) !== undefined) return term;
  return undefined;
}

/**
 * HTTP methods a name may open with that carry a change without saying which (`PUT_CloseAccountingPeriod`,
 * `post_api_v1_accounts_id_mute`, names made of a method and a path). Not `get`, which only reads whatever
 * follows, nor `delete`, which removes.
 */
const CARRYING_METHODS: ReadonlySet<string> = new Set(["post", "put", "patch"]);

/**
 * Whether a method's name opens with an upper-case HTTP method and an underscore before a capital
 * (`POST_DescribeDBInstances`, `GET_PutAnomalyDetector`): the method is how the call travels, as AWS query
 * APIs list every action under GET and POST alike, and the name after it says what the action does.
 */
export function isTransportPrefixed(method: string): boolean {
  return TRANSPORT_PREFIX.test(method);
}

const TRANSPORT_PREFIX = /^(?:GET|POST|PUT|PATCH|DELETE)_[A-Z]/;

/**
 * The verb a name carries when its first known verb stem ({@link firstNameVerb}) is not what the method
 * does, or `undefined`. `words` are the name's words as written, `stems` their stems, `summary` the
 * summary's stems, `transported` whether the name opens with a transport method (`isTransportPrefixed`).
 * - A name whose HTTP method says only how the call travels (`transported`: `POST_DescribeAnomalyDetectors`
 *   beside `GET_DescribeAnomalyDetectors`, as AWS query APIs list each action) carries the verb right after
 *   the method, in its plain form, whatever the summary says: `describ`, which reads.
 * - A name that opens with a carrying HTTP method ({@link CARRYING_METHODS}) carries its first verb in the
 *   plain form after the method, when its summary opens with that verb: `clos` for
 *   `PUT_CloseAccountingPeriod` ("Close an accounting period"), `mute` for `post_api_v1_accounts_id_mute`
 *   ("Mute the given account"); or, when the summary opens with no known verb (or with the method itself,
 *   as the connector's "PUT /path" for an operation without text does), when that verb comes right after
 *   the method and a word follows it (`POST_DescribeDBInstances`: "Returns information about"). A verb the
 *   summary does not open with is most often part of a thing's name (`postListMemberEvents`: "Add event";
 *   `postStartExport`: "Export data", which starts), and is not taken.
 * - Any other name carries its first known verb in its plain form when a plural, -ing or -ed form of a verb
 *   comes before it, which names a thing or a state: `delet` for `task_lists_delete` (task lists),
 *   `updat` for `findings_update`, `list` for `pins_list`; or else the verb its summary opens with, said
 *   later in the name, when that verb does another kind of thing than the name's first one, which then names
 *   a thing (`creat` for `listIdCreate`, "Create List"; see `summaryVerbLater`).
 */
export function carriedVerb(
  words: readonly string[],
  stems: readonly string[],
  summary: readonly string[],
  transported = false,
): string | undefined {
  const method = words[0]?.toLowerCase();
  if (method === undefined) return undefined;
  if (transported) {
    const next = stems[1];
    if (
      next !== undefined &&
      isActionVerb(next) &&
      !isInflectedForm((words[1] as string).toLowerCase(), next)
    )
      return next;
  }
  if (!CARRYING_METHODS.has(method)) {
    const plain = firstPlainVerb(words, stems, 0);
    const first = firstNameVerb(stems);
    if (plain !== first) return plain;
    return first === undefined ? undefined : summaryVerbLater(words, stems, first, summary[0]);
  }
  const named = firstPlainVerb(words, stems, 1);
  if (named === undefined) return undefined;
  const opening = summary[0];
  if (opening === undefined || opening === stems[0] || !isActionVerb(opening))
    return stems[1] === named && stems.length >= 3 ? named : undefined;
  return named === opening ? named : undefined;
}

/**
 * The verb `opening` (the summary's first stem) when the name says it in its plain form after its first
 * verb `first` and the two do different kinds of things: `first` then names a thing, not what the method
 * does (`listIdCreate`, "Create List": a list is created; `bankTransferCreate`; `listUserFollow`, "Follow a
 * List"). Otherwise `undefined`.
 */
function summaryVerbLater(
  words: readonly string[],
  stems: readonly string[],
  first: string,
  opening: string | undefined,
): string | undefined {
  if (opening === undefined) return undefined;
  const action = actionOfVerb(opening);
  if (action === undefined || action === actionOfVerb(first)) return undefined;
  const at = stems.indexOf(opening, stems.indexOf(first) + 1);
  if (at === -1 || isInflectedForm((words[at] as string).toLowerCase(), opening)) return undefined;
  return opening;
}

/** The first known verb of a name from `from` on in its plain form (not a plural, -ing or -ed form). */
function firstPlainVerb(
  words: readonly string[],
  stems: readonly string[],
  from: number,
): string | undefined {
  for (let position = from; position < stems.length; position++) {
    const stem = stems[position] as string;
    if (isActionVerb(stem) && !isInflectedForm((words[position] as string).toLowerCase(), stem)) return stem;
  }
  return undefined;
}

/**
 * The verb a name does what it says with: the one it carries (`carried`, see {@link carriedVerb}), else its
 * first known verb ({@link firstNameVerb}).
 */
export function ownNameVerb(nameTerms: readonly string[], carried: string | undefined): string | undefined {
  return carried ?? firstNameVerb(nameTerms);
}

/** What a name's (stemmed words) first known verb ({@link firstNameVerb}) does. */
export function nameAction(nameTerms: readonly string[]): NameAction {
  const verb = firstNameVerb(nameTerms);
  return verb === undefined ? "none" : (actionOfVerb(verb) as Exclude<NameAction, "none">);
}

/** What a method's name says it does: read, create, something else, or (no known verb) nothing. */
export type NameAction = "read" | "create" | "other" | "none";

/** Every known verb's action, one lookup per name word (a verb in two lists takes the first). */
const ACTION_OF_VERB: ReadonlyMap<string, Exclude<NameAction, "none">> = (() => {
  const actions = new Map<string, Exclude<NameAction, "none">>();
  const add = (verbs: ReadonlySet<string>, action: Exclude<NameAction, "none">): void => {
    for (const verb of verbs) if (!actions.has(verb)) actions.set(verb, action);
  };
  add(READ_VERBS, "read");
  add(CREATE_VERBS, "create");
  add(OTHER_ACTION_VERBS, "other");
  return actions;
})();

/** Whether `stem` is a verb of a known action (read, create or another), as names use them. */
export function isActionVerb(stem: string): boolean {
  return actionOfVerb(stem) !== undefined;
}

/** The prefix that undoes a verb's action (see {@link actionOfVerb}). */
const UNDOING = "un";

/** Fewest letters of a stem read as a verb undone: `un` and a verb of three letters or more (`unset`). */
const MINIMUM_UNDONE_STEM = 5;

/**
 * The action of the known verb `stem` (see {@link nameAction}), or `undefined` for a word that is none. A
 * known verb that creates or changes, undone with `un` (`unmark`, `unpublish`, `unset`: {@link UNDOING}),
 * is a verb that changes too; one that reads is not (`unread`, `unlisted` describe a state).
 */
export function actionOfVerb(stem: string): Exclude<NameAction, "none"> | undefined {
  const known = ACTION_OF_VERB.get(stem);
  if (known !== undefined || !stem.startsWith(UNDOING) || stem.length < MINIMUM_UNDONE_STEM) return known;
  const undone = ACTION_OF_VERB.get(stem.slice(UNDOING.length));
  return undone === undefined || undone === "read" ? undefined : "other";
}

/**
 * Every known verb stem and its action (see {@link actionOfVerb}), for the stored index's fingerprint: a
 * name's action is worked out when an index is built, so a verb added or moved changes what is stored.
 */
export function knownVerbActions(): [string, Exclude<NameAction, "none">][] {
  return [...ACTION_OF_VERB];
}
