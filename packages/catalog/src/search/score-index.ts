import type { QueryPlan } from "./query-plan.ts";
import { PARTIAL_COVERAGE_FLOOR } from "./ranking-parameters.ts";
import type { SearchIndex } from "./search-index.ts";

/** Base scores of one index's documents for a query; `matched` lists the positions that scored. */
export type IndexScores = { relevance: Float64Array; matched: number[] };

/**
 * BM25F relevance of every document of `index` that matches any query word, scaled by coverage: the
 * IDF-weighted share of query words the document matches, so documents with every word come first while
 * documents with only some are still returned (`floor + (1 - floor) * share²`). Word order and exact names
 * are applied later, to the few documents that can still reach the top.
 */
export function scoreIndex(index: SearchIndex, plan: QueryPlan): IndexScores {
  const size = index.size;
  const relevance = new Float64Array(size);
  const coverage = new Float64Array(size);
  const best = new Float64Array(size);
  const bestCredit = new Float64Array(size);
  const isMatched = new Uint8Array(size);
  const matched: number[] = [];
  const reached: number[] = [];
  for (const word of plan.words) {
    reached.length = 0;
    for (const expansion of word.expansions) {
      const postings = index.postings(expansion.term);
      if (!postings) continue;
      const { documents, saturatedFrequencies } = postings;
      const factor = expansion.credit * expansion.inverseFrequency;
      // A fallback comes last in its word's expansions: it reaches only what the others did not.
      const fallback = expansion.fallback === true;
      for (let entry = 0; entry < documents.length; entry++) {
        const document = documents[entry] as number;
        const earned = factor * (saturatedFrequencies[entry] as number);
        const previous = best[document] as number;
        if (fallback && previous !== 0) continue;
        if (earned > previous) {
          if (previous === 0) reached.push(document);
          best[document] = earned;
          bestCredit[document] = expansion.credit;
        }
      }
    }
    const surface = word.surface && index.postings(word.surface.term);
    if (word.surface && surface) {
      const factor = word.surface.credit * word.surface.inverseFrequency;
      for (let entry = 0; entry < surface.documents.length; entry++) {
        const document = surface.documents[entry] as number;
        if (best[document] !== 0)
          best[document] =
            (best[document] as number) + factor * (surface.saturatedFrequencies[entry] as number);
      }
    }
    for (const document of reached) {
      relevance[document] = (relevance[document] as number) + (best[document] as number);
      coverage[document] = (coverage[document] as number) + word.weight * (bestCredit[document] as number);
      best[document] = 0;
      bestCredit[document] = 0;
      if (isMatched[document] === 0) {
        isMatched[document] = 1;
        matched.push(document);
      }
    }
  }
  for (const document of matched) {
    const share = Math.min(1, (coverage[document] as number) / plan.totalWeight);
    relevance[document] =
      (relevance[document] as number) *
      (PARTIAL_COVERAGE_FLOOR + (1 - PARTIAL_COVERAGE_FLOOR) * share * share);
  }
  return { relevance, matched };
}
