import { DurableObject } from "cloudflare:workers";
import type {
  ClaimRequest,
  CommitCondition,
  ExecutionPatch,
  ExecutionStatus,
  ExpiredExecution,
  NewExecution,
  Snippet,
  StoredExecutionRow,
} from "@codemode/runtime-core";
import { SqlExecutionStore } from "./sql/sql-execution-store.ts";
import { packClaim, packExecution, type WireClaimResult, type WireExecution } from "./wire.ts";

/**
 * The Durable Object facet behind a runtime handle: one per runtime name, each with its own SQLite database
 * holding executions, their logs and snippets. Its methods are the execution store's, one RPC each; the
 * replay logic runs on the host (the handle), which loads a pass's log once and sends batched writes.
 *
 * Export it from the Worker entry module (the Vite plugin does it for you) so `ctx.exports.CodemodeRuntime`
 * exists, and list it in a migration's `new_sqlite_classes`. Application code uses `createCodemodeRuntime()`.
 */
export class CodemodeRuntime extends DurableObject<unknown> {
  readonly #store: SqlExecutionStore;

  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env);
    this.#store = new SqlExecutionStore(ctx.storage);
  }

  create(
    execution: NewExecution,
    options: { keep: number; withSnippets?: boolean },
  ): Promise<{ snippets?: Snippet[] }> {
    return this.#store.create(execution, options);
  }

  async load(id: string): Promise<WireExecution | null> {
    const execution = await this.#store.load(id);
    return execution ? packExecution(execution) : null;
  }

  async claim(id: string, request: ClaimRequest): Promise<WireClaimResult> {
    return packClaim(await this.#store.claim(id, request));
  }

  commit(id: string, condition: CommitCondition, patch: ExecutionPatch): Promise<boolean> {
    return this.#store.commit(id, condition, patch);
  }

  reject(id: string, seq: number, now: number): Promise<boolean> {
    return this.#store.reject(id, seq, now);
  }

  expire(now: number, maxAgeMs: number): Promise<ExpiredExecution[]> {
    return this.#store.expire(now, maxAgeMs);
  }

  async list(options?: { limit?: number; status?: ExecutionStatus }): Promise<WireExecution[]> {
    return (await this.#store.list(options)).map(packExecution);
  }

  delete(id: string): Promise<StoredExecutionRow | null> {
    return this.#store.delete(id);
  }

  prune(keep: number): Promise<number> {
    return this.#store.prune(keep);
  }

  saveSnippet(
    name: string,
    fromExecutionId: string,
    fields: { description: string; inputSchema?: unknown; savedAt: number },
  ): Promise<Snippet | null> {
    return this.#store.saveSnippet(name, fromExecutionId, fields);
  }

  listSnippets(): Promise<Snippet[]> {
    return this.#store.listSnippets();
  }

  deleteSnippet(name: string): Promise<boolean> {
    return this.#store.deleteSnippet(name);
  }
}
