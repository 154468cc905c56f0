import type { ConnectorSpec } from "../connectors/connector-spec.ts";

/** The outcome of a run, in the documented shape both implementations return. */
export interface RunOutput {
  status: "completed" | "paused" | "error";
  executionId: string;
  result?: unknown;
  error?: string;
  pending?: Array<{ executionId: string; seq: number; connector: string; method: string; args: unknown }>;
}

/** A documented log entry, as both implementations report it. */
export interface LogEntry {
  seq: number;
  connector: string;
  method: string;
  args: unknown;
  result?: unknown;
  requiresApproval: boolean;
  state: "executing" | "applied" | "pending" | "reverted" | "error";
}

/** A documented execution record. */
export interface ExecutionRecord {
  id: string;
  status: "running" | "paused" | "completed" | "error" | "rejected" | "rolled_back";
  log: LogEntry[];
  error?: string;
}

/** The documented runtime handle methods the benchmarks use; both implementations' handles have them. */
export interface BenchRuntime {
  tool(): { description: string };
  execute(input: { code: string }): Promise<RunOutput>;
  approve(options: { executionId: string }): Promise<RunOutput>;
  reject(options: { seq: number; executionId: string }): Promise<boolean>;
  pending(executionId?: string): Promise<NonNullable<RunOutput["pending"]>>;
  search(query: string): Promise<{ results: unknown[]; total: number }>;
  describe(target: string): Promise<{ types: string }>;
  executions(limit?: number): Promise<ExecutionRecord[]>;
  expirePaused(options?: { maxAgeMs?: number }): Promise<string[]>;
  pruneExecutions(keep?: number): Promise<number>;
}

/** A bare executor, called the documented way. */
export interface BareExecutor {
  execute(
    code: string,
    providers: Array<{ name: string; fns: Record<string, (...args: unknown[]) => Promise<unknown>> }>,
  ): Promise<{ result: unknown; error?: string }>;
}

/** Options of one runtime handle in a benchmark. */
export interface RuntimeOptions {
  connectors: readonly ConnectorSpec[];
  /** Runtime name (its own facet and database). */
  name?: string;
  maxExecutions?: number;
  /**
   * Attach an event listener that counts the events it gets (ours only: the reference has no runtime events
   * and ignores this), to measure what a listener costs against none in the same build.
   */
  withListener?: boolean;
  /**
   * Pass `@opentelemetry/api`'s tracer with no provider registered (its no-op tracer) as `tracing.tracer`
   * (ours only), to measure what tracing costs when the spans go nowhere, against none in the same build.
   */
  withTracer?: boolean;
}

/**
 * One implementation under test. `ctx` is the host Durable Object's real state; each contender builds its
 * runtime on a view of it whose `exports.CodemodeRuntime` is its own facet class.
 */
export interface Contender {
  readonly name: "ours" | "reference";
  createRuntime(ctx: DurableObjectState, loader: WorkerLoader, options: RuntimeOptions): BenchRuntime;
  createExecutor(loader: WorkerLoader): BareExecutor;
  /** Size in bytes of the runtime facet's SQLite database, read inside the facet. */
  facetDatabaseSize(ctx: DurableObjectState, runtimeName: string): Promise<number>;
}
