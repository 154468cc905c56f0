import type { EmbedTexts, VectorCache } from "@codemode/catalog";
import type { CodemodeConnector } from "@codemode/connector-base";
import type {
  Clock,
  CodemodeEventOptions,
  CodemodeProgressTool,
  CodemodeProgressToolOptions,
  CodemodeRuntimeToolOptions,
  CodemodeTool,
  CodemodeTraceOptions,
  DescribeOutput,
  ExecutionState,
  Executor,
  PendingAction,
  ProxyToolInput,
  ProxyToolOutput,
  SaveSnippetOptions,
  SearchOutput,
  Snippet,
  TransformResult,
} from "@codemode/runtime-core";

/** Options of `createCodemodeRuntime`. */
export type CreateCodemodeRuntimeOptions = {
  /** State of the Durable Object that hosts the runtime facet (an Agent's `this.ctx`). */
  ctx: DurableObjectState;
  /** Connectors exposed as sandbox globals. Names must be unique; `codemode`, `__step` and names beginning with `__codemode` are reserved. */
  connectors: CodemodeConnector[];
  /** Sandbox that runs the code, for example a `DynamicWorkerExecutor`. */
  executor: Executor;
  /**
   * Durable identity of the runtime: its executions and snippets. Defaults to `"default"`. Letters, digits,
   * `_`, `-` and `.`. Changing the connectors does not change the identity.
   */
  name?: string;
  /** Terminal executions kept when a new run begins (default 50). Running and paused ones are never pruned. */
  maxExecutions?: number;
  /** Reshapes a completed result for the model; the audit trail keeps the raw value. */
  transformResult?: TransformResult;
  /**
   * codemode: seed `Math.random` and `crypto`, replay `Date.now()` and deliver results in call order inside
   * the sandbox, so code replays identically without `codemode.step` (default `true`; `false` behaves like
   * the reference).
   */
  deterministicSandbox?: boolean;
  /**
   * codemode: a replay that makes new calls before reaching, or finishes without reaching, calls an earlier
   * pass recorded is a divergence, so no approval is left orphaned (default `true`; `false` behaves like the
   * reference).
   */
  strictReplay?: boolean;
  /**
   * codemode: the runtime's source of time in epoch milliseconds (default `Date.now`). It stamps the records,
   * gives the age `expirePaused` compares with `maxAgeMs`, and is the clock a deterministic sandbox replays.
   * Inject one to decide ages without waiting (tests, simulations); it must never go backwards.
   */
  clock?: Clock;
  /**
   * Read model code that is valid TypeScript as TypeScript before running it (codemode addition, default `true`);
   * `false` reads JavaScript first. See `NormalizeCodeOptions.typeScriptFirst` in `@codemode/normalize`.
   */
  typeScriptFirst?: boolean;
  /**
   * codemode: an embedding function (one vector per text, in order). When given, `search` fuses the lexical
   * ranking with cosine similarity to the query (reciprocal-rank fusion), so a query in other words finds
   * the method it means. Method vectors are computed once per catalog version and kept in `vectorCache`;
   * each search embeds only its query. Without it, search is lexical and never leaves the isolate.
   * Pass the AI SDK's `embedMany` or a Workers AI binding (see docs/runtime.md, Search).
   */
  embed?: EmbedTexts;
  /**
   * codemode: the name of the model behind `embed` (for example `"@cf/baai/bge-base-en-v1.5"`), at most 256
   * characters. Stored method vectors are keyed by it and by the catalog's content, so handles made per
   * request with new `embed` functions share them; change it when you change models (a model of another
   * dimension is noticed without it, one of the same dimension is not). Without it, vectors are shared in
   * memory per `embed` function and stored under the empty name.
   */
  embeddingModel?: string;
  /**
   * codemode: where method vectors are kept per catalog version. Default: in memory in front of the
   * runtime facet's SQLite, so a catalog version is embedded once, not once per isolate.
   */
  vectorCache?: VectorCache;
  /**
   * codemode: live progress. `events.listener` receives a `CodemodeEvent` for each thing an execution does
   * (created, each pass started and ended, each call started, replayed, applied, failed, paused for approval
   * or refused by its argument checks, terminal status, rollback steps), in causal order per execution, from
   * this host's engine: no store write, no facet round trip. Delivery goes through a bounded queue of this
   * runtime handle (`maxQueued`, default 1000; when it is full, newly arriving events are dropped and the
   * next queued event counts them in `dropped`), so a listener that throws or never settles changes no run.
   * Arguments, results and code are included only with `includeValues: true`. See docs/runtime.md, "Events".
   */
  events?: CodemodeEventOptions;
  /**
   * codemode: OpenTelemetry traces. `tracing.tracer` (an `@opentelemetry/api` `Tracer`, or any object with
   * its `startSpan`; codemode loads nothing of the API) records a `codemode.execution` span per execution and request, a
   * `codemode.pass` span under it per pass and a `codemode.call` span under the pass per call, built from the
   * same host-side facts as `events`, through a queue of its own, so a tracer that throws or is slow changes
   * no run. No argument, result or code in attributes unless `tracing.includeValues`. See docs/traces.md.
   */
  tracing?: CodemodeTraceOptions;
};

