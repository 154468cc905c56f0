import { splitWords } from "./split-words.ts";
import { stemWord } from "./stem-word.ts";
import { STOP_WORDS } from "./stop-words.ts";

/** The words of `text` that can carry meaning: split, lowercased, without stop words, not stemmed. */
export function searchWords(text: string): string[] {
  return splitWords(text).filter((word) => !STOP_WORDS.has(word));
}

/**
 * The stemmed terms of `text` ({@link searchWords}, then {@link stemWord}). The index and the query go
 * through the same functions so they can never disagree on what a term is.
 */
export function analyzeText(text: string): string[] {
  return searchWords(text).map(stemWord);
}
