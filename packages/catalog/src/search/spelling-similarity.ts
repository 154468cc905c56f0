/**
 * The character trigrams of `word` padded with one space at each end (`log` -> ` lo`, `log`, `og `), so
 * short words and word starts and ends count too.
 */
export function trigrams(word: string): Set<string> {
  const padded = ` ${word} `;
  const found = new Set<string>();
  for (let start = 0; start + 3 <= padded.length; start++) found.add(padded.slice(start, start + 3));
  return found;
}

/**
 * Dice similarity of the trigrams of two words, 0 (nothing shared) to 1 (same trigrams): how alike they are
 * spelled, whatever their length. Used to reach words a query misspells or inflects differently.
 */
export function spellingSimilarity(wanted: ReadonlySet<string>, word: string): number {
  const other = trigrams(word);
  let shared = 0;
  for (const gram of other) if (wanted.has(gram)) shared++;
  return (2 * shared) / (wanted.size + other.size);
}
