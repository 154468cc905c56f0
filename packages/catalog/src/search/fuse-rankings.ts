/** Reciprocal-rank fusion's constant: how much the top ranks dominate (60 is the customary value). */
export const FUSION_RANK_CONSTANT = 60;

/**
 * Reciprocal-rank fusion of rankings of the same items (paths, best first): each item scores
 * `sum of 1 / (k + rank)` over the rankings it appears in, so an item near the top of either ranking rises
 * without the two rankings' scores having to be on one scale. Returns items best first with their fused
 * score; ties keep the first ranking's order.
 */
export function fuseRankings(rankings: readonly (readonly string[])[]): { item: string; score: number }[] {
  const scores = new Map<string, number>();
  const firstSeen = new Map<string, number>();
  let order = 0;
  for (const ranking of rankings) {
    ranking.forEach((item, position) => {
      scores.set(item, (scores.get(item) ?? 0) + 1 / (FUSION_RANK_CONSTANT + position + 1));
      if (!firstSeen.has(item)) firstSeen.set(item, order++);
    });
  }
  return [...scores]
    .map(([item, score]) => ({ item, score }))
    .sort(
      (left, right) =>
        right.score - left.score ||
        (firstSeen.get(left.item) as number) - (firstSeen.get(right.item) as number),
    );
}

/** Cosine similarity of two vectors (0 when either is all zeros or their lengths differ). */
export function cosineSimilarity(left: readonly number[], right: readonly number[]): number {
  if (left.length !== right.length) return 0;
  let dot = 0;
  let leftNorm = 0;
  let rightNorm = 0;
  for (let position = 0; position < left.length; position++) {
    const a = left[position] as number;
    const b = right[position] as number;
    dot += a * b;
    leftNorm += a * a;
    rightNorm += b * b;
  }
  return leftNorm === 0 || rightNorm === 0 ? 0 : dot / Math.sqrt(leftNorm * rightNorm);
}
