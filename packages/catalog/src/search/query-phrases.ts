import { isDeterminer } from "./query-intent.ts";
import { STOP_WORDS } from "./stop-words.ts";

/** A vocabulary phrase found in the query: the query words it spans and the stems of its related words. */
export type QueryPhrase = { words: readonly string[]; related: readonly string[] };

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
  for (let start = 0; start < words.length; start++) {
    let phrase = words[start] as string;
    for (let end = start + 1; end < words.length && end - start < longest; end++) {
      phrase += ` ${words[end] as string}`;
      const related = ofPhrase(phrase);
      if (related) found.push({ words: words.slice(start, end + 1), related });
    }
    // A phrasal verb's particle may follow its object ("turn do not disturb off", "log the user out"),
    // unless what follows it makes it a preposition ("log the time in the tracker").
    const verb = words[start] as string;
    for (let end = start + 2; end < words.length && end - start - 1 <= MOST_WORDS_BEFORE_PARTICLE; end++) {
      const particle = words[end] as string;
      if (!PARTICLES.has(particle)) continue;
      const next = words[end + 1];
      if (next !== undefined && isDeterminer(next)) break;
      // `in`, `on` and `over` are prepositions more often than particles ("log work in jira"): split off
      // only as the query's last word or before a function word.
      if (PREPOSITION_PARTICLES.has(particle) && next !== undefined && !STOP_WORDS.has(next)) break;
      const related = ofPhrase(`${verb} ${particle}`);
      if (related) found.push({ words: [verb, particle], related });
      break;
    }
  }
  return found;
}

/** Particles of phrasal verbs, which may come after the verb's object ("shut the server down"). */
export const PARTICLES: ReadonlySet<string> = new Set("up down off out on back over in away".split(" "));

/** Particles that are more often prepositions with an object of their own. */
const PREPOSITION_PARTICLES: ReadonlySet<string> = new Set(["in", "on", "over"]);

/** Most words between a phrasal verb and a particle after its object. */
const MOST_WORDS_BEFORE_PARTICLE = 4;
