/// <reference types="node" />
/**
 * Prints MRR@10 of our search and of the reference `@cloudflare/codemode@0.5.6` search on the labeled
 * GitHub queries (`test/mrr-queries.json`), per query style, and the rank of every query either ranking
 * did not put first.
 *
 * Run: `npx tsx scripts/mrr.ts` (from packages/catalog). `./register-cloudflare-shim.ts` lets the
 * reference load under Node.
 */
import "./register-cloudflare-shim.ts";

const { compareRankings, MRR_DEPTH } = await import("../test/mrr-evaluation.ts");
const { queries, ours, reference } = await compareRankings();

const format = (value: number): string => value.toFixed(3);
const rankText = (rank: number | undefined): string => (rank === undefined ? "-" : String(rank));

console.log(`Labeled queries: ${queries.length} (GitHub REST, @octokit/openapi 23.0.2)`);
console.log(
  `MRR@${MRR_DEPTH}  ours: ${format(ours.meanReciprocalRank)}  reference: ${format(reference.meanReciprocalRank)}`,
);
for (const style of ["plain", "paraphrase", "short"] as const) {
  const mean = (ranks: typeof ours.ranks): number => {
    const selected = ranks.filter((rank) => rank.style === style);
    const total = selected.reduce(
      (sum, rank) => sum + (rank.rank !== undefined && rank.rank <= MRR_DEPTH ? 1 / rank.rank : 0),
      0,
    );
    return total / Math.max(selected.length, 1);
  };
  const count = ours.ranks.filter((rank) => rank.style === style).length;
  console.log(
    `  ${style.padEnd(10)} (${String(count).padStart(2)})  ours: ${format(mean(ours.ranks))}  reference: ${format(mean(reference.ranks))}`,
  );
}
console.log(
  "\nQueries not ranked first by one of them (rank: ours / reference; '-' = not in the 50 results):",
);
ours.ranks.forEach((rank, position) => {
  const other = reference.ranks[position];
  if (rank.rank === 1 && other?.rank === 1) return;
  console.log(
    `  ${rankText(rank.rank).padStart(3)} / ${rankText(other?.rank).padStart(3)}  [${rank.style}] ${JSON.stringify(rank.query)}  ours top: ${rank.top.join(", ")}`,
  );
});
