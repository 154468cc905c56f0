/// <reference types="node" />
/**
 * Prints MRR@10 of our search on the labeled query sets over real APIs (`test/query-sets/*.json`) per API,
 * split and style, and, for tuning, the rank of every **tuning** query not ranked first. Held-out queries
 * are only ever reported in aggregate, so tuning cannot look at them.
 *
 * Then, in a section of its own, the generalization sets (`GENERALIZATION_SET_NAMES`), which are never
 * tuned on: MRR@10 per set and style only, ours beside the reference `@cloudflare/codemode@0.5.6` search
 * over the same document. No query of theirs is ever printed.
 *
 * Run: `npx tsx scripts/query-sets.ts` (from packages/catalog). `./register-cloudflare-shim.ts` lets the
 * reference load under Node.
 */
import "./register-cloudflare-shim.ts";

const {
  describeQuerySetApi,
  GENERALIZATION_SET_NAMES,
  loadQuerySet,
  meanReciprocalRank,
  QUERY_SET_NAMES,
  rankQuerySet,
  sliceScores,
} = await import("../test/query-set-evaluation.ts");
const { rankQuerySetWithReference } = await import("../test/generalization-reference.ts");

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
console.log("\nTuning sets (each with a held-out part):");
console.table(rows.filter((row) => row.style === "all" || row.split === "all" || row.api === "all APIs"));

type Ranks = ReturnType<typeof rankQuerySet>;
const round = (value: number): number => Math.round(value * 1000) / 1000;
type GeneralizationRow = { api: string; style: string; queries: number; ours: number; reference: number };
const generalization: GeneralizationRow[] = [];
const oursEvery: Ranks = [];
const referenceEvery: Ranks = [];
const scoreRows = (api: string, ours: Ranks, reference: Ranks): void => {
  for (const style of ["all", "plain", "paraphrase"] as const) {
    const inStyle = (rank: Ranks[number]) => style === "all" || rank.style === style;
    generalization.push({
      api,
      style,
      queries: ours.filter(inStyle).length,
      ours: round(meanReciprocalRank(ours.filter(inStyle))),
      reference: round(meanReciprocalRank(reference.filter(inStyle))),
    });
  }
};
for (const name of GENERALIZATION_SET_NAMES) {
  const set = loadQuerySet(name);
  const ours = rankQuerySet(set, describeQuerySetApi(name, set));
  const reference = await rankQuerySetWithReference(set);
  oursEvery.push(...ours);
  referenceEvery.push(...reference);
  scoreRows(name, ours, reference);
}
scoreRows("together", oursEvery, referenceEvery);
console.log("\nGeneralization sets (never tuned; all queries held out; aggregates only), MRR@10:");
console.table(generalization);
