/**
 * The verbs names and queries use, by the kind of action they name: reading, creating, or another change.
 */
import { stemWord } from "./stem-word.ts";

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
    "resume pause suspend activate deactivate mark refund capture confirm void verify install uninstall register unregister " +
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
  for (const term of nameTerms) if (ACTION_OF_VERB.has(term)) return term;
  return undefined;
}

/** What a name's (stemmed words) first known verb ({@link firstNameVerb}) does. */
export function nameAction(nameTerms: readonly string[]): NameAction {
  const verb = firstNameVerb(nameTerms);
  return verb === undefined ? "none" : (ACTION_OF_VERB.get(verb) as Exclude<NameAction, "none">);
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
  return ACTION_OF_VERB.has(stem);
}

/** The action of the known verb `stem` (see {@link nameAction}), or `undefined` for a word that is none. */
export function actionOfVerb(stem: string): Exclude<NameAction, "none"> | undefined {
  return ACTION_OF_VERB.get(stem);
}
