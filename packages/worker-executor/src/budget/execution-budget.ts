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
}

/** The budget with every limit filled in. */
export interface ResolvedExecutionBudget {
  loopIterations: number;
  functionCalls: number;
}

/** Default loop iterations: far above what tool-composing code needs, reached in well under a second. */
export const DEFAULT_LOOP_ITERATIONS = 100_000_000;

/** Default function calls: deep enough for real work, low enough to end runaway async recursion quickly. */
export const DEFAULT_FUNCTION_CALLS = 10_000_000;

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
