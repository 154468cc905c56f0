/// <reference types="node" />
/**
 * The reference `@cloudflare/codemode@0.5.6` search over a labeled query set's API, for comparison only:
 * each query's labels (our derived method names) are translated to the reference's tool names through
 * the operation (method and path) they name, or for an operation without an id by its name written without
 * separators. Needs `cloudflare:workers` mapped to
 * `test/shims/cloudflare-workers.ts` (the vitest config and `scripts/query-sets.ts` do it).
 */
import { deriveOpenApiOperations } from "../src/openapi/derive-operations.ts";
import { createReferenceSearch, type OpenApiDocument, rankedMethods } from "./mrr-evaluation.ts";
import { loadQuerySetSpec, type QuerySet, type SetQueryRank } from "./query-set-evaluation.ts";

/** Ranks every query of `set` with the reference runtime's `search` over the same document. */
export async function rankQuerySetWithReference(set: QuerySet): Promise<SetQueryRank[]> {
  const spec = loadQuerySetSpec(set);
  const reference = await createReferenceSearch(spec as OpenApiDocument);
  // An operation without an `operationId` has a name each implementation derives from its path; the two
  // spell it alike but for the separators (`get_repositories_workspace_repo_slug_pullrequests`, the
  // reference's `get_repositoriesworkspacerepo_slugpullrequests`), so such names are matched without them.
  const unseparated = (name: string): string => name.replaceAll("_", "").toLowerCase();
  const byUnseparatedName = new Map(
    Object.keys(reference.description.descriptors).map((tool) => [unseparated(tool), tool]),
  );
  const referenceName = new Map<string, string | undefined>();
  for (const operation of deriveOpenApiOperations(spec)) {
    const tool = reference.resolveTool({
      operationId: "",
      method: operation.method,
      path: operation.path,
      tool: "",
    });
    referenceName.set(operation.name, tool ?? byUnseparatedName.get(unseparated(operation.name)));
  }
  const ranks: SetQueryRank[] = [];
  for (const query of set.queries) {
    const ranked = rankedMethods(await reference.search(query.query));
    const wanted = new Set(query.expected.map((method) => referenceName.get(method)));
    const index = ranked.findIndex((method) => wanted.has(method));
    ranks.push({ ...query, rank: index === -1 ? undefined : index + 1, top: ranked.slice(0, 3) });
  }
  return ranks;
}
