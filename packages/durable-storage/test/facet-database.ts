import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { facetName } from "../src/index.ts";

type FixtureFacet = { rows(statement: string): Record<string, unknown>[] };

/**
 * Runs `statement` on the database of the default runtime facet of host `scope` (through the test's SQL
 * fixture class), so tests can read and damage what the runtime stored.
 */
export async function inFacetDatabase(scope: string, statement: string): Promise<Record<string, unknown>[]> {
  const stub = env.HOST.get(env.HOST.idFromName(scope));
  return runInDurableObject(stub, async (_instance, state) => {
    const host = state as DurableObjectState & { exports: Record<string, DurableObjectClass> };
    const name = facetName("default");
    host.facets.abort(name, new Error("inspect the database"));
    const facet = host.facets.get(name, () => ({ class: host.exports.SqlFixture as DurableObjectClass }));
    const rows = await (facet as unknown as FixtureFacet).rows(statement);
    host.facets.abort(name, new Error("inspected"));
    return rows;
  });
}
