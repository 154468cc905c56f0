import type {
  ClaimRequest,
  ClaimResult,
  CommitCondition,
  ExecutionPatch,
  ExecutionStatus,
  ExecutionStore,
  ExpiredExecution,
  NewExecution,
  Snippet,
  StoredExecution,
  StoredExecutionRow,
} from "@codemode/runtime-core";
import {
  claimReturnsSnippets,
  commitVerdict,
  EXPIRABLE_STATUSES,
  expireExecution,
  lateEffects,
  rejectAction,
  resumeRefusal,
  selectPrunable,
  staleBefore,
  startPass,
  TERMINAL_STATUSES,
} from "@codemode/runtime-core/internal";
import { type ExecutionRow, type LogRow, toEntry, toExecutionRow } from "./rows.ts";
import { migrate } from "./schema.ts";
import { deleteSnippetRow, listSnippetRows, saveSnippetRow } from "./snippet-rows.ts";
import { writePatch } from "./write-patch.ts";

const sqlList = (statuses: readonly string[]) => statuses.map((status) => `'${status}'`).join(", ");
const TERMINAL_LIST = sqlList(TERMINAL_STATUSES);
const EXPIRABLE_LIST = sqlList(EXPIRABLE_STATUSES);

/**
 * The {@link ExecutionStore} over a Durable Object's SQLite storage: one row per execution, one row per log
 * entry (recording a call appends or replaces one small row), one row per snippet. Every method runs
 * synchronously inside one transaction, so it is atomic and no other call interleaves with it. Commits are
 * fenced by the pass's attempt number.
 */
export class SqlExecutionStore implements ExecutionStore {
  readonly #storage: DurableObjectStorage;
  readonly #sql: SqlStorage;

  constructor(storage: DurableObjectStorage) {
    this.#storage = storage;
    this.#sql = storage.sql;
    migrate(storage);
  }

