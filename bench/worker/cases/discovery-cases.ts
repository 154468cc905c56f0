import { SEARCH_QUERIES, syntheticCatalog } from "../connectors/synthetic-catalog.ts";
import type { BenchRuntime } from "../contenders/contender.ts";
import { millisecondsPerRun } from "../measure/timing.ts";
import type { BenchmarkCase, SampleContext } from "./benchmark-case.ts";

/** A warm runtime over a synthetic catalog of `methods` tools (connectors of at most 1,000 methods). */
function catalogRuntime(context: SampleContext, methods: number): BenchRuntime {
  return context.memo(`catalog-${methods}`, () =>
    context.contender.createRuntime(context.ctx, context.loader, {
      connectors: syntheticCatalog(methods),
      name: `catalog-${methods}`,
    }),
  );
}

const SEARCH_SIZES = [100, 1_000, 10_000];

const SEARCH_CASES: BenchmarkCase[] = SEARCH_SIZES.map((methods) => ({
  id: `search-${methods}`,
  group: "search",
  title: `runtime.search over ${methods.toLocaleString("en-US")} methods (mean of ${SEARCH_QUERIES.length} queries)`,
  unit: "ms/search",
  parameter: methods,
  maximumRounds: methods >= 10_000 ? 5 : undefined,
  async sample(context) {
    const runtime = catalogRuntime(context, methods);
    const perRound = await millisecondsPerRun(
      context.now,
      async () => {
        for (const query of SEARCH_QUERIES) await runtime.search(query);
      },
      { minimumMs: 40, minimumRuns: 1 },
    );
    return perRound / SEARCH_QUERIES.length;
  },
}));

const DESCRIBE_METHODS = 1_000;

const DESCRIBE_CASE: BenchmarkCase = {
  id: "describe-1000",
  group: "describe",
  title: `runtime.describe of one method in a ${DESCRIBE_METHODS.toLocaleString("en-US")}-method connector`,
  unit: "ms/describe",
  async sample(context) {
    const runtime = catalogRuntime(context, DESCRIBE_METHODS);
    const [connector] = syntheticCatalog(DESCRIBE_METHODS);
    const method = Object.keys(connector?.tools ?? {})[DESCRIBE_METHODS / 2];
    const target = `${connector?.name}.${method}`;
    return millisecondsPerRun(
      context.now,
      async () => {
        const described = await runtime.describe(target);
        if (typeof described.types !== "string" || described.types.length < 20)
          throw new Error(
            `describe(${target}) answered no types: ${JSON.stringify(described).slice(0, 300)}`,
          );
      },
      { minimumMs: 40, minimumRuns: 3 },
    );
  },
};

/** Discovery without running sandbox code: `search` at three catalog sizes and `describe` of one method. */
export const DISCOVERY_CASES: readonly BenchmarkCase[] = [...SEARCH_CASES, DESCRIBE_CASE];
