/**
 * Levenshtein distance (insertions, deletions, substitutions) between two strings, by UTF-16 code unit.
 * Stops early and returns `limit + 1` once the distance must exceed `limit`, so ranking thousands of names
 * against a typo stays cheap.
 */
export function editDistance(left: string, right: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(left.length - right.length) > limit) return limit + 1;
  let previous = Array.from({ length: right.length + 1 }, (_, position) => position);
  for (let row = 1; row <= left.length; row++) {
    const current = [row];
    let rowMinimum = row;
    for (let column = 1; column <= right.length; column++) {
      const substitution = (previous[column - 1] as number) + (left[row - 1] === right[column - 1] ? 0 : 1);
      const value = Math.min(
        (previous[column] as number) + 1,
        (current[column - 1] as number) + 1,
        substitution,
      );
      current.push(value);
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > limit) return limit + 1;
    previous = current;
  }
  return previous[right.length] as number;
}

/** Similarity in [0, 1]: 1 for equal strings, falling with the edit distance relative to the longer one. */
export function editSimilarity(left: string, right: string): number {
  const longest = Math.max(left.length, right.length);
  if (longest === 0) return 1;
  const limit = Math.floor(longest / 2);
  const distance = editDistance(left, right, limit);
  return distance > limit ? 0 : 1 - distance / longest;
}
