import { splitWords } from "./split-words.ts";
import { stemWord } from "./stem-word.ts";
import { STOP_WORDS } from "./stop-words.ts";

/**
 * Prepositions that attach a thing to the thing it belongs to: "the lists on a board", "cards in a list",
 * "boards of an organization", "notifications for a member". General English.
 */
const BELONGING_PREPOSITIONS: ReadonlySet<string> = new Set("of on in for from within inside".split(" "));

/**
 * The query's stemmed words (`words` as `splitWords` gives them, stop words left out) in the order a method
 * name says them: "X of Y" is the compound "Y X" ("the lists on a board" is a board's lists), and names
 * built from paths say the parent first (`getBoardsLists` for `/boards/{id}/lists`; `getListsBoard` is the
 * board of a list). The words after the first such preposition move before the word it follows; the rest
 * keep their places. `undefined` when the query has no such preposition between two searched words.
 */
export function compoundOrder(words: readonly string[]): string[] | undefined {
  const searched = (word: string): boolean => !STOP_WORDS.has(word);
  const at = words.findIndex(
    (word, position) =>
      position > 0 && BELONGING_PREPOSITIONS.has(word) && searched(words[position - 1] as string),
  );
  if (at < 0) return undefined;
  let end = at + 1;
  while (end < words.length && !searched(words[end] as string)) end++;
  const owner: string[] = [];
  while (end < words.length && searched(words[end] as string)) owner.push(stemWord(words[end++] as string));
  if (owner.length === 0) return undefined;
  const before = words.slice(0, at).filter(searched).map(stemWord);
  const head = before.pop() as string;
  return [...before, ...owner, head, ...words.slice(end).filter(searched).map(stemWord)];
}

/**
 * Whether a method's name (as written) joins its parts with one of those prepositions, as English does
 * (`getTasksForProject`, `issues_list_for_repo`): such a name says them in the query's order, not as a compound.
 */
export function saysPreposition(method: string): boolean {
  return splitWords(method).some((word) => BELONGING_PREPOSITIONS.has(word));
}
