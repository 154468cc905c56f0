import { millisecondsPerRun } from "../measure/timing.ts";
import { type BenchmarkCase, expectStatus, type SampleContext } from "./benchmark-case.ts";
import { concurrentReads, sequentialReads, TRIVIAL, workRuntime } from "./work-runtime.ts";

const SEQUENTIAL_CALLS = 100;
const CONCURRENT_CALLS = 20;

/** (execute of 100 sequential reads - execute of the trivial program) / 100, in µs. */
async function perCallOverhead(
  context: SampleContext,
  variant: { withListener?: boolean; withTracer?: boolean },
): Promise<number> {
  const { runtime } = workRuntime(context, variant);
  const program = sequentialReads(SEQUENTIAL_CALLS);
  const withCalls = await millisecondsPerRun(
    context.now,
    async () => expectStatus(await runtime.execute({ code: program }), "completed"),
    { minimumMs: 60, minimumRuns: 2 },
  );
  const empty = await millisecondsPerRun(
    context.now,
    async () => expectStatus(await runtime.execute({ code: TRIVIAL }), "completed"),
    { minimumMs: 30, minimumRuns: 3 },
  );
  return ((withCalls - empty) / SEQUENTIAL_CALLS) * 1000;
}

/** Connector calls through the durable runtime: per-call overhead of sequential reads, and a Promise.all. */
export const CALL_CASES: readonly BenchmarkCase[] = [
  {
    id: "per-call-100",
    group: "calls",
    title: `per-call overhead, ${SEQUENTIAL_CALLS} sequential connector reads through runtime.execute`,
    unit: "µs/call",
    target: { ratioAtMost: 0.8 },
    alsoOnDisk: true,
    sample: (context) => perCallOverhead(context, {}),
  },
  {
    id: "per-call-100-listener",
    group: "calls-listener",
    title: `per-call overhead, ${SEQUENTIAL_CALLS} sequential reads, ours with an event listener`,
    unit: "µs/call",
    variantOf: "per-call-100",
    sample: (context) => perCallOverhead(context, { withListener: true }),
  },
  {
    id: "per-call-100-tracer",
    group: "calls-tracer",
    title: `per-call overhead, ${SEQUENTIAL_CALLS} sequential reads, ours with a no-op OpenTelemetry tracer`,
    unit: "µs/call",
    variantOf: "per-call-100",
    sample: (context) => perCallOverhead(context, { withTracer: true }),
  },
  {
    id: "promise-all-20",
    group: "calls",
    title: `runtime.execute of Promise.all over ${CONCURRENT_CALLS} connector reads`,
    unit: "ms/execute",
    sample(context) {
      const { runtime } = workRuntime(context);
      const program = concurrentReads(CONCURRENT_CALLS);
      return millisecondsPerRun(
        context.now,
        async () => {
          const output = expectStatus(await runtime.execute({ code: program }), "completed");
          if (output.result !== CONCURRENT_CALLS)
            throw new Error(`unexpected result ${String(output.result)}`);
        },
        { minimumMs: 40, minimumRuns: 2 },
      );
    },
  },
];
