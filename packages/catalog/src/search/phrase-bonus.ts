import type { DocumentTerms } from "./document-terms.ts";
import {
  ADJACENT_PAIR_BONUS,
  CONTAINED_PHRASE_BONUS,
  GAPPED_PHRASE_BONUS,
  WHOLE_FIELD_PHRASE_BONUS,
} from "./ranking-parameters.ts";

/** The largest value {@link phraseMultiplier} returns, which lets ranking skip documents that cannot reach the top. */
export const MAXIMUM_PHRASE_MULTIPLIER =
  1 + Math.max(WHOLE_FIELD_PHRASE_BONUS, CONTAINED_PHRASE_BONUS, GAPPED_PHRASE_BONUS, ADJACENT_PAIR_BONUS);

/**
 * A multiplier of at least 1 for word order: a name or summary that says exactly what the query says
 * ("merge a pull request" against "Merge a pull request") ranks above one that has the same words scattered
 * ("list review comments on a pull request ... merge"). Word-bag scoring alone cannot tell these apart.
 * The query's words in order with one other word among them ("creates a new payout" for "create a payout")
 * earn {@link GAPPED_PHRASE_BONUS}, unless adjacent pairs earn more. A contained or gapped phrase earns its
 * bonus scaled by the square root of the share of the field the query's words fill. Names (and summaries
 * that only repeat the name) are matched against `nameOrder`, the query's words in the order a name says
 * them ("the lists on a board" as `board list`: see `compound-order.ts`), summaries against the query's order.
 */
export function phraseMultiplier(
  phrases: Pick<DocumentTerms["phrases"], "name" | "summary">,
  queryTerms: readonly string[],
  nameOrder: readonly string[] = queryTerms,
  namesInEnglishOrder = false,
): number {
  if (queryTerms.length === 0) return 1;
  // A name that says its parts with a preposition (`getTasksForProject`) is in the query's order.
  const inName = namesInEnglishOrder ? queryTerms : nameOrder;
  // A summary that only repeats the name ("getBoardsLists()") is read as a name (no need to look when the
  // name is read in the query's order, as for most queries).
  const inSummary =
    inName !== queryTerms && sameSequence(phrases.summary, phrases.name) ? inName : queryTerms;
  return Math.max(fieldMultiplier(phrases.name, inName), fieldMultiplier(phrases.summary, inSummary));
}

function fieldMultiplier(field: readonly string[], queryTerms: readonly string[]): number {
  if (field.length === 0) return 1;
  if (sameSequence(field, queryTerms)) return 1 + WHOLE_FIELD_PHRASE_BONUS;
  if (queryTerms.length < 2) return 1;
  // A phrase that fills most of the field says what the field is about; one in a longer sentence may be
  // said in passing ("... balance transactions that update a customer's balance").
  if (containsSequence(field, queryTerms))
    return 1 + CONTAINED_PHRASE_BONUS * Math.sqrt(queryTerms.length / field.length);
  let adjacent = 0;
  for (let position = 0; position + 1 < queryTerms.length; position++) {
    if (containsPair(field, queryTerms[position] as string, queryTerms[position + 1] as string)) adjacent++;
  }
  const pairs = (ADJACENT_PAIR_BONUS * adjacent) / (queryTerms.length - 1);
  const gapped = GAPPED_PHRASE_BONUS * Math.sqrt(queryTerms.length / field.length);
  return 1 + (containsWithOneGap(field, queryTerms) ? Math.max(gapped, pairs) : pairs);
}

/** Whether `sequence` occurs in order in `field` with at most one other word inserted among its words. */
function containsWithOneGap(field: readonly string[], sequence: readonly string[]): boolean {
  for (let start = 0; start + sequence.length <= field.length + 1; start++) {
    if (field[start] !== sequence[0]) continue;
    let matched = 1;
    let skipped = 0;
    for (let position = start + 1; position < field.length && matched < sequence.length; position++) {
      if (field[position] === sequence[matched]) matched++;
      else if (++skipped > 1) break;
    }
    if (matched === sequence.length) return true;
  }
  return false;
}

function sameSequence(left: readonly string[], right: readonly string[]): boolean {
  return left.length === right.length && left.every((term, position) => term === right[position]);
}

function containsSequence(field: readonly string[], sequence: readonly string[]): boolean {
  for (let start = 0; start + sequence.length <= field.length; start++) {
    let matches = true;
    for (let offset = 0; offset < sequence.length; offset++) {
      if (field[start + offset] !== sequence[offset]) {
        matches = false;
        break;
      }
    }
    if (matches) return true;
  }
  return false;
}

function containsPair(field: readonly string[], first: string, second: string): boolean {
  for (let position = 0; position + 1 < field.length; position++) {
    if (field[position] === first && field[position + 1] === second) return true;
  }
  return false;
}
