import { millisecondsPerRun } from "../measure/timing.ts";
import { type BenchmarkCase, expectStatus } from "./benchmark-case.ts";
import { TRIVIAL, workRuntime } from "./work-runtime.ts";

/** `execute` of `async () => 1`: through the durable runtime, and through the bare executor. */
export const EXECUTE_CASES: readonly BenchmarkCase[] = [
  {
    id: "execute-durable",
    group: "execute",
    title: "runtime.execute(async () => 1)",
    unit: "ms/execute",
    sample(context) {
      const { runtime } = workRuntime(context);
      return millisecondsPerRun(
        context.now,
        async () => expectStatus(await runtime.execute({ code: TRIVIAL }), "completed"),
        { minimumMs: 40, minimumRuns: 3 },
      );
    },
  },
  {
    id: "execute-executor",
    group: "execute",
    title: "executor.execute(async () => 1), bare executor",
    unit: "ms/execute",
    sample(context) {
      const executor = context.memo("executor", () => context.contender.createExecutor(context.loader));
      return millisecondsPerRun(
        context.now,
        async () => {
          const outcome = await executor.execute(TRIVIAL, []);
          if (outcome.error !== undefined || outcome.result !== 1)
            throw new Error(`bare execute failed: ${outcome.error}`);
        },
        { minimumMs: 40, minimumRuns: 3 },
      );
    },
  },
];
