import { stemWord } from "./stem-word.ts";

/** Words shorter than this are never split; parts shorter than {@link MINIMUM_PART_LENGTH} are never made. */
const MINIMUM_SEGMENTED_LENGTH = 6;
const MINIMUM_PART_LENGTH = 3;
const MAXIMUM_PARTS = 3;

/**
 * Splits names glued without separators (`issuescreate`, `reposget`, `activitystar`: what sanitizing
 * `issues/create` style identifiers produces) into the words they are made of, using the corpus's own
 * vocabulary: a split is accepted only when every part (stemmed) is a word that occurs elsewhere in the
 * catalog. Words that appear in some description are real words and are left whole, so `repository` is
 * never cut into `repo` + `sitory`. The fewest parts win (at most three), so the split is unambiguous.
 */
export class WordSegmenter {
  readonly #knownStems: ReadonlySet<string>;
  readonly #proseWords: ReadonlySet<string>;
  readonly #memo = new Map<string, readonly string[] | undefined>();

  /**
   * @param knownStems stems of every word in the catalog, the parts a glued word may be made of.
   * @param proseWords words used in descriptions, which are never split.
   */
  constructor(knownStems: ReadonlySet<string>, proseWords: ReadonlySet<string>) {
    this.#knownStems = knownStems;
    this.#proseWords = proseWords;
  }

  /** The parts `word` is glued from, or `undefined` when it is a word of its own (or cannot be split). */
  segment(word: string): readonly string[] | undefined {
    if (this.#memo.has(word)) return this.#memo.get(word);
    const parts = this.#split(word);
    this.#memo.set(word, parts);
    return parts;
  }

  #split(word: string): string[] | undefined {
    if (word.length < MINIMUM_SEGMENTED_LENGTH || this.#proseWords.has(word) || /\p{N}/u.test(word))
      return undefined;
    const length = word.length;
    const fewest = new Array<number>(length + 1).fill(Number.POSITIVE_INFINITY);
    const previous = new Array<number>(length + 1).fill(-1);
    fewest[0] = 0;
    for (let end = MINIMUM_PART_LENGTH; end <= length; end++) {
      for (let start = 0; start <= end - MINIMUM_PART_LENGTH; start++) {
        const before = fewest[start] as number;
        if (before + 1 >= (fewest[end] as number) || before >= MAXIMUM_PARTS) continue;
        if (end - start === length) continue;
        if (this.#knownStems.has(stemWord(word.slice(start, end)))) {
          fewest[end] = before + 1;
          previous[end] = start;
        }
      }
    }
    if (!Number.isFinite(fewest[length] as number)) return undefined;
    const parts: string[] = [];
    for (let end = length; end > 0; end = previous[end] as number)
      parts.unshift(word.slice(previous[end] as number, end));
    return parts;
  }
}
