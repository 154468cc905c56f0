import { stemWord } from "./stem-word.ts";
import { isActionVerb } from "./verb-kinds.ts";

/** Words that, before a verb's -ing form, ask to undo what the verb does ("stop following someone"). */
const CEASING_WORDS: ReadonlySet<string> = new Set(["stop", "quit", "cease"]);

/** The prefix English undoes a verb with (`unfollow`, `unwatch`, `unsubscribe`). */
const UNDOING = "un";

/**
 * `words` with a leading "stop V-ing" written as the verb undone, "unV", when the catalog has that word
 * (`isIndexed`, of a stem): "stop following someone" asks for `unfollow_user`, not for the methods that
 * list whom someone follows, which "following" matches best. Only a known verb is undone, and only into a
 * word some method uses; otherwise (`unget`, `unsync` in no catalog) the words are returned as they are.
 * General English: "stop doing" ends what "do" started.
 */
export function undoneGerund(
  words: readonly string[],
  isIndexed: (stem: string) => boolean,
): readonly string[] {
  const [first, gerund] = words;
  if (first === undefined || gerund === undefined || !CEASING_WORDS.has(first)) return words;
  if (!gerund.endsWith("ing")) return words;
  const verb = stemWord(gerund);
  if (!isActionVerb(verb)) return words;
  const undone = stemWord(`${UNDOING}${verb}`);
  if (!isIndexed(undone)) return words;
  return [`${UNDOING}${verb}`, ...words.slice(2)];
}
