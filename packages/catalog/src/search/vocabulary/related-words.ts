import { searchWords } from "../analyze-text.ts";
import { splitWords } from "../split-words.ts";
import { stemWord } from "../stem-word.ts";
import { RELATED_WORD_GROUPS } from "./related-word-groups.ts";

/**
 * The related-word lookup built from {@link RELATED_WORD_GROUPS}: for a stemmed word, the stems of the
 * single words it is grouped with; for a phrase of consecutive query words, the same. Built once per
 * isolate on first use (not at module load, so importing the catalog costs nothing until a search runs).
 */
export type RelatedWords = {
  /** Stems of the single words related to the word stemmed `stem` (never `stem` itself). */
  ofStem(stem: string): readonly string[];
  /** The longest phrase length in the vocabulary, in words. */
  readonly longestPhrase: number;
  /** Stems of the single words related to the phrase `words` (lowercased, unstemmed, joined by spaces). */
  ofPhrase(words: string): readonly string[] | undefined;
  /**
   * The vocabulary's phrases as documents hold them (stop words left out, stemmed, joined by spaces:
   * "current user", "load balanc"), which the index also keys under {@link PHRASE_MARK}, so a word the
   * query means by a phrase ("logged in" -> "current user") finds the methods that say that phrase.
   */
  readonly documentPhrases: ReadonlySet<string>;
  /** The longest of {@link documentPhrases}, in words. */
  readonly longestDocumentPhrase: number;
};

/** Marks an index key that holds a vocabulary phrase found as consecutive words of a name or summary. */
export const PHRASE_MARK = "+";

let built: RelatedWords | undefined;

/** The shared related-word lookup (built on first call). */
export function relatedWords(): RelatedWords {
  built ??= buildRelatedWords(RELATED_WORD_GROUPS);
  return built;
}

/** Builds a lookup from groups written one per line, members separated by commas. Exported for tests. */
export function buildRelatedWords(groups: string): RelatedWords {
  const byStem = new Map<string, Set<string>>();
  const byPhrase = new Map<string, Set<string>>();
  let longestPhrase = 1;
  const documentPhrases = new Set<string>();
  let longestDocumentPhrase = 0;
  for (const line of groups.split("\n")) {
    const members = line
      .split(",")
      .map((member) => splitWords(member))
      .filter((words) => words.length > 0);
    const singles = [
      ...new Set(members.filter((words) => words.length === 1).map(([word]) => stemWord(word as string))),
    ];
    for (const words of members) {
      const kept = searchWords(words.join(" ")).map(stemWord);
      if (kept.length < 2) continue;
      const key = kept.join(" ");
      documentPhrases.add(key);
      if (kept.length > longestDocumentPhrase) longestDocumentPhrase = kept.length;
      singles.push(PHRASE_MARK + key);
    }
    for (const words of members) {
      const targets =
        words.length === 1 ? entry(byStem, stemWord(words[0] as string)) : entry(byPhrase, words.join(" "));
      if (words.length > longestPhrase) longestPhrase = words.length;
      for (const single of singles) targets.add(single);
    }
  }
  for (const [stem, targets] of byStem) targets.delete(stem);
  const frozen = (map: Map<string, Set<string>>) =>
    new Map([...map].map(([key, value]) => [key, [...value]]));
  const stems = frozen(byStem);
  const phrases = frozen(byPhrase);
  return {
    ofStem: (stem) => stems.get(stem) ?? [],
    longestPhrase,
    ofPhrase: (words) => phrases.get(words),
    documentPhrases,
    longestDocumentPhrase,
  };
}

function entry(map: Map<string, Set<string>>, key: string): Set<string> {
  let value = map.get(key);
  if (!value) {
    value = new Set();
    map.set(key, value);
  }
  return value;
}
