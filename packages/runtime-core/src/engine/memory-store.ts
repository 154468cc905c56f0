import { decodeDurable, encodeDurable } from "../codec/durable-codec.ts";
import {
  expireExecution,
  newestFirst,
  rejectAction,
  resumeRefusal,
  selectPrunable,
  startPass,
} from "../machine/lifecycle.ts";
import {
  type CommitCondition,
  type ExecutionPatch,
  lateEffects,
  type StoredEntry,
  type StoredExecution,
  type StoredExecutionRow,
} from "../machine/records.ts";
import type { Snippet } from "../types/snippet.ts";
import type { ClaimRequest, ClaimResult, ExecutionStore, ExpiredExecution, NewExecution } from "./ports.ts";
import { claimReturnsSnippets, commitVerdict, snippetFromExecution } from "./store-policy.ts";

interface Row {
  row: StoredExecutionRow;
  log: Map<number, StoredEntry>;
}

/**
 * An {@link ExecutionStore} in memory, with the same semantics as the SQLite store: every method is atomic,
 * commits are fenced, and values are copied in and out as if they crossed a wire. It backs the runtime in
 * plain Node tests and in hosts without durable storage (nothing survives the process).
 */
export class MemoryExecutionStore implements ExecutionStore {
  readonly #executions = new Map<string, Row>();
  readonly #snippets = new Map<string, Snippet>();
  /** Number of store calls so far: one per round trip in a remote store. */
  roundTrips = 0;

  async create(execution: NewExecution, options: { keep: number; withSnippets?: boolean }) {
    this.roundTrips++;
    this.#executions.set(execution.id, {
      row: {
        id: execution.id,
        code: execution.code,
        status: "running",
        connectors: [...execution.connectors],
        createdAt: execution.createdAt,
        updatedAt: execution.createdAt,
        seed: execution.seed,
        attempt: 1,
        identityVersion: execution.identityVersion,
        codecVersion: execution.codecVersion,
      },
      log: new Map(),
    });
    this.#prune(options.keep, execution.id);
    return options.withSnippets ? { snippets: this.#allSnippets() } : {};
  }

  async load(id: string): Promise<StoredExecution | null> {
    this.roundTrips++;
    const found = this.#executions.get(id);
    return found ? snapshot(found) : null;
  }

  async claim(id: string, request: ClaimRequest): Promise<ClaimResult> {
    this.roundTrips++;
    const found = this.#executions.get(id);
    if (!found) return { ok: false, error: `No execution "${id}".` };
    const refusal = resumeRefusal(found.row, [...found.log.values()], request);
    if (refusal) return { ok: false, error: refusal, status: found.row.status };
    apply(found, startPass(found.row, request.now));
    const result: ClaimResult = { ok: true, execution: snapshot(found) };
    if (claimReturnsSnippets(request, found.row.code)) result.snippets = this.#allSnippets();
    return result;
  }

  async commit(id: string, condition: CommitCondition, patch: ExecutionPatch): Promise<boolean> {
    this.roundTrips++;
    const found = this.#executions.get(id);
    if (!found) return false;
    const verdict = commitVerdict(found.row, condition);
    if (verdict === "record-late") {
      const late = lateEffects(found.row.status, (seq) => found.log.get(seq), patch);
      if (late.length > 0) apply(found, copy({ entries: late, updatedAt: patch.updatedAt }));
    }
    if (verdict !== "apply") return false;
    apply(found, copy(patch));
    return true;
  }

  async reject(id: string, seq: number, now: number): Promise<boolean> {
    this.roundTrips++;
    const found = this.#executions.get(id);
    if (!found) return false;
    const patch = rejectAction(found.row, found.log.get(seq), now);
    if (!patch) return false;
    apply(found, patch);
    return true;
  }

  async expire(now: number, maxAgeMs: number): Promise<ExpiredExecution[]> {
    this.roundTrips++;
    const expired: ExpiredExecution[] = [];
    for (const found of this.#executions.values()) {
      const patch = expireExecution(found.row, [...found.log.values()], now, maxAgeMs);
      if (!patch) continue;
      apply(found, patch);
      expired.push({ id: found.row.id, status: found.row.status as ExpiredExecution["status"] });
    }
    return expired;
  }

  async list(
    options: { limit?: number; status?: StoredExecutionRow["status"] } = {},
  ): Promise<StoredExecution[]> {
    this.roundTrips++;
    const rows = [...this.#executions.values()]
      .filter((found) => options.status === undefined || found.row.status === options.status)
      .sort((left, right) => newestFirst(left.row, right.row));
    const limited = options.limit === undefined ? rows : rows.slice(0, Math.max(0, options.limit));
    return limited.map(snapshot);
  }

  async delete(id: string): Promise<StoredExecutionRow | null> {
    this.roundTrips++;
    const found = this.#executions.get(id);
    if (!found) return null;
    this.#executions.delete(id);
    return { ...found.row };
  }

  async prune(keep: number): Promise<number> {
    this.roundTrips++;
    return this.#prune(keep);
  }

  async saveSnippet(
    name: string,
    fromExecutionId: string,
    fields: { description: string; inputSchema?: unknown; savedAt: number },
  ): Promise<Snippet | null> {
    this.roundTrips++;
    const found = this.#executions.get(fromExecutionId);
    if (!found) return null;
    const snippet = structuredCopy(snippetFromExecution(found.row, name, fields));
    this.#snippets.set(name, snippet);
    return structuredCopy(snippet);
  }

  async listSnippets(): Promise<Snippet[]> {
    this.roundTrips++;
    return this.#allSnippets();
  }

  async deleteSnippet(name: string): Promise<boolean> {
    this.roundTrips++;
    return this.#snippets.delete(name);
  }

  #allSnippets(): Snippet[] {
    return [...this.#snippets.values()]
      .sort((left, right) => (left.name < right.name ? -1 : 1))
      .map(structuredCopy);
  }

  #prune(keep: number, protectId?: string): number {
    const ids = selectPrunable(
      [...this.#executions.values()].map((found) => found.row),
      keep,
      protectId,
    );
    for (const id of ids) this.#executions.delete(id);
    return ids.length;
  }
}

function apply(found: Row, patch: ExecutionPatch): void {
  for (const entry of patch.entries ?? []) found.log.set(entry.seq, { ...entry });
  if (patch.set) {
    for (const [key, value] of Object.entries(patch.set)) {
      if (value === undefined) delete (found.row as unknown as Record<string, unknown>)[key];
      else (found.row as unknown as Record<string, unknown>)[key] = value;
    }
  }
  found.row.updatedAt = Math.max(found.row.updatedAt, patch.updatedAt);
}

function snapshot(found: Row): StoredExecution {
  return {
    ...found.row,
    connectors: found.row.connectors ? [...found.row.connectors] : undefined,
    logs: found.row.logs ? [...found.row.logs] : undefined,
    log: [...found.log.values()].sort((left, right) => left.seq - right.seq).map((entry) => ({ ...entry })),
  };
}

function copy(patch: ExecutionPatch): ExecutionPatch {
  const copied: ExecutionPatch = { updatedAt: patch.updatedAt };
  if (patch.entries) copied.entries = patch.entries.map((entry) => ({ ...entry }));
  if (patch.set) {
    copied.set = { ...patch.set };
    if (patch.set.logs) copied.set.logs = [...patch.set.logs];
  }
  return copied;
}

/** A deep copy through the durable codec, as a value crossing a wire would be. */
function structuredCopy<T>(value: T): T {
  return decodeDurable(encodeDurable(value)) as T;
}