  async create(
    execution: NewExecution,
    options: { keep: number; withSnippets?: boolean },
  ): Promise<{ snippets?: Snippet[] }> {
    return this.#storage.transactionSync(() => {
      this.#sql.exec(
        `INSERT INTO codemode_executions
           (id, code, status, connectors, created_at, updated_at, seed, attempt, identity_version, codec_version)
         VALUES (?, ?, 'running', ?, ?, ?, ?, 1, ?, ?)`,
        execution.id,
        execution.code,
        JSON.stringify(execution.connectors),
        execution.createdAt,
        execution.createdAt,
        execution.seed,
        execution.identityVersion,
        execution.codecVersion,
      );
      this.#prune(options.keep, execution.id);
      return options.withSnippets ? { snippets: this.#snippets() } : {};
    });
  }

  async load(id: string): Promise<StoredExecution | null> {
    return this.#load(id);
  }

  async claim(id: string, request: ClaimRequest): Promise<ClaimResult> {
    return this.#storage.transactionSync((): ClaimResult => {
      const loaded = this.#load(id);
      if (!loaded) return { ok: false, error: `No execution "${id}".` };
      const refusal = resumeRefusal(loaded, loaded.log, request);
      if (refusal) return { ok: false, error: refusal, status: loaded.status };
      const start = startPass(loaded, request.now);
      this.#apply(id, start);
      const execution: StoredExecution = {
        ...loaded,
        ...start.set,
        updatedAt: Math.max(loaded.updatedAt, start.updatedAt),
      };
      return claimReturnsSnippets(request, loaded.code)
        ? { ok: true, execution, snippets: this.#snippets() }
        : { ok: true, execution };
    });
  }

  async commit(id: string, condition: CommitCondition, patch: ExecutionPatch): Promise<boolean> {
    return sameEvent(() => {
      const row = this.#sql
        .exec<{ status: string; attempt: number; updated_at: number }>(
          "SELECT status, attempt, updated_at FROM codemode_executions WHERE id = ?",
          id,
        )
        .toArray()[0];
      if (!row) return false;
      const status = row.status as ExecutionStatus;
      const verdict = commitVerdict({ attempt: row.attempt, status }, condition);
      if (verdict === "record-late") this.#recordLate(id, status, patch);
      if (verdict !== "apply") return false;
      this.#apply(id, patch, row.updated_at);
      return true;
    });
  }

  async reject(id: string, seq: number, now: number): Promise<boolean> {
    return this.#storage.transactionSync(() => {
      const row = this.#row(id);
      if (!row) return false;
      const entry = this.#sql
        .exec<LogRow>("SELECT * FROM codemode_log WHERE execution_id = ? AND seq = ?", id, seq)
        .toArray()[0];
      const patch = rejectAction(row, entry ? toEntry(entry) : undefined, now);
      if (!patch) return false;
      this.#apply(id, patch);
      return true;
    });
  }

  async expire(now: number, maxAgeMs: number): Promise<ExpiredExecution[]> {
    return this.#storage.transactionSync(() => {
      const stale = this.#sql
        .exec<{ id: string }>(
          `SELECT id FROM codemode_executions WHERE status IN (${EXPIRABLE_LIST}) AND updated_at < ?`,
          staleBefore(now, maxAgeMs),
        )
        .toArray();
      const expired: ExpiredExecution[] = [];
      for (const { id } of stale) {
        const execution = this.#load(id);
        if (!execution) continue;
        const patch = expireExecution(execution, execution.log, now, maxAgeMs);
        if (!patch?.set?.status) continue;
        this.#apply(id, patch);
        expired.push({ id, status: patch.set.status as ExpiredExecution["status"] });
      }
      return expired;
    });
  }

  async list(options: { limit?: number; status?: ExecutionStatus } = {}): Promise<StoredExecution[]> {
    const where = options.status === undefined ? "" : "WHERE status = ?";
    const bindings: (string | number)[] = options.status === undefined ? [] : [options.status];
    const rows = this.#sql
      .exec<ExecutionRow>(
        `SELECT * FROM codemode_executions ${where} ORDER BY created_at DESC, id DESC LIMIT ?`,
        ...bindings,
        options.limit ?? -1,
      )
      .toArray();
    if (rows.length === 0) return [];
    const logs = new Map<string, LogRow[]>();
    const placeholders = rows.map(() => "?").join(", ");
    for (const entry of this.#sql.exec<LogRow>(
      `SELECT * FROM codemode_log WHERE execution_id IN (${placeholders}) ORDER BY execution_id, seq`,
      ...rows.map((row) => row.id),
    )) {
      const list = logs.get(entry.execution_id) ?? [];
      list.push(entry);
      logs.set(entry.execution_id, list);
    }
    return rows.map((row) => ({ ...toExecutionRow(row), log: (logs.get(row.id) ?? []).map(toEntry) }));
  }

  async delete(id: string): Promise<StoredExecutionRow | null> {
    return this.#storage.transactionSync(() => {
      const row = this.#row(id);
      if (!row) return null;
      this.#delete([id]);
      return row;
    });
  }

  async prune(keep: number): Promise<number> {
    return this.#storage.transactionSync(() => this.#prune(keep));
  }

  async saveSnippet(
    name: string,
    fromExecutionId: string,
    fields: { description: string; inputSchema?: unknown; savedAt: number },
  ): Promise<Snippet | null> {
    const row = this.#row(fromExecutionId);
    return row ? saveSnippetRow(this.#sql, row, name, fields) : null;
  }

  async listSnippets(): Promise<Snippet[]> {
    return this.#snippets();
  }

  async deleteSnippet(name: string): Promise<boolean> {
    return deleteSnippetRow(this.#sql, name);
  }

  /** Records what a fenced-out pass's calls did, into an execution another operation ended (see `lateEffects`). */
  #recordLate(id: string, status: ExecutionStatus, patch: ExecutionPatch): void {
    if (status === "running" || status === "paused" || !patch.entries?.length) return;
    const stored = (seq: number) => {
      const row = this.#sql
        .exec<LogRow>("SELECT * FROM codemode_log WHERE execution_id = ? AND seq = ?", id, seq)
        .toArray()[0];
      return row ? toEntry(row) : undefined;
    };
    const late = lateEffects(status, stored, patch);
    if (late.length > 0) this.#apply(id, { entries: late, updatedAt: patch.updatedAt });
  }

  #row(id: string): StoredExecutionRow | null {
    const row = this.#sql
      .exec<ExecutionRow>("SELECT * FROM codemode_executions WHERE id = ?", id)
      .toArray()[0];
    return row ? toExecutionRow(row) : null;
  }

  #load(id: string): StoredExecution | null {
    const row = this.#row(id);
    if (!row) return null;
    const log = this.#sql
      .exec<LogRow>("SELECT * FROM codemode_log WHERE execution_id = ? ORDER BY seq", id)
      .toArray();
    return { ...row, log: log.map(toEntry) };
  }

  #snippets(): Snippet[] {
    return listSnippetRows(this.#sql);
  }

  #apply(id: string, patch: ExecutionPatch, updatedAt?: number): void {
    writePatch(this.#sql, id, patch, updatedAt);
  }

  #prune(keep: number, protectId?: string): number {
    const terminal = this.#sql
      .exec<{ id: string; status: string; created_at: number }>(
        `SELECT id, status, created_at FROM codemode_executions WHERE status IN (${TERMINAL_LIST})`,
      )
      .toArray()
      .map((row) => ({ id: row.id, status: row.status as ExecutionStatus, createdAt: row.created_at }));
    const ids = selectPrunable(terminal, keep, protectId);
    this.#delete(ids);
    return ids.length;
  }

  #delete(ids: readonly string[]): void {
    for (const id of ids) {
      this.#sql.exec("DELETE FROM codemode_log WHERE execution_id = ?", id);
      this.#sql.exec("DELETE FROM codemode_executions WHERE id = ?", id);
    }
  }
}

/**
 * Runs a commit's statements without an explicit transaction: they run in one synchronous turn of the
 * Durable Object, which stores them together, and they cannot half-fail (upserts of log rows, then one
 * update). An explicit transaction would cost a savepoint on every write of every pass.
 */
function sameEvent<T>(work: () => T): T {
  return work();
}
