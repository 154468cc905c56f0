import { stemWord } from "./stem-word.ts";

/**
 * Memoized term work for one index build: a catalog repeats the same few thousand words across thousands
 * of methods, so each word is stemmed, and each marked key built, once per build instead of once per use.
 * Scoped to a build (not global) so memory stays bounded by the catalog being indexed.
 */
export class TermCache {
  readonly #stems = new Map<string, string>();
  /** Per mark, the marked key of each text: found without building the key string again. */
  readonly #marked = new Map<string, Map<string, string>>();

  /** {@link stemWord}, memoized. */
  stem(word: string): string {
    let stem = this.#stems.get(word);
    if (stem === undefined) {
      stem = stemWord(word);
      this.#stems.set(word, stem);
    }
    return stem;
  }

  /** `mark + text` as one shared string. */
  marked(mark: string, text: string): string {
    let keys = this.#marked.get(mark);
    if (keys === undefined) {
      keys = new Map();
      this.#marked.set(mark, keys);
    }
    const shared = keys.get(text);
    if (shared !== undefined) return shared;
    const key = mark + text;
    keys.set(text, key);
    return key;
  }
}