/** Options of `approve`. */
export type CodemodeApproveOptions = {
  executionId: string;
  /**
   * codemode: the pending action being approved (from `pending()` or the paused output). When given, the
   * approval is refused if the run now waits on another action, so a late second click cannot approve an
   * action nobody saw.
   */
  seq?: number;
};
/** Options of `reject`. */
export type CodemodeRejectOptions = { seq: number; executionId: string };
/** Options of `rollback`. */
export type CodemodeRollbackOptions = { executionId: string };
/** Options of `expirePaused`. */
export type CodemodeExpireOptions = { maxAgeMs?: number };
/** Options of `recover` (codemode addition). */
export type CodemodeRecoverOptions = { executionId: string };

/** The host-side control plane of a named runtime. */
export interface CodemodeRuntimeHandle {
  /**
   * codemode: the AI SDK tool with streamed progress. Its `execute` is an async generator that yields a
   * `CodemodeProgress` of the execution this tool call started (and only that one) while it runs, as AI SDK
   * preliminary tool results, then the final `ProxyToolOutput`. See docs/adapters.md, "Streamed progress".
   */
  tool(options: CodemodeProgressToolOptions): CodemodeProgressTool;
  /** The AI SDK tool given to the model. `description` replaces the default; `connectorHints` add one line per connector. */
  tool(options?: CodemodeRuntimeToolOptions): CodemodeTool;
  /** Runs code directly: it completes, pauses for approval, or returns an error outcome. */
  execute(input: ProxyToolInput): Promise<ProxyToolOutput>;
  /** Searches connector methods and saved snippets without running sandbox code. */
  search(query: string): Promise<SearchOutput>;
  /** TypeScript documentation for a connector, a method or a snippet. */
  describe(target: string): Promise<DescribeOutput>;
  /** Resumes a paused execution by replay; never revives one that is not paused. */
  approve(options: CodemodeApproveOptions): Promise<ProxyToolOutput>;
  /** Rejects a pending action and ends the execution; `false` when it is no longer pending. Does not roll back. */
  reject(options: CodemodeRejectOptions): Promise<boolean>;
  /** Reverts applied actions newest first through their `revert` functions. */
  rollback(options: CodemodeRollbackOptions): Promise<void>;
  /** Pending actions of one execution, or of every paused execution. */
  pending(executionId?: string): Promise<PendingAction[]>;
  /** Terminates paused or running executions idle for longer than `maxAgeMs` (default 24 h); returns their ids. */
  expirePaused(options?: CodemodeExpireOptions): Promise<string[]>;
  /** Audit records, newest first. */
  executions(limit?: number): Promise<ExecutionState[]>;
  /** Deletes one record (disposing a live execution's resources); returns whether it existed. */
  deleteExecution(id: string): Promise<boolean>;
  /** Deletes older terminal records, keeping `keep` (default 50); returns how many. */
  pruneExecutions(keep?: number): Promise<number>;
  /** Saves an execution's code as a snippet (any status: check it completed first); replaces the same name. */
  saveSnippet(name: string, options: SaveSnippetOptions): Promise<Snippet>;
  /** Saved snippets, ordered by name. */
  snippets(): Promise<Snippet[]>;
  /** Deletes a snippet; returns whether it existed. */
  deleteSnippet(name: string): Promise<boolean>;
  /**
   * codemode: continues an execution whose host died mid-pass (it stays `running`; `approve` refuses it).
   * Recorded calls replay, an in-flight call runs again with the same idempotency key, and an in-flight
   * approval-gated call becomes an uncertain pending action instead of running twice.
   */
  recover(options: CodemodeRecoverOptions): Promise<ProxyToolOutput>;
}
