import { isDeterminer } from "./query-intent.ts";
import { stemWord } from "./stem-word.ts";
import { STOP_WORDS } from "./stop-words.ts";

/** A vocabulary phrase found in the query: the query words it spans and the stems of its related words. */
export type QueryPhrase = {
  words: readonly string[];
  related: readonly string[];
  /** The stem of its first word, when the query inflects it ("logged in": `log`). */
  inflected?: string;
};

/**
 * Every vocabulary phrase (`ofPhrase` gives its related stems, `longest` is the most words one has) that
 * occurs as consecutive words of the query, and every phrasal verb of two words whose particle follows the
 * verb's object ("turn do not disturb off"), unless a determiner after the particle makes it a preposition.
 */
export function queryPhrases(
  words: readonly string[],
  longest: number,
  ofPhrase: (words: string) => readonly string[] | undefined,
): QueryPhrase[] {
  const found: QueryPhrase[] = [];
  // A phrase whose first word is a verb's past or -ing form ("logged in", "signed up", "turning off") is
  // the phrase the vocabulary writes in the plain form: looked up that way when it is not found as written.
  // Not an -s form, which is as often a plural noun ("the logs in a file").
  // `plain` is the first word's plain form when it is such a form, else the word itself.
  const lookUp = (first: string, plain: string, rest: string): Omit<QueryPhrase, "words"> | undefined => {
    const related = ofPhrase(first + rest);
    if (related !== undefined) return { related };
    const inflected = plain === first ? undefined : ofPhrase(plain + rest);
    return inflected === undefined ? undefined : { related: inflected, inflected: plain };
  };
  for (let start = 0; start < words.length; start++) {
    const first = words[start] as string;
    const plain = VERB_FORM.test(first) ? stemWord(first) : first;
    let rest = "";
    for (let end = start + 1; end < words.length && end - start < longest; end++) {
      rest += ` ${words[end] as string}`;
      const phrase = lookUp(first, plain, rest);
      if (phrase) found.push({ words: words.slice(start, end + 1), ...phrase });
    }
    // A phrasal verb's particle may follow its object ("turn do not disturb off", "log the user out"),
    // unless what follows it makes it a preposition ("log the time in the tracker").
    for (let end = start + 2; end < words.length && end - start - 1 <= MOST_WORDS_BEFORE_PARTICLE; end++) {
      const particle = words[end] as string;
      if (!PARTICLES.has(particle)) continue;
      const next = words[end + 1];
      if (next !== undefined && isDeterminer(next)) break;
      // `in`, `on` and `over` are prepositions more often than particles ("log work in jira"): split off
      // only as the query's last word or before a function word.
      if (PREPOSITION_PARTICLES.has(particle) && next !== undefined && !STOP_WORDS.has(next)) break;
      const phrase = lookUp(first, plain, ` ${particle}`);
      if (phrase) found.push({ words: [first, particle], ...phrase });
      break;
    }
  }
  return found;
}

/** A verb's past or -ing form, as regular verbs write them. */
const VERB_FORM = /..(?:ed|ing)$/;

/** Particles of phrasal verbs, which may come after the verb's object ("shut the server down"). */
export const PARTICLES: ReadonlySet<string> = new Set("up down off out on back over in away".split(" "));

/** Particles that are more often prepositions with an object of their own. */
const PREPOSITION_PARTICLES: ReadonlySet<string> = new Set(["in", "on", "over"]);

/** Most words between a phrasal verb and a particle after its object. */
const MOST_WORDS_BEFORE_PARTICLE = 4;
