/// <reference types="node" />
/**
 * Search latency benchmark: builds synthetic catalogs of 100, 1,000 and 10,000 methods (API-like names,
 * descriptions and parameters from a fixed vocabulary, deterministic), then times `searchCatalog` for a mix
 * of queries (one to four words, prefixes, exact names, words that match nothing) and prints the median and
 * 95th percentile per query. The index is built on the first search of a catalog and reused after that,
 * which is how the runtime calls it; the build time is printed separately.
 *
 * Run: `npx tsx scripts/bench-search.ts` (from packages/catalog); add `--per-query` for each query's median.
 */
import type { ConnectorDescription, JsonSchemaToolDescriptors } from "@codemode/runtime-core";
import { searchCatalog } from "../src/search/search-catalog.ts";

const VERBS =
  "list get create update delete add remove set check enable disable approve cancel rerun download upload sync merge review".split(
    " ",
  );
const NOUNS = (
  "issue pull request repository branch commit release tag label milestone comment review workflow run job artifact " +
  "secret variable runner deployment environment webhook delivery invitation collaborator team member organization " +
  "project card column package version alert advisory codespace gist key email follower star subscription " +
  "notification thread reaction check suite status page build ruleset rule policy permission installation token " +
  "app marketplace plan account billing usage cache migration import export archive file content tree blob reference"
).split(" ");
const PROSE = (
  "for the authenticated user in a repository of an organization with the given identifier returns all when " +
  "available only if enabled by default using the specified filter sorted by date including private items and " +
  "pagination settings configured across every installation this endpoint requires admin access"
).split(" ");
const PARAMETERS =
  "owner repo org username per_page page sort direction since state name title body ref sha path id".split(
    " ",
  );

/** Deterministic pseudo-random numbers (mulberry32), so every run benchmarks the same catalog. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)] as T;
}

function catalog(methodCount: number): ConnectorDescription[] {
  const next = random(methodCount);
  const connectors: ConnectorDescription[] = [];
  const perConnector = 250;
  for (let start = 0; start < methodCount; start += perConnector) {
    const descriptors: JsonSchemaToolDescriptors = {};
    for (let position = start; position < Math.min(methodCount, start + perConnector); position++) {
      const words = [pick(VERBS, next), pick(NOUNS, next), ...(next() < 0.6 ? [pick(NOUNS, next)] : [])];
      const name = `${words.join("_")}_${position}`;
      const prose = Array.from({ length: 4 + Math.floor(next() * 14) }, () =>
        next() < 0.4 ? pick(NOUNS, next) : pick(PROSE, next),
      );
      const properties = Object.fromEntries(
        Array.from({ length: 1 + Math.floor(next() * 6) }, () => [
          pick(PARAMETERS, next),
          { type: "string" as const },
        ]),
      );
      descriptors[name] = {
        description: `${words.join(" ")} ${prose.join(" ")}`,
        inputSchema: { type: "object", properties },
      };
    }
    connectors.push({ name: `service${connectors.length}`, descriptors });
  }
  return connectors;
}

const QUERIES = [
  "issue",
  "list pull requests",
  "create a release for a repository",
  "delete webhook delivery",
  "approve deployment environment",
  "repo",
  "work",
  "download workflow run logs for the authenticated user",
  "list_issue_comment_7",
  "zebra crossing",
  "secret variables organization",
  "star",
];

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] as number;
}

const ROUNDS = 200;
const perQuery = process.argv.includes("--per-query");
console.log("methods  build(ms)  median(ms)  p95(ms)  results(total) for 'list pull requests'");
for (const size of [100, 1_000, 10_000]) {
  const connectors = catalog(size);
  const buildStart = performance.now();
  const sample = searchCatalog("list pull requests", connectors, []);
  const build = performance.now() - buildStart;
  for (let round = 0; round < 20; round++) for (const query of QUERIES) searchCatalog(query, connectors, []);
  const timings: number[] = [];
  const byQuery = new Map<string, number[]>(QUERIES.map((query) => [query, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of QUERIES) {
      const start = performance.now();
      searchCatalog(query, connectors, []);
      const elapsed = performance.now() - start;
      timings.push(elapsed);
      byQuery.get(query)?.push(elapsed);
    }
  }
  timings.sort((left, right) => left - right);
  console.log(
    `${String(size).padStart(7)}  ${build.toFixed(1).padStart(9)}  ${percentile(timings, 0.5).toFixed(3).padStart(10)}  ${percentile(timings, 0.95).toFixed(3).padStart(7)}  ${sample.results.length}(${sample.total})`,
  );
  if (perQuery) {
    for (const [query, samples] of byQuery) {
      samples.sort((left, right) => left - right);
      console.log(`           median ${percentile(samples, 0.5).toFixed(3)} ms  ${JSON.stringify(query)}`);
    }
  }
}
