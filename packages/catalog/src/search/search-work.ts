/**
 * What one ranking did, counted as it runs: the distinct query words it planned, the index lookups it made
 * and the characters of the keys it looked up (hashing and comparing a key costs its length). Tests read
 * it to prove that the work grows at most linearly with the query, without measuring time.
 */
export type SearchWork = { words: number; lookups: number; lookedUpCharacters: number };

/** A zeroed {@link SearchWork}. */
export function emptySearchWork(): SearchWork {
  return { words: 0, lookups: 0, lookedUpCharacters: 0 };
}
