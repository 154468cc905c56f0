import type { ResumeConditions } from "../machine/lifecycle.ts";
import type {
  CommitCondition,
  ExecutionPatch,
  StoredExecution,
  StoredExecutionRow,
} from "../machine/records.ts";
import type { ConnectorDescription } from "../types/connector.ts";
import type { DescribeOutput, SearchOutput } from "../types/discovery.ts";
import type { ExecutionEndStatus, ExecutionStatus } from "../types/execution.ts";
import type { Snippet } from "../types/snippet.ts";

/** A new execution as `ExecutionStore.create` inserts it (status `running`, attempt 1). */
export interface NewExecution {
  id: string;
  code: string;
  connectors: string[];
  seed: string;
  createdAt: number;
  /** The call-identity version the execution starts under (`CALL_IDENTITY_VERSION`). */
  identityVersion: number;
  /** The durable codec version its values are written with (`CODEC_VERSION`). */
  codecVersion: number;
}

/** Request to start another pass of an existing execution. */
export interface ClaimRequest extends ResumeConditions {
  now: number;
  /**
   * Also return every saved snippet (the pass embeds them for `codemode.run`); `"auto"` returns them only when
   * the execution's code may call `codemode.run`.
   */
  withSnippets?: boolean | "auto";
}

/** An execution that `ExecutionStore.expire` terminated. */
export interface ExpiredExecution {
  id: string;
  status: ExecutionEndStatus;
}

/** Result of {@link ExecutionStore.claim}. */
export type ClaimResult =
  | { ok: true; execution: StoredExecution; snippets?: Snippet[] }
  | { ok: false; error: string; status?: ExecutionStatus };

/**
 * Durable state of one runtime. Every method is one round trip to the store (for the Durable Object store,
 * one RPC to the runtime facet) and is atomic: it reads and writes with no other method interleaving.
 * Implementations apply state-machine decisions; they do not make them.
 */
export interface ExecutionStore {
  /** Inserts a running execution (attempt 1) and deletes terminal executions beyond the newest `keep`. */
  create(
    execution: NewExecution,
    options: { keep: number; withSnippets?: boolean },
  ): Promise<{ snippets?: Snippet[] }>;
  /** The execution and its whole log, in one read. */
  load(id: string): Promise<StoredExecution | null>;
  /** Starts another pass (status `running`, a new attempt) when the execution may continue. */
  claim(id: string, request: ClaimRequest): Promise<ClaimResult>;
  /** Applies `patch` when `condition` holds; returns whether it did. */
  commit(id: string, condition: CommitCondition, patch: ExecutionPatch): Promise<boolean>;
  /** Rejects the pending action `seq` of a paused execution; `false` when it is no longer pending. */
  reject(id: string, seq: number, now: number): Promise<boolean>;
  /** Expires live executions idle for longer than `maxAgeMs`; returns them with their new status. */
  expire(now: number, maxAgeMs: number): Promise<ExpiredExecution[]>;
  /** Executions with their logs, newest first. */
  list(options?: { limit?: number; status?: ExecutionStatus }): Promise<StoredExecution[]>;
  /** Deletes an execution with its log; returns the deleted row, or `null` when there was none. */
  delete(id: string): Promise<StoredExecutionRow | null>;
  /** Deletes terminal executions beyond the newest `keep`; returns how many. */
  prune(keep: number): Promise<number>;
  /** Saves (or replaces) a snippet built from an execution's code; `null` when the execution does not exist. */
  saveSnippet(
    name: string,
    fromExecutionId: string,
    fields: { description: string; inputSchema?: unknown; savedAt: number },
  ): Promise<Snippet | null>;
  listSnippets(): Promise<Snippet[]>;
  deleteSnippet(name: string): Promise<boolean>;
}

/** Source of time. */
export interface Clock {
  now(): number;
}

/** Source of identifiers and seeds. */
export interface RandomSource {
  /** A unique execution id. */
  executionId(now: number): string;
  /** A fresh seed for an execution's sandbox randomness. */
  seed(): string;
}

/** Search and describe over connectors and snippets (implemented by `@codemode/catalog`). */
export interface DiscoveryPort {
  search(
    query: string,
    connectors: readonly ConnectorDescription[],
    snippets: readonly Snippet[],
  ): SearchOutput | Promise<SearchOutput>;
  describe(
    target: string,
    connectors: readonly ConnectorDescription[],
    snippets: readonly Snippet[],
  ): DescribeOutput | Promise<DescribeOutput>;
}

/** Where the engine reports problems it recovers from. */
export interface Logger {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}
