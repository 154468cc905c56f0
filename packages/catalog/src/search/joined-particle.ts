import { PARTICLES } from "./query-phrases.ts";
import { stemWord } from "./stem-word.ts";

/**
 * `words` with a verb and the particle right after it written as one word when the catalog has that word
 * (`isIndexed`, of a stem) and the vocabulary has no phrase of them (`isPhrase`): "back up a key" asks for
 * `BackupKey`, "clean up old runs" for `cleanup`, as names and descriptions write them. A phrase the
 * vocabulary knows ("set up", "log in") is left to it.
 */
export function joinedParticles(
  words: readonly string[],
  isIndexed: (stem: string) => boolean,
  isPhrase: (phrase: string) => boolean,
): readonly string[] {
  const joined: string[] = [];
  for (let position = 0; position < words.length; position++) {
    const verb = words[position] as string;
    const particle = words[position + 1];
    const word = `${verb}${particle}`;
    if (
      particle !== undefined &&
      PARTICLES.has(particle) &&
      !isPhrase(`${verb} ${particle}`) &&
      isIndexed(stemWord(word))
    ) {
      joined.push(word);
      position++; // the particle is part of the word
    } else {
      joined.push(verb);
    }
  }
  return joined.length === words.length ? words : joined;
}
