import { saysPreposition } from "./compound-order.ts";
import { checkMultiplier, imperativeMultiplier } from "./leading-action.ts";
import { MAXIMUM_NAME_COVERAGE_MULTIPLIER, nameCoverageMultiplier } from "./name-coverage.ts";
import { resourceMaskAt, resourceMasks } from "./name-resources.ts";
import { MAXIMUM_PHRASE_MULTIPLIER, phraseMultiplier } from "./phrase-bonus.ts";
import { placeOnlyMultiplier } from "./place-words.ts";
import {
  doneThingsMultiplier,
  intentMultiplier,
  nounVerbMultiplier,
  participleMultiplier,
} from "./query-intent.ts";
import { personStems, planQuery, type QueryPlan } from "./query-plan.ts";
import { type IndexScores, scoreIndex } from "./score-index.ts";
import type { SearchDocument } from "./search-document.ts";
import type { SearchIndex } from "./search-index.ts";
import type { SearchWork } from "./search-work.ts";

/** A matching document with its relevance (higher is better). */
export type ScoredDocument = { document: SearchDocument; score: number };

/** The best matches, best first, and how many documents matched in all. */
export type Ranking = { ranked: ScoredDocument[]; total: number };

/**
 * Ranks the documents of `indexes` for `query` and keeps the best `limit`:
 *
 * 1. BM25F with coverage over every index (`scoreIndex`), counting all matches for `total`.
 * 2. Word order (`phraseMultiplier`) and name coverage (`nameCoverageMultiplier`) for the documents that
 *    can still reach the top: since both multipliers are bounded, a document whose base score times the
 *    bounds stays below the `limit`-th best base score cannot enter, so that work stays proportional to
 *    `limit` and the few documents near it, not to the number of matches.
 * 3. A query that spells a document's name or path exactly (`list_issues`, `listIssues`,
 *    `github.list_issues`) puts that document first.
 *
 * 4. A query whose words match nothing is planned again with similarly spelled words (`similarTerms`);
 *    if that matches nothing either, `listWhenNothingMatches` lists the documents in index order (score 0).
 *
 * Ties are broken by path, so the order is deterministic. `work`, when given, counts what planning did
 * (see {@link SearchWork}).
 */
export function rankDocuments(
  query: string,
  indexes: readonly SearchIndex[],
  limit: number,
  work?: SearchWork,
  listWhenNothingMatches = false,
): Ranking {
  let plan = planQuery(query, indexes, work);
  if (!plan) return { ranked: [], total: 0 };
  let scores = indexes.map((index) => scoreIndex(index, plan as QueryPlan));
  let total = scores.reduce((sum, entry) => sum + entry.matched.length, 0);
  if (total === 0) {
    // A query whose words match nothing reaches for similarly spelled words, and failing that (when
    // asked) the catalog's documents are listed in order, so the caller always sees what exists.
    plan = planQuery(query, indexes, undefined, "similar") as QueryPlan;
    scores = indexes.map((index) => scoreIndex(index, plan as QueryPlan));
    total = scores.reduce((sum, entry) => sum + entry.matched.length, 0);
    if (total === 0) return listWhenNothingMatches ? listed(indexes, limit) : { ranked: [], total: 0 };
  }
  // The most the multipliers can raise a base score. As the `limit`-th best final score so far rises, a
  // candidate whose base times this bound cannot reach it is skipped without working out its multipliers.
  const bound = MAXIMUM_PHRASE_MULTIPLIER * MAXIMUM_NAME_COVERAGE_MULTIPLIER;
  const threshold = kthLargest(scores, limit) / bound;
  const { terms, nameOrder, relatedTerms, impliedTerms, spelled, intent, verb, participles, asksWhat, told } =
    plan;
  const { agent } = plan;
  const persons = agent === undefined ? undefined : personStems();
  const kept = new TopScores(limit);
  const candidates: ScoredDocument[] = [];
  const exact: ScoredDocument[] = [];
  indexes.forEach((index, indexPosition) => {
    const { relevance, matched } = scores[indexPosition] as IndexScores;
    const exactPositions = index.exactNameMatches(spelled);
    const resources = resourceMasks(index.documents, index.phrases);
    for (const position of matched) {
      const base = relevance[position] as number;
      const isExact = exactPositions.length > 0 && exactPositions.includes(position);
      if (!isExact && (base < threshold || base * bound < kept.lowest())) continue;
      const phrases = index.phrases[position] as (typeof index.phrases)[number];
      const document = index.documents[position] as SearchDocument;
      const resourceWords = resourceMaskAt(resources, position, phrases.name, document.method);
      let covered =
        base *
        nameCoverageMultiplier(
          phrases.name,
          terms,
          relatedTerms,
          impliedTerms,
          phrases.qualifiers,
          resourceWords,
        );
      // An action that does not fit the query counts once, however many of the rules below see it.
      covered *= Math.min(
        intent === undefined ? 1 : intentMultiplier(phrases.action, intent),
        verb === undefined ? 1 : nounVerbMultiplier(phrases.name, phrases.action, verb, phrases.carried),
        participleMultiplier(phrases.name, participles, phrases.carried),
        imperativeMultiplier(phrases.name, phrases.action, told, verb, phrases.carried),
        persons === undefined ? 1 : doneThingsMultiplier(document.fields.name, agent, persons),
      );
      covered *= checkMultiplier(phrases.name, asksWhat);
      covered *= placeOnlyMultiplier(phrases.name, plan.objectPlace);
      // Name coverage is the cheaper multiplier: worked out first, it rules out most of the rest.
      if (!isExact && covered * MAXIMUM_PHRASE_MULTIPLIER < kept.lowest()) continue;
      const score =
        covered *
        phraseMultiplier(
          phrases,
          terms,
          nameOrder,
          nameOrder !== undefined && saysPreposition(document.method),
        );
      const entry = { document, score };
      kept.add(score);
      candidates.push(entry);
      if (isExact) exact.push(entry);
    }
  });
  const highest = candidates.reduce((top, entry) => Math.max(top, entry.score), 0);
  for (const entry of exact) entry.score += highest;
  candidates.sort(byRelevance);
  return { ranked: candidates.slice(0, limit), total };
}

