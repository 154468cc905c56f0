/// <reference types="node" />
/**
 * Prints MRR@10 of our search on the labeled query sets over real APIs (`test/query-sets/*.json`) per API,
 * split and style, and, for tuning, the rank of every **tuning** query not ranked first. Held-out queries
 * are only ever reported in aggregate, so tuning cannot look at them.
 *
 * Run: `npx tsx scripts/query-sets.ts` (from packages/catalog).
 */
const { describeQuerySetApi, loadQuerySet, QUERY_SET_NAMES, rankQuerySet, sliceScores } = await import(
  "../test/query-set-evaluation.ts"
);

const rows = [];
const every = [];
for (const name of QUERY_SET_NAMES) {
  const set = loadQuerySet(name);
  const ranks = rankQuerySet(set, describeQuerySetApi(name, set));
  every.push(...ranks);
  rows.push(...sliceScores(name, ranks));
  for (const rank of ranks) {
    if (rank.heldOut || rank.rank === 1) continue;
    console.log(`${name} [${rank.style}] ${rank.rank ?? "-"}  ${rank.query}  -> ${rank.top.join(", ")}`);
  }
}
rows.push(...sliceScores("all APIs", every));
console.table(rows.filter((row) => row.style === "all" || row.split === "all" || row.api === "all APIs"));
