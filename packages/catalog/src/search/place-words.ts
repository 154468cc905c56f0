import { PLACE_ONLY_FACTOR } from "./ranking-parameters.ts";
import { stemWord } from "./stem-word.ts";
import { STOP_WORDS } from "./stop-words.ts";
import { actionOfVerb, isRemovalVerb } from "./verb-kinds.ts";
import { PHRASE_MARK, relatedWords } from "./vocabulary/related-words.ts";
import { isPluralForm } from "./word-forms.ts";

/** Prepositions that say where an action happens or goes ("to my bucket", "from the main branch"). */
const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(
  "to into onto from in inside within on across".split(" "),
);

/** What a task says it acts on, and where: the stems of each, with their related words. */
export type ObjectAndPlace = { object: ReadonlySet<string>; place: ReadonlySet<string> };

/**
 * The thing a task acts on and the place it names, for a query that leads with a known verb followed by
 * its object and a prepositional phrase of place: "upload a file to my bucket" acts on a file (in a
 * bucket), "show all the functions in my account" on functions. Each is the searched words (no stop words)
 * between the verb and the preposition, and after it up to the next preposition, stemmed, with the stems
 * the vocabulary relates to them. `undefined` for a query without both, and for a removal "from" a place.
 */
export function objectAndPlace(words: readonly string[]): ObjectAndPlace | undefined {
  const [first] = words;
  if (first === undefined || isPluralForm(first) || first.endsWith("ed")) return undefined;
  if (actionOfVerb(stemWord(first)) === undefined) return undefined;
  const at = words.findIndex((word, position) => position > 1 && PLACE_PREPOSITIONS.has(word));
  if (at < 0) return undefined;
  // What is removed "from" a place is most often removed by the place's own method (`ScrubContact` for
  // "remove a customer's personal data from a contact"), when not by one that names both.
  if (words[at] === "from" && isRemovalVerb(stemWord(first))) return undefined;
  const object = searched(words.slice(1, at));
  let end = at + 1;
  while (end < words.length && !PLACE_PREPOSITIONS.has(words[end] as string)) end++;
  const place = searched(words.slice(at + 1, end));
  if (object.length === 0 || place.length === 0) return undefined;
  return { object: withRelated(object), place: withRelated(place) };
}

function searched(words: readonly string[]): string[] {
  return words.filter((word) => !STOP_WORDS.has(word)).map(stemWord);
}

/**
 * `stems` and the words the vocabulary relates to them, but not its verbs or phrases: "file" (as in "file a
 * ticket") is related to "create", which names no thing.
 */
function withRelated(stems: readonly string[]): ReadonlySet<string> {
  const vocabulary = relatedWords();
  const related = stems.flatMap((stem) =>
    vocabulary
      .ofStem(stem)
      .filter((word) => !word.startsWith(PHRASE_MARK) && actionOfVerb(word) === undefined),
  );
  return new Set([...stems, ...related]);
}

/** Shortest stem matched as the start of a longer one (`repo` for `repositori`). */
const MINIMUM_PREFIX = 3;

/** Whether a name's stemmed word is one of `stems`, or begins one or is begun by one. */
function names(term: string, stems: ReadonlySet<string>): boolean {
  if (stems.has(term)) return true;
  for (const stem of stems) {
    const [shorter, longer] = stem.length < term.length ? [stem, term] : [term, stem];
    if (shorter.length >= MINIMUM_PREFIX && longer.startsWith(shorter)) return true;
  }
  return false;
}

/**
 * A multiplier of at most 1 for a method whose name names the task's place but not what it acts on
 * ({@link objectAndPlace}): for "upload a file to my bucket", `buckets_insert` makes a bucket, while
 * `objects_insert` (an object is a file) is what is asked. A name that names both, or neither, is kept.
 */
export function placeOnlyMultiplier(
  nameTerms: readonly string[],
  target: ObjectAndPlace | undefined,
): number {
  if (target === undefined) return 1;
  let place = false;
  for (const term of nameTerms) {
    if (names(term, target.object)) return 1;
    if (!place && names(term, target.place)) place = true;
  }
  return place ? PLACE_ONLY_FACTOR : 1;
}
