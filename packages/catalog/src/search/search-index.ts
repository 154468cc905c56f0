import { type DocumentTerms, documentTerms } from "./document-terms.ts";
import {
  FIELD_WEIGHTING,
  MINIMUM_SPELLING_SIMILARITY,
  MOST_SIMILAR_WORDS,
  TERM_SATURATION,
} from "./ranking-parameters.ts";
import { SEARCH_FIELDS, type SearchDocument, type SearchFields } from "./search-document.ts";
import { spellingSimilarity, trigrams } from "./spelling-similarity.ts";
import { TermCache } from "./term-cache.ts";
import { WordSegmenter } from "./word-segmenter.ts";

/**
 * Where one term occurs: document positions in the index and, for each, the term's BM25F pseudo-frequency
 * already passed through BM25's saturation `f * (k1 + 1) / (f + k1)`, so a query only multiplies by IDF.
 */
export type Postings = { documents: Int32Array; saturatedFrequencies: Float64Array };

/** What a {@link SearchIndex} is made of, as `index-codec.ts` stores it. */
export type SearchIndexParts = {
  documents: readonly SearchDocument[];
  phrases: readonly DocumentTerms["phrases"][];
  postings: ReadonlyMap<string, Postings>;
  /**
   * The keys of `postings` already in sorted order, when the caller has them so (a decoded index, whose
   * terms the codec checked strictly increasing): then they are not copied and sorted again.
   */
  sortedTerms?: readonly string[];
};

/**
 * An inverted index over search documents. Built once per set of documents (see `index-cache.ts`), so a
 * query only walks the postings of its own terms instead of rescoring every method.
 *
 * Frequencies are folded at build time into one BM25F pseudo-frequency per term and document:
 * `sum over fields of weight * count / (1 - b + b * fieldLength / averageFieldLength)`. Keys are stemmed
 * words, plus words as written and acronyms under their own marks (see `document-terms.ts`).
 */
export class SearchIndex {
  readonly documents: readonly SearchDocument[];
  /** Per document, the stemmed words of its name and description in order, for phrase matching. */
  readonly phrases: readonly DocumentTerms["phrases"][];
  readonly #postings: ReadonlyMap<string, Postings>;
  /** Every term, sorted, for prefix lookups by binary search. */
  readonly #sortedTerms: readonly string[];
  /** Positions of documents by their spelled name and spelled path. */
  readonly #bySpelledName: ReadonlyMap<string, readonly number[]>;

  private constructor(
    documents: readonly SearchDocument[],
    phrases: readonly DocumentTerms["phrases"][],
    postings: ReadonlyMap<string, Postings>,
    sortedTerms?: readonly string[],
  ) {
    this.documents = documents;
    this.phrases = phrases;
    this.#postings = postings;
    this.#sortedTerms = sortedTerms ?? [...postings.keys()].sort();
    this.#bySpelledName = spelledNamePositions(documents);
  }

  /** Indexes `documents`; their order is kept, so positions in postings are positions in `documents`. */
  static build(documents: readonly SearchDocument[]): SearchIndex {
    const cache = new TermCache();
    const segmenter = segmenterFor(documents, cache);
    const analyzed = documents.map((document) => documentTerms(document, segmenter, cache));
    const averageLengths = averageFieldLengths(analyzed);
    // Per term, the documents that have it (ascending) and each one's pseudo-frequency, summed in field and
    // key order as the document's keys come: no table per document.
    const collected = new Map<string, { documents: number[]; frequencies: number[] }>();
    analyzed.forEach((terms, position) => {
      for (const field of SEARCH_FIELDS) {
        const { keys, length } = terms.fields[field];
        if (keys.length === 0) continue;
        const { weight, lengthNormalization } = FIELD_WEIGHTING[field];
        const average = averageLengths[field] || 1;
        const damping = 1 - lengthNormalization + (lengthNormalization * length) / average;
        const contribution = weight / damping;
        for (const key of keys) {
          let postings = collected.get(key);
          if (!postings) {
            postings = { documents: [], frequencies: [] };
            collected.set(key, postings);
          }
          const last = postings.documents.length - 1;
          if (postings.documents[last] === position)
            postings.frequencies[last] = (postings.frequencies[last] as number) + contribution;
          else {
            postings.documents.push(position);
            postings.frequencies.push(0 + contribution);
          }
        }
      }
    });
    const postings = new Map<string, Postings>();
    for (const [term, list] of collected) {
      // Filled by index, not through `from` and its iterator: the same values, a fraction of the time.
      const count = list.documents.length;
      const positions = new Int32Array(count);
      const saturatedFrequencies = new Float64Array(count);
      for (let entry = 0; entry < count; entry++) {
        positions[entry] = list.documents[entry] as number;
        saturatedFrequencies[entry] = saturate(list.frequencies[entry] as number);
      }
      postings.set(term, { documents: positions, saturatedFrequencies });
    }
    return new SearchIndex(
      documents,
      analyzed.map((terms) => terms.phrases),
      postings,
    );
  }

