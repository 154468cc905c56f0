import { type DocumentTerms, documentTerms } from "./document-terms.ts";
import { FIELD_WEIGHTING } from "./ranking-parameters.ts";
import { SEARCH_FIELDS, type SearchDocument, type SearchFields } from "./search-document.ts";
import { stemWord } from "./stem-word.ts";
import { WordSegmenter } from "./word-segmenter.ts";

/** Where one term occurs: document positions in the index and the term's BM25F-weighted frequency in each. */
export type Postings = { documents: Int32Array; frequencies: Float64Array };

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

  private constructor(
    documents: readonly SearchDocument[],
    phrases: readonly DocumentTerms["phrases"][],
    postings: ReadonlyMap<string, Postings>,
  ) {
    this.documents = documents;
    this.phrases = phrases;
    this.#postings = postings;
    this.#sortedTerms = [...postings.keys()].sort();
  }

  /** Indexes `documents`; their order is kept, so positions in postings are positions in `documents`. */
  static build(documents: readonly SearchDocument[]): SearchIndex {
    const segmenter = segmenterFor(documents);
    const analyzed = documents.map((document) => documentTerms(document, segmenter));
    const averageLengths = averageFieldLengths(analyzed);
    const collected = new Map<string, { documents: number[]; frequencies: number[] }>();
    analyzed.forEach((terms, position) => {
      const frequencies = new Map<string, number>();
      for (const field of SEARCH_FIELDS) {
        const { keys, length } = terms.fields[field];
        if (keys.length === 0) continue;
        const { weight, lengthNormalization } = FIELD_WEIGHTING[field];
        const average = averageLengths[field] || 1;
        const damping = 1 - lengthNormalization + (lengthNormalization * length) / average;
        for (const key of keys) frequencies.set(key, (frequencies.get(key) ?? 0) + weight / damping);
      }
      for (const [term, frequency] of frequencies) {
        let postings = collected.get(term);
        if (!postings) {
          postings = { documents: [], frequencies: [] };
          collected.set(term, postings);
        }
        postings.documents.push(position);
        postings.frequencies.push(frequency);
      }
    });
    const postings = new Map<string, Postings>();
    for (const [term, list] of collected) {
      postings.set(term, {
        documents: Int32Array.from(list.documents),
        frequencies: Float64Array.from(list.frequencies),
      });
    }
    return new SearchIndex(
      documents,
      analyzed.map((terms) => terms.phrases),
      postings,
    );
  }

  /** Number of documents. */
  get size(): number {
    return this.documents.length;
  }

  /** Where `term` occurs, or `undefined` when no document has it. */
  postings(term: string): Postings | undefined {
    return this.#postings.get(term);
  }

  /** Number of documents that contain `term`. */
  documentFrequency(term: string): number {
    return this.#postings.get(term)?.documents.length ?? 0;
  }

  /** Indexed terms that begin with `prefix` and are longer than it, in sorted order. */
  termsExtending(prefix: string): string[] {
    const terms = this.#sortedTerms;
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((terms[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let position = low; position < terms.length; position++) {
      const term = terms[position] as string;
      if (!term.startsWith(prefix)) break;
      if (term.length > prefix.length) found.push(term);
    }
    return found;
  }
}

function averageFieldLengths(analyzed: readonly DocumentTerms[]): Record<keyof SearchFields, number> {
  const totals = { name: 0, connector: 0, description: 0, parameters: 0 };
  for (const terms of analyzed) {
    for (const field of SEARCH_FIELDS) totals[field] += terms.fields[field].length;
  }
  const count = Math.max(analyzed.length, 1);
  return {
    name: totals.name / count,
    connector: totals.connector / count,
    description: totals.description / count,
    parameters: totals.parameters / count,
  };
}

/** A segmenter whose vocabulary is every word of these documents; description words are never split. */
function segmenterFor(documents: readonly SearchDocument[]): WordSegmenter {
  const knownStems = new Set<string>();
  const proseWords = new Set<string>();
  for (const document of documents) {
    for (const field of SEARCH_FIELDS)
      for (const word of document.fields[field]) knownStems.add(stemWord(word));
    for (const word of document.fields.description) proseWords.add(word);
  }
  return new WordSegmenter(knownStems, proseWords);
}
