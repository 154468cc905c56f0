import type { Postings } from "./search-index.ts";

/**
 * The postings of a decoded index: every term's documents and frequencies are runs of two shared arrays,
 * in the order of the terms (strictly increasing, as the codec checked), and a term's views of its runs are
 * made when it is first asked for. A query asks for a few terms of thousands, so a cold isolate does not
 * make two views per term of the catalog before its first search. Every run was checked sound when the
 * index was decoded; nothing is checked here.
 */
export class StoredPostings implements ReadonlyMap<string, Postings> {
  readonly #terms: readonly string[];
  readonly #starts: Int32Array;
  readonly #documents: Int32Array;
  readonly #frequencies: Float64Array;
  readonly #views: (Postings | undefined)[];

  /**
   * @param terms the terms, in strictly increasing order.
   * @param lengths each term's posting count, in the order of `terms`.
   * @param documents every term's document positions, one run per term, in the order of `terms`.
   * @param frequencies every term's saturated frequencies, in the same runs as `documents`.
   */
  constructor(
    terms: readonly string[],
    lengths: readonly number[],
    documents: Int32Array,
    frequencies: Float64Array,
  ) {
    this.#terms = terms;
    this.#documents = documents;
    this.#frequencies = frequencies;
    this.#starts = new Int32Array(terms.length + 1);
    for (let term = 0; term < terms.length; term++)
      this.#starts[term + 1] = (this.#starts[term] as number) + (lengths[term] as number);
    this.#views = new Array(terms.length);
  }

  /** The terms, in strictly increasing order (the array itself: read-only). */
  get sortedTerms(): readonly string[] {
    return this.#terms;
  }

  /** Number of terms. */
  get size(): number {
    return this.#terms.length;
  }

  /** The postings of `term`, or `undefined` when no document has it. */
  get(term: string): Postings | undefined {
    const position = this.#find(term);
    return position < 0 ? undefined : this.#at(position);
  }

  /** Whether some document has `term`. */
  has(term: string): boolean {
    return this.#find(term) >= 0;
  }

  /** The terms, in increasing order. */
  keys(): MapIterator<string> {
    return this.#terms.values();
  }

  /** Every term's postings, in the order of {@link keys}. */
  *values(): MapIterator<Postings> {
    for (let position = 0; position < this.#terms.length; position++) yield this.#at(position);
  }

  /** Every term with its postings, in the order of {@link keys}. */
  *entries(): MapIterator<[string, Postings]> {
    for (let position = 0; position < this.#terms.length; position++)
      yield [this.#terms[position] as string, this.#at(position)];
  }

  [Symbol.iterator](): MapIterator<[string, Postings]> {
    return this.entries();
  }

  /** Calls `callback` with every term's postings, in the order of {@link keys}. */
  forEach(callback: (value: Postings, key: string, map: ReadonlyMap<string, Postings>) => void): void {
    for (const [term, postings] of this.entries()) callback(postings, term, this);
  }

  /** The position of `term` in the terms (a binary search), or -1. */
  #find(term: string): number {
    let low = 0;
    let high = this.#terms.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = this.#terms[middle] as string;
      if (found === term) return middle;
      if (found < term) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  #at(position: number): Postings {
    let view = this.#views[position];
    if (view === undefined) {
      const start = this.#starts[position] as number;
      const end = this.#starts[position + 1] as number;
      view = {
        documents: this.#documents.subarray(start, end),
        saturatedFrequencies: this.#frequencies.subarray(start, end),
      };
      this.#views[position] = view;
    }
    return view;
  }
}
