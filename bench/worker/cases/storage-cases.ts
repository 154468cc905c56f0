import { workConnector } from "../connectors/work-tools.ts";
import { type BenchmarkCase, expectStatus } from "./benchmark-case.ts";
import { sequentialReads, TRIVIAL } from "./work-runtime.ts";

const LOGGED_CALLS = 500;

/**
 * Bytes of SQLite storage per logged connector call: on a fresh runtime (its own facet database), the growth
 * of the facet's `databaseSize` over one run of 500 reads, divided by 500. The database is initialized by a
 * trivial run first, so table creation is not counted; the run's own execution row (code, status, result) is,
 * spread over the 500 calls. `databaseSize` grows in whole pages, hence the large count.
 */
export const STORAGE_CASES: readonly BenchmarkCase[] = [
  {
    id: "storage-per-call",
    group: "storage",
    title: `SQLite bytes per logged call (facet databaseSize growth over ${LOGGED_CALLS} reads)`,
    unit: "bytes/call",
    maximumRounds: 3,
    async sample(context) {
      const name = `storage-${context.round}`;
      const runtime = context.contender.createRuntime(context.ctx, context.loader, {
        connectors: [workConnector({ reads: 0, writes: 0 })],
        name,
      });
      expectStatus(await runtime.execute({ code: TRIVIAL }), "completed");
      const before = await context.contender.facetDatabaseSize(context.ctx, name);
      expectStatus(await runtime.execute({ code: sequentialReads(LOGGED_CALLS) }), "completed");
      const after = await context.contender.facetDatabaseSize(context.ctx, name);
      return (after - before) / LOGGED_CALLS;
    },
  },
];
