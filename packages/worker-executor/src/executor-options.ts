import { CodemodeError } from "@codemode/runtime-core";
import {
  type ExecutionBudget,
  type ResolvedExecutionBudget,
  resolveExecutionBudget,
} from "./budget/execution-budget.ts";
import { EXECUTOR_MODULE } from "./sandbox/executor-module.ts";
import { importableSpecifiers } from "./sandbox/import-policy.ts";

/** Bounds of the console output kept per execution. */
export interface ConsoleLimits {
  /** Lines kept; later lines are counted in a final "... dropped" line. Default 1000. */
  maxLines?: number;
  /** Bytes (UTF-8) kept over all lines. Default 262144 (256 KiB). */
  maxBytes?: number;
}

/** Options of {@link DynamicWorkerExecutor}. */
export interface DynamicWorkerExecutorOptions {
  /** Worker Loader binding (`worker_loaders` in wrangler config) that creates one isolated Worker per execution. */
  loader: WorkerLoader;
  /** Execution timeout in milliseconds. Default 60000. */
  timeout?: number;
  /**
   * Outbound network policy of the sandbox. `null` (the default): `fetch()` and `connect()` throw. A
   * `Fetcher` receives every outbound request.
   */
  globalOutbound?: Fetcher | null;
  /**
   * Module source keyed by import specifier, importable by the code with `import()` (as `name`, `./name` or
   * `/name`). `executor.js` is reserved and ignored. Besides these the code may import only
   * `cloudflare:workers` and `cloudflare:sockets`; other specifiers, `node:*` among them, are refused.
   * The modules themselves are the host's code and may import what the runtime provides.
   */
  modules?: Record<string, string>;
  /** Extra `env` bindings of the sandbox Worker (readable there through `import { env } from "cloudflare:workers"`). */
  bindings?: Record<string, unknown>;
  /**
   * codemode: CPU milliseconds one execution may use, passed to the loader as `limits: { cpuMs }`. Enforced in
   * production; workerd does not enforce it locally (the `budget` guards local runs). Default 30000.
   */
  cpuMs?: number;
  /**
   * codemode: the runaway-code budget, a count of loop iterations and function calls inserted into the code,
   * so an endless loop or unbounded recursion ends with a clear error instead of freezing a local workerd.
   * On by default; `false` turns it off.
   */
  budget?: ExecutionBudget | false;
  /** codemode: bounds of the captured console output. */
  logs?: ConsoleLimits;
}

/** Options with every default applied, validated once in the constructor. */
export interface ResolvedExecutorOptions {
  loader: WorkerLoader;
  timeout: number;
  globalOutbound: Fetcher | null;
  modules: Record<string, string>;
  /** The specifiers the code's `import()` may load: `modules` and the platform modules. */
  importable: string[];
  bindings: Record<string, unknown> | undefined;
  cpuMs: number;
  budget: ResolvedExecutionBudget | false;
  logs: { maxLines: number; maxBytes: number; maxLineLength: number };
}

/** Default execution timeout: 60 seconds. */
export const DEFAULT_TIMEOUT_MS = 60_000;
/** Default CPU limit per execution in production: 30 seconds. */
export const DEFAULT_CPU_MS = 30_000;
const DEFAULT_MAX_LOG_LINES = 1000;
const DEFAULT_MAX_LOG_BYTES = 256 * 1024;
const MAX_LOG_LINE_LENGTH = 16 * 1024;

/** Applies defaults; throws a `CodemodeError` (`configuration`) for options that cannot work. */
export function resolveExecutorOptions(options: DynamicWorkerExecutorOptions): ResolvedExecutorOptions {
  if (!options || typeof options.loader?.load !== "function") {
    throw new CodemodeError(
      "configuration",
      'DynamicWorkerExecutor needs a Worker Loader: add "worker_loaders": [{ "binding": "LOADER" }] to your wrangler config and pass { loader: env.LOADER }.',
    );
  }
  const modules: Record<string, string> = {};
  for (const [specifier, source] of Object.entries(options.modules ?? {})) {
    if (specifier === EXECUTOR_MODULE) continue;
    modules[specifier] = source;
  }
  const bindings =
    options.bindings && Object.keys(options.bindings).length > 0 ? { ...options.bindings } : undefined;
  return {
    loader: options.loader,
    timeout: positive("timeout", options.timeout ?? DEFAULT_TIMEOUT_MS),
    globalOutbound: options.globalOutbound ?? null,
    modules,
    importable: importableSpecifiers(Object.keys(modules)),
    bindings,
    cpuMs: positive("cpuMs", options.cpuMs ?? DEFAULT_CPU_MS),
    budget: resolveExecutionBudget(options.budget),
    logs: {
      maxLines: positive("logs.maxLines", options.logs?.maxLines ?? DEFAULT_MAX_LOG_LINES),
      maxBytes: positive("logs.maxBytes", options.logs?.maxBytes ?? DEFAULT_MAX_LOG_BYTES),
      maxLineLength: MAX_LOG_LINE_LENGTH,
    },
  };
}

function positive(name: string, value: number): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
    throw new CodemodeError(
      "configuration",
      `DynamicWorkerExecutor: ${name} must be a positive number, got ${String(value)}.`,
    );
  }
  return value;
}
