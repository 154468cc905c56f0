import type { Executor, ResolvedProvider } from "@codemode/runtime-core";

/** What one sample needs: the executor under test and a clock. */
export interface SampleContext {
  executor: Executor;
  now(): number;
}

/**
 * One row of the benchmark table. `sample` measures once and returns a value in `unit`; the harness
 * interleaves samples of every contender, discards warm-up rounds and reports medians.
 */
export interface BenchmarkCase {
  name: string;
  unit: string;
  /** Contenders this case runs for (by name); all when omitted. */
  contenders?: readonly string[];
  sample(context: SampleContext): Promise<number>;
}

const noop: ResolvedProvider = { name: "codemode", fns: { noop: async (value: unknown) => value } };
const EMPTY = "async () => 1";
const SEQUENTIAL_CALLS = 100;
const SAMPLES_PER_CALL_CASE = 10;
const SEQUENTIAL = `async () => { let last; for (let i = 0; i < ${SEQUENTIAL_CALLS}; i++) last = await codemode.noop(i); return last; }`;
const EXECUTES_PER_SAMPLE = 10;

async function timed(context: SampleContext, run: () => Promise<unknown>): Promise<number> {
  const started = context.now();
  const outcome = (await run()) as { error?: string };
  if (outcome?.error !== undefined) throw new Error(`benchmark program failed: ${outcome.error}`);
  return context.now() - started;
}

/**
 * Per-call overhead: the 100-call program minus an empty execution, measured back to back, per call
 * (averaged over a few pairs, since the Workers clock only advances between I/O events, in whole milliseconds).
 */
async function perCall(context: SampleContext, options?: object): Promise<number> {
  let total = 0;
  for (let index = 0; index < SAMPLES_PER_CALL_CASE; index++) {
    const empty = await timed(context, () => context.executor.execute(EMPTY, [noop], options));
    const calls = await timed(context, () => context.executor.execute(SEQUENTIAL, [noop], options));
    total += ((calls - empty) / SEQUENTIAL_CALLS) * 1000;
  }
  return total / SAMPLES_PER_CALL_CASE;
}

/** The benchmark rows, in table order. Add a case here to extend the table. */
export const CASES: readonly BenchmarkCase[] = [
  {
    name: "execute(async () => 1)",
    unit: "ms/execute",
    async sample(context) {
      let total = 0;
      for (let index = 0; index < EXECUTES_PER_SAMPLE; index++) {
        total += await timed(context, () => context.executor.execute(EMPTY, [noop]));
      }
      return total / EXECUTES_PER_SAMPLE;
    },
  },
  {
    name: `per-call overhead, ${SEQUENTIAL_CALLS} sequential provider calls`,
    unit: "µs/call",
    sample: (context) => perCall(context),
  },
  {
    name: `per-call overhead, ${SEQUENTIAL_CALLS} sequential calls, ordered delivery (determinism)`,
    unit: "µs/call",
    contenders: ["ours"],
    sample: (context) => perCall(context, { determinism: { seed: "bench", startTime: 0 } }),
  },
];
