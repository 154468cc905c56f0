import { stemWord } from "./stem-word.ts";

/**
 * Memoized term work for one index build: a catalog repeats the same few thousand words across thousands
 * of methods, so each word is stemmed, and each marked key built, once per build instead of once per use.
 * Scoped to a build (not global) so memory stays bounded by the catalog being indexed.
 */
export class TermCache {
  readonly #stems = new Map<string, string>();
  readonly #marked = new Map<string, string>();

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
    const key = mark + text;
    const shared = this.#marked.get(key);
    if (shared !== undefined) return shared;
    this.#marked.set(key, key);
    return key;
  }
}