/**
 * The `size` highest scores added so far (a min-heap): `lowest()` is the score a document must reach to
 * enter them, `-Infinity` until `size` scores are in.
 */
class TopScores {
  readonly #heap: number[] = [];
  readonly #size: number;

  constructor(size: number) {
    this.#size = size;
  }

  lowest(): number {
    return this.#heap.length < this.#size ? Number.NEGATIVE_INFINITY : (this.#heap[0] as number);
  }

  add(score: number): void {
    const heap = this.#heap;
    if (heap.length < this.#size) {
      heap.push(score);
      let child = heap.length - 1;
      while (child > 0) {
        const parent = (child - 1) >>> 1;
        if ((heap[parent] as number) <= score) break;
        heap[child] = heap[parent] as number;
        child = parent;
      }
      heap[child] = score;
      return;
    }
    if (this.#size === 0 || score <= (heap[0] as number)) return;
    let parent = 0;
    for (;;) {
      let child = 2 * parent + 1;
      if (child >= heap.length) break;
      if (child + 1 < heap.length && (heap[child + 1] as number) < (heap[child] as number)) child++;
      if ((heap[child] as number) >= score) break;
      heap[parent] = heap[child] as number;
      parent = child;
    }
    heap[parent] = score;
  }
}

/** The first `limit` documents in index order, unscored: what a query that matches nothing gets. */
function listed(indexes: readonly SearchIndex[], limit: number): Ranking {
  const documents = indexes.flatMap((index) => index.documents);
  return {
    ranked: documents.slice(0, limit).map((document) => ({ document, score: 0 })),
    total: documents.length,
  };
}

function byRelevance(left: ScoredDocument, right: ScoredDocument): number {
  if (right.score !== left.score) return right.score - left.score;
  if (left.document.path === right.document.path) return 0;
  return left.document.path < right.document.path ? -1 : 1;
}

/** The `k`-th largest base score over all indexes (0 when fewer documents matched). */
function kthLargest(scores: readonly IndexScores[], k: number): number {
  const total = scores.reduce((sum, entry) => sum + entry.matched.length, 0);
  if (total <= k || k <= 0) return 0;
  const values = new Float64Array(total);
  let filled = 0;
  for (const { relevance, matched } of scores)
    for (const position of matched) values[filled++] = relevance[position] as number;
  return select(values, total - k);
}

/** Quickselect: the value that would sit at `rank` if `values` were sorted ascending (reorders `values`). */
function select(values: Float64Array, rank: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1] as number;
    let left = low;
    let right = high;
    while (left <= right) {
      while ((values[left] as number) < pivot) left++;
      while ((values[right] as number) > pivot) right--;
      if (left <= right) {
        const swap = values[left] as number;
        values[left] = values[right] as number;
        values[right] = swap;
        left++;
        right--;
      }
    }
    if (rank <= right) high = right;
    else if (rank >= left) low = left;
    else return values[rank] as number;
  }
  return values[rank] as number;
}
