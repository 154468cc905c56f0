/// <reference types="node" />
/**
 * Shared harness of the labeled search evaluation: loads GitHub's REST description, builds the reference's
 * `OpenApiConnector` runtime and our catalog's connector description over the same operations, and scores
 * rankings with MRR@10 against `test/mrr-queries.json`. Used by `test/mrr.test.ts` and `scripts/mrr.ts`.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { ConnectorDescription, JsonSchemaToolDescriptors, SearchOutput } from "@codemode/runtime-core";
import { deriveOpenApiOperations } from "../src/openapi/derive-operations.ts";
import { searchCatalog } from "../src/search/search-catalog.ts";

/** The connector name both rankings search under. */
export const GITHUB_CONNECTOR = "github";

/** Ranks are counted up to this position; a target below it scores 0. */
export const MRR_DEPTH = 10;

/** One operation a labeled query may mean. */
export type ExpectedOperation = { operationId: string; method: string; path: string; tool: string };

/** One labeled query. */
export type LabeledQuery = {
  query: string;
  style: "plain" | "paraphrase" | "short";
  expected: ExpectedOperation[];
};

/** Where a ranking placed a query's best expected operation (`undefined`: not in its results at all). */
export type QueryRank = {
  query: string;
  style: LabeledQuery["style"];
  rank: number | undefined;
  top: string[];
};

/** MRR@10 over a labeled set plus each query's rank. */
export type Evaluation = { meanReciprocalRank: number; ranks: QueryRank[] };

/** A ranking under test: ranked tool (method) names for a query, best first. */
export type Ranker = (query: string) => Promise<readonly string[]> | readonly string[];

/** Maps an expected operation to the tool name a particular derivation gave it. */
export type ToolNameResolver = (operation: ExpectedOperation) => string | undefined;

export type OpenApiDocument = { paths: Record<string, Record<string, { operationId?: string } | undefined>> };

const require = createRequire(import.meta.url);

/** GitHub's REST description from `@octokit/openapi` (the devDependency pinned at 23.0.2). */
export function loadGithubSpec(): OpenApiDocument {
  const file = require.resolve("@octokit/openapi/generated/api.github.com.json");
  return JSON.parse(readFileSync(file, "utf8")) as OpenApiDocument;
}

/** The labeled, frozen query set. */
export function loadLabeledQueries(): LabeledQuery[] {
  const file = new URL("./mrr-queries.json", import.meta.url);
  return (JSON.parse(readFileSync(file, "utf8")) as { queries: LabeledQuery[] }).queries;
}

/** Key of an operation that does not depend on how a derivation names tools. */
export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

/** MRR@10 of `ranker` over `queries`; the rank of a query is the best rank of any of its expected operations. */
export async function evaluateRanking(
  queries: readonly LabeledQuery[],
  ranker: Ranker,
  resolveTool: ToolNameResolver,
): Promise<Evaluation> {
  const ranks: QueryRank[] = [];
  let total = 0;
  for (const labeled of queries) {
    const ranked = await ranker(labeled.query);
    const wanted = new Set(labeled.expected.map(resolveTool).filter((name) => name !== undefined));
    const index = ranked.findIndex((name) => wanted.has(name));
    const rank = index === -1 ? undefined : index + 1;
    if (rank !== undefined && rank <= MRR_DEPTH) total += 1 / rank;
    ranks.push({ query: labeled.query, style: labeled.style, rank, top: ranked.slice(0, 3) });
  }
  return { meanReciprocalRank: queries.length === 0 ? 0 : total / queries.length, ranks };
}

/** Ranked method names of a search output, snippets left out. */
export function rankedMethods(output: SearchOutput): string[] {
  return output.results.filter((result) => result.kind === "method").map((result) => result.method);
}

/** The reference runtime's `search` and connector description over GitHub's REST operations. */
export type ReferenceSearch = {
  search(query: string): Promise<SearchOutput>;
  description: ConnectorDescription;
  resolveTool: ToolNameResolver;
};

/**
 * Builds `@cloudflare/codemode@0.5.6`'s runtime with an `OpenApiConnector` over `spec`. Needs
 * `cloudflare:workers` mapped to `test/shims/cloudflare-workers.ts` (the vitest config and the script do it).
 */
export async function createReferenceSearch(spec: OpenApiDocument): Promise<ReferenceSearch> {
  const reference = await import("@cloudflare/codemode");
  class GithubConnector extends reference.OpenApiConnector {
    name(): string {
      return GITHUB_CONNECTOR;
    }
    protected spec(): never {
      return spec as never;
    }
    protected async request(): Promise<unknown> {
      throw new Error("The search evaluation never calls GitHub.");
    }
  }
  // Search touches only `facets.get(...).listSnippets()` (for snippets) and `exports.CodemodeRuntime`.
  const ctx = {
    exports: { CodemodeRuntime: class {} },
    facets: { get: () => ({ listSnippets: async () => [] }) },
  };
  const connector = new GithubConnector(ctx as never, {});
  const runtime = reference.createCodemodeRuntime({
    ctx: ctx as never,
    connectors: [connector],
    executor: { execute: async () => ({ result: undefined }) },
  });
  const description = (await connector.describe()) as unknown as ConnectorDescription;
  const byOperation = new Map<string, string>();
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (operation?.operationId)
        byOperation.set(operationKey(method, path), reference.sanitizeToolName(operation.operationId));
    }
  }
  return {
    search: (query) => runtime.search(query) as Promise<SearchOutput>,
    description,
    resolveTool: (operation) => byOperation.get(operationKey(operation.method, operation.path)),
  };
}

/** Our connector description over the same operations, named and described by our catalog. */
export type OurDescription = { description: ConnectorDescription; resolveTool: ToolNameResolver };

/**
 * Builds the connector description our ranking searches from our catalog's `deriveOpenApiOperations(spec)`:
 * each operation's name, description, input schema and output schema, as our OpenAPI connector describes them.
 */
export function createOurDescription(spec: OpenApiDocument): OurDescription {
  const descriptors: JsonSchemaToolDescriptors = {};
  const byOperation = new Map<string, string>();
  for (const operation of deriveOpenApiOperations(spec)) {
    descriptors[operation.name] = {
      ...(operation.description === undefined ? {} : { description: operation.description }),
      inputSchema: operation.inputSchema,
      ...(operation.outputSchema === undefined ? {} : { outputSchema: operation.outputSchema }),
    };
    byOperation.set(operationKey(operation.method, operation.path), operation.name);
  }
  return {
    description: { name: GITHUB_CONNECTOR, descriptors },
    resolveTool: (operation) => byOperation.get(operationKey(operation.method, operation.path)),
  };
}

/** Both rankings evaluated on the labeled set. */
export type MrrComparison = { queries: LabeledQuery[]; ours: Evaluation; reference: Evaluation };

/**
 * Evaluates our `searchCatalog` over `deriveOpenApiOperations(spec)` and the reference runtime's `search`
 * over its `OpenApiConnector`, both on GitHub's REST description and the labeled queries.
 */
export async function compareRankings(): Promise<MrrComparison> {
  const spec = loadGithubSpec();
  const queries = loadLabeledQueries();
  const reference = await createReferenceSearch(spec);
  const ours = createOurDescription(spec);
  const connectors = [ours.description];
  return {
    queries,
    ours: await evaluateRanking(
      queries,
      (query) => rankedMethods(searchCatalog(query, connectors, [])),
      ours.resolveTool,
    ),
    reference: await evaluateRanking(
      queries,
      async (query) => rankedMethods(await reference.search(query)),
      reference.resolveTool,
    ),
  };
}
