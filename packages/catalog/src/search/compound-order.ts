import { splitWords } from "./split-words.ts";
import { stemWord } from "./stem-word.ts";
import { STOP_WORDS } from "./stop-words.ts";
import { isActionVerb } from "./verb-kinds.ts";
import { relatedWords } from "./vocabulary/related-words.ts";
import { isPluralForm } from "./word-forms.ts";

/**
 * Prepositions that attach a thing to the thing it belongs to: "the lists on a board", "cards in a list",
 * "boards of an organization", "notifications for a member". General English; all of them stop words, so
 * reordering around one drops no searched word.
 */
const BELONGING_PREPOSITIONS: ReadonlySet<string> = new Set("of on in for from".split(" "));

/**
 * The query's searched words (`words` as `splitWords` gives them, stop words left out), stemmed, in the order
 * a method name says them: "X of Y" is the compound "Y X" ("the custom fields on a board" are a board's
 * custom fields), and names built from paths say the parent first (`getBoardsCustomFields` for
 * `/boards/{id}/customFields`; `getCustomFieldsBoard` is the board of a custom field). At the first such
 * preposition after a searched word, the run of searched words that follows it moves before the run that
 * leads to it; a verb the query opens with stays first, and a preposition right after it (or one the
 * vocabulary joins to the first word, "sign in") is the verb's own ("search for issues") and is left alone.
 * The same words either way. `undefined` when nothing moves.
 */
export function compoundOrder(words: readonly string[]): string[] | undefined {
  const searched = (word: string): boolean => !STOP_WORDS.has(word);
  const firstSearched = words.findIndex(searched);
  const leadsWithVerb =
    firstSearched >= 0 &&
    isActionVerb(stemWord(words[firstSearched] as string)) &&
    !isPluralForm(words[firstSearched] as string);
  const at = words.findIndex(
    (word, position) =>
      position > 0 &&
      BELONGING_PREPOSITIONS.has(word) &&
      searched(words[position - 1] as string) &&
      !(position - 1 === firstSearched && (leadsWithVerb || isVerbPhrase(`${words[firstSearched]} ${word}`))),
  );
  if (at < 0) return undefined;
  let end = at + 1;
  while (end < words.length && !searched(words[end] as string)) end++;
  const owner: string[] = [];
  while (end < words.length && searched(words[end] as string)) owner.push(stemWord(words[end++] as string));
  if (owner.length === 0) return undefined;
  const before = words.slice(0, at).filter(searched).map(stemWord);
  const verb = leadsWithVerb ? before.splice(0, 1) : [];
  return [...verb, ...owner, ...before, ...words.slice(end).filter(searched).map(stemWord)];
}

/** Whether the vocabulary knows `phrase` ("sign in", "log in") as a phrasal verb or compound. */
function isVerbPhrase(phrase: string): boolean {
  return relatedWords().ofPhrase(phrase) !== undefined;
}

/**
 * Whether a method's name (as written) joins its parts with one of those prepositions, as English does
 * (`getTasksForProject`, `issues_list_for_repo`): such a name says them in the query's order, not as a
 * compound. A name word that only looks like one (`checkIn`, `optIn`) is taken for one too: the name is
 * then matched in the query's order, as before this rule.
 */
export function saysPreposition(method: string): boolean {
  return splitWords(method).some((word) => BELONGING_PREPOSITIONS.has(word));
}
