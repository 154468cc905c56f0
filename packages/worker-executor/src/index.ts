export {
  DEFAULT_FUNCTION_CALLS,
  DEFAULT_LOOP_ITERATIONS,
  type ExecutionBudget,
} from "./budget/execution-budget.ts";
export {
  DynamicWorkerExecutor,
  SANDBOX_COMPATIBILITY_DATE,
  SANDBOX_COMPATIBILITY_FLAGS,
} from "./dynamic-worker-executor.ts";
export {
  type ConsoleLimits,
  DEFAULT_CPU_MS,
  DEFAULT_TIMEOUT_MS,
  type DynamicWorkerExecutorOptions,
} from "./executor-options.ts";
export { SANDBOX_GLOBALS } from "./sandbox-globals.ts";
export { ToolDispatcher } from "./tool-dispatcher.ts";