  /** An index made of `parts` that {@link SearchIndex.parts} gave (decoded from storage). */
  static fromParts(parts: SearchIndexParts): SearchIndex {
    return new SearchIndex(parts.documents, parts.phrases, parts.postings, parts.sortedTerms);
  }

  /** What the index is made of (for storing it); the same objects, not copies. */
  parts(): SearchIndexParts {
    return { documents: this.documents, phrases: this.phrases, postings: this.#postings };
  }

  /** Number of documents. */
  get size(): number {
    return this.documents.length;
  }

  /** Where `term` occurs, or `undefined` when no document has it. */
  postings(term: string): Postings | undefined {
    return this.#postings.get(term);
  }

  /** Positions of the documents whose name or path, spelled as words, is `spelled` (`list issues`). */
  exactNameMatches(spelled: string): readonly number[] {
    return spelled === "" ? [] : (this.#bySpelledName.get(spelled) ?? []);
  }

  /** Number of documents that contain `term`. */
  documentFrequency(term: string): number {
    return this.#postings.get(term)?.documents.length ?? 0;
  }

  /**
   * The stemmed indexed words spelled most like `stem` (character-trigram similarity at least
   * `MINIMUM_SPELLING_SIMILARITY`, at most `MOST_SIMILAR_WORDS`), with their similarity. Walks every
   * term, so ranking calls it only when a query would otherwise find nothing.
   */
  similarTerms(stem: string): [string, number][] {
    const wanted = trigrams(stem);
    const found: [string, number][] = [];
    // Candidates share the first character and are of a similar length: a misspelling rarely changes the
    // start of a word, and the sorted terms give that range by binary search.
    const first = stem.charAt(0);
    for (let position = this.#firstAtLeast(first); position < this.#sortedTerms.length; position++) {
      const term = this.#sortedTerms[position] as string;
      if (!term.startsWith(first)) break;
      if (term === stem || Math.abs(term.length - stem.length) > MAXIMUM_LENGTH_DIFFERENCE) continue;
      const similarity = spellingSimilarity(wanted, term);
      if (similarity >= MINIMUM_SPELLING_SIMILARITY) found.push([term, similarity]);
    }
    found.sort((left, right) => right[1] - left[1] || (left[0] < right[0] ? -1 : 1));
    return found.slice(0, MOST_SIMILAR_WORDS);
  }

  /** Position of the first sorted term not below `prefix`. */
  #firstAtLeast(prefix: string): number {
    const terms = this.#sortedTerms;
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((terms[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Indexed terms that begin with `prefix` and are longer than it, in sorted order. */
  termsExtending(prefix: string): string[] {
    const terms = this.#sortedTerms;
    const low = this.#firstAtLeast(prefix);
    const found: string[] = [];
    for (let position = low; position < terms.length; position++) {
      const term = terms[position] as string;
      if (!term.startsWith(prefix)) break;
      if (term.length > prefix.length) found.push(term);
    }
    return found;
  }
}

/** Positions of `documents` by their spelled name and, when it differs, their spelled path. */
function spelledNamePositions(documents: readonly SearchDocument[]): Map<string, number[]> {
  const byName = new Map<string, number[]>();
  for (let position = 0; position < documents.length; position++) {
    const { spelledName, spelledPath } = documents[position] as SearchDocument;
    const named = byName.get(spelledName);
    if (named) named.push(position);
    else byName.set(spelledName, [position]);
    if (spelledPath === spelledName) continue;
    const pathed = byName.get(spelledPath);
    if (pathed) pathed.push(position);
    else byName.set(spelledPath, [position]);
  }
  return byName;
}

/** Largest difference in length between a word and one spelled like it. */
const MAXIMUM_LENGTH_DIFFERENCE = 3;

function saturate(frequency: number): number {
  return (frequency * (TERM_SATURATION + 1)) / (frequency + TERM_SATURATION);
}

function averageFieldLengths(analyzed: readonly DocumentTerms[]): Record<keyof SearchFields, number> {
  const averages = {} as Record<keyof SearchFields, number>;
  const count = Math.max(analyzed.length, 1);
  for (const field of SEARCH_FIELDS) {
    let total = 0;
    for (const terms of analyzed) total += terms.fields[field].length;
    averages[field] = total / count;
  }
  return averages;
}

/**
 * A segmenter whose vocabulary is every word of these documents but the body fields' values (data a
 * method takes, not words the catalog names things with) and its result's property names (the many fields
 * of large objects, which would split words the catalog names things with); description words are never
 * split.
 */
function segmenterFor(documents: readonly SearchDocument[], cache: TermCache): WordSegmenter {
  const knownStems = new Set<string>();
  const proseWords = new Set<string>();
  for (const document of documents) {
    for (const field of SEARCH_FIELDS) {
      if (field === "values" || field === "response") continue;
      for (const word of document.fields[field]) knownStems.add(cache.stem(word));
    }
    for (const word of document.fields.description) proseWords.add(word);
  }
  return new WordSegmenter(knownStems, proseWords);
}
