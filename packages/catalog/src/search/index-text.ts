import type { DocumentTerms } from "./document-terms.ts";
import { isActionVerb, type NameAction } from "./verb-kinds.ts";

/**
 * One document of an encoded method index, without its fields (what ranking reads of it afterwards) and
 * without what the catalog it is read for gives again: its connector, path, description and approval
 * annotation. Its method name stays, so an index read for another catalog is found out.
 */
export type StoredDocument = [
  method: string,
  spelledName: string,
  spelledPath: string,
  phrases: DocumentTerms["phrases"],
];

/** The text part of an encoded index (JSON): documents, and the terms in strictly increasing order with their posting counts. */
export type StoredText = { documents: StoredDocument[]; terms: string[]; lengths: number[] };

/** Every {@link NameAction}; typed as a record so an action added there fails typecheck until it is added here. */
const NAME_ACTIONS: Record<NameAction, true> = { read: true, create: true, other: true, none: true };

/**
 * Whether `text` (parsed JSON) is a sound text part of an index with `termCount` terms and `entries`
 * postings: every value of the expected type, the terms distinct and in strictly increasing order (so
 * no term is listed twice), every posting count a positive integer and their sum `entries`.
 */
export function isStoredText(text: unknown, termCount: number, entries: number): text is StoredText {
  if (typeof text !== "object" || text === null) return false;
  const { documents, terms, lengths } = text as Partial<StoredText>;
  if (!Array.isArray(documents)) return false;
  // Indexed loops, no destructuring of arrays (which walks an iterator): this runs once per cold isolate,
  // before the engine has optimized anything, over every document of the catalog.
  for (let position = 0; position < documents.length; position++)
    if (!isStoredDocument(documents[position])) return false;
  if (!Array.isArray(terms) || terms.length !== termCount) return false;
  if (!Array.isArray(lengths) || lengths.length !== termCount) return false;
  let total = 0;
  let previous: string | undefined;
  for (let position = 0; position < termCount; position++) {
    const term: unknown = terms[position];
    const length: unknown = lengths[position];
    if (typeof term !== "string" || (previous !== undefined && term <= previous)) return false;
    if (typeof length !== "number" || !Number.isSafeInteger(length) || length < 1) return false;
    previous = term;
    total += length;
  }
  return total === entries;
}

function isStoredDocument(value: unknown): value is StoredDocument {
  return (
    Array.isArray(value) &&
    value.length === 4 &&
    typeof value[0] === "string" &&
    typeof value[1] === "string" &&
    typeof value[2] === "string" &&
    isPhrases(value[3])
  );
}

function isPhrases(value: unknown): value is DocumentTerms["phrases"] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const phrases = value as Record<string, unknown>;
  const { action, carried } = phrases;
  return (
    isStrings(phrases.name) &&
    isStrings(phrases.summary) &&
    isStrings(phrases.qualifiers) &&
    typeof action === "string" &&
    Object.hasOwn(NAME_ACTIONS, action) &&
    (carried === undefined || (typeof carried === "string" && isActionVerb(carried)))
  );
}

function isStrings(value: unknown): value is string[] {
  if (!Array.isArray(value)) return false;
  for (let position = 0; position < value.length; position++)
    if (typeof value[position] !== "string") return false;
  return true;
}

/**
 * Whether postings read back are sound for `documentCount` documents: each term's positions in range and
 * strictly increasing (each document once), every frequency finite and non-negative. `lengths` are the
 * posting counts of the terms in order, as {@link isStoredText} checked them.
 */
export function arePostingsSound(
  positions: Int32Array,
  frequencies: Float64Array,
  lengths: readonly number[],
  documentCount: number,
): boolean {
  // Indexed loops and the bound read once: this runs over every posting of a cold isolate's first index.
  const infinity = Number.POSITIVE_INFINITY;
  let offset = 0;
  for (let term = 0; term < lengths.length; term++) {
    const end = offset + (lengths[term] as number);
    let previous = -1;
    for (let entry = offset; entry < end; entry++) {
      const position = positions[entry] as number;
      if (position <= previous || position >= documentCount) return false;
      previous = position;
      const frequency = frequencies[entry] as number;
      // `!(x >= 0)` also rejects NaN.
      if (!(frequency >= 0) || frequency === infinity) return false;
    }
    offset = end;
  }
  return true;
}
