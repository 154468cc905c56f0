import { CodemodeError } from "@codemode/runtime-core";

/**
 * Limits that end a runaway program with an error instead of letting it spin. They are counts, not times:
 * `Date.now()` does not advance while a Worker runs synchronous code, and locally workerd enforces no CPU
 * limit, so a count is the only guard that stops `while (true) {}` before it freezes the whole process.
 */
export interface ExecutionBudget {
  /** Loop iterations allowed in one execution, over every loop of the code. Default 100,000,000. */
  loopIterations?: number;
  /** Function, method and arrow calls allowed in one execution (sync or async). Default 10,000,000. */
  functionCalls?: number;
  /**
   * Bytes the code may allocate in one execution, estimated over the arrays, strings, buffers, maps and
   * sets it creates (a total, not what is alive; see the executor's README). Default 536,870,912 (512 MiB).
   * Locally nothing else bounds a sandbox's memory: past the V8 heap limit workerd aborts the whole
   * process, with every other execution and Durable Object in it. Production enforces 128 MB per isolate.
   */
  allocationBytes?: number;
}

/** The budget with every limit filled in. */
export interface ResolvedExecutionBudget {
  loopIterations: number;
  functionCalls: number;
  allocationBytes: number;
}

/** Default loop iterations: far above what tool-composing code needs, reached in well under a second. */
export const DEFAULT_LOOP_ITERATIONS = 100_000_000;

/** Default function calls: deep enough for real work, low enough to end runaway async recursion quickly. */
export const DEFAULT_FUNCTION_CALLS = 10_000_000;

/**
 * Default allocation estimate: four times what production lets an isolate hold (128 MB), far below the
 * V8 heap limit past which a local workerd aborts.
 */
export const DEFAULT_ALLOCATION_BYTES = 512 * 1024 * 1024;

/**
 * Fills in the defaults, or returns `false` when the budget is turned off. Throws a `CodemodeError`
 * (`configuration`) for a limit that is not a positive integer, since a typo here would silently disable
 * the only local guard against a frozen `wrangler dev`.
 */
export function resolveExecutionBudget(
  budget: ExecutionBudget | false | undefined,
): ResolvedExecutionBudget | false {
  if (budget === false) return false;
  const resolved = {
    loopIterations: budget?.loopIterations ?? DEFAULT_LOOP_ITERATIONS,
    functionCalls: budget?.functionCalls ?? DEFAULT_FUNCTION_CALLS,
    allocationBytes: budget?.allocationBytes ?? DEFAULT_ALLOCATION_BYTES,
  };
  for (const [name, value] of Object.entries(resolved)) {
    if (!Number.isSafeInteger(value) || value <= 0) {
      throw new CodemodeError(
        "configuration",
        `DynamicWorkerExecutor: budget.${name} must be a positive integer, got ${String(value)}. Pass a count such as 1000000, or budget: false to turn the budget off.`,
      );
    }
  }
  return resolved;
}
