import type { ExecutionStatus, ToolLogEntryState } from "../types/execution.ts";

/**
 * A log entry as stored: `args` and `result` are already encoded with the durable codec (`args` in canonical,
 * key-sorted form, so comparing two calls' arguments is a string comparison). The host encodes once and the
 * store writes the strings as they are.
 */
export interface StoredEntry {
  seq: number;
  connector: string;
  method: string;
  /** Canonical durable encoding of the arguments. */
  args: string;
  /** Durable encoding of the result (applied entries) or of the error message (`error` entries). */
  result?: string;
  requiresApproval: boolean;
  ephemeral?: boolean;
  state: ToolLogEntryState;
  cause?: string;
  at?: number;
  uncertain?: boolean;
}

/** The execution row as stored, without its log. Values are durable-encoded strings. */
export interface StoredExecutionRow {
  id: string;
  code: string;
  status: ExecutionStatus;
  /** Durable encoding of the final result. */
  result?: string;
  error?: string;
  logs?: string[];
  connectors?: string[];
  createdAt: number;
  updatedAt: number;
  seed: string;
  /** Fencing number of the current pass. */
  attempt: number;
  /** The `CALL_IDENTITY_VERSION` the execution started under; it is replayed under those rules only. */
  identityVersion: number;
  /** The `CODEC_VERSION` its recorded values were written with. */
  codecVersion: number;
}

/** An execution with its whole log, as one store read returns it. */
export interface StoredExecution extends StoredExecutionRow {
  log: StoredEntry[];
}

/** Fields of the execution row a patch may set. */
export type ExecutionFields = Partial<
  Pick<StoredExecutionRow, "status" | "result" | "error" | "logs" | "attempt">
>;

/**
 * A change to persist: entries to insert or replace (by `seq`) and execution fields to set. Patches are data;
 * the engine queues them and the store applies a batch atomically.
 */
export interface ExecutionPatch {
  entries?: StoredEntry[];
  set?: ExecutionFields;
  updatedAt: number;
}

/** Combines patches in order: later entries with the same `seq` and later fields win. */
export function mergePatches(patches: readonly ExecutionPatch[]): ExecutionPatch | undefined {
  if (patches.length === 0) return undefined;
  if (patches.length === 1) return patches[0];
  const entries = new Map<number, StoredEntry>();
  let set: ExecutionFields | undefined;
  let updatedAt = 0;
  for (const patch of patches) {
    for (const entry of patch.entries ?? []) entries.set(entry.seq, entry);
    if (patch.set) set = { ...set, ...patch.set };
    updatedAt = Math.max(updatedAt, patch.updatedAt);
  }
  const merged: ExecutionPatch = { updatedAt };
  if (entries.size > 0) merged.entries = [...entries.values()];
  if (set) merged.set = set;
  return merged;
}

/** Conditions under which a store applies a patch; a refused patch changes nothing. */
export interface CommitCondition {
  /** The pass's fencing number: refused when the execution's attempt differs. */
  attempt: number;
  /** Refused unless the execution currently has one of these statuses. */
  expectStatus?: readonly ExecutionStatus[];
  /**
   * When the patch is refused because another operation ended the execution while the pass ran (an expiry),
   * still record the calls that took effect ({@link lateEffects}). The commit still answers `false`.
   */
  keepEffects?: boolean;
}

/**
 * The entries of a refused patch that a store still records: a pass fenced out by an operation that ended
 * the execution (expiry) keeps running the calls already under way, and what they did must not be lost. Only
 * into an execution that has ended (so no newer pass records its own calls), and only records of calls that
 * ran (`executing`, `applied`, `error`) at a position the log lacks or holds as `executing` for the same call.
 */
export function lateEffects(
  status: ExecutionStatus,
  stored: (seq: number) => StoredEntry | undefined,
  patch: ExecutionPatch,
): StoredEntry[] {
  if (status === "running" || status === "paused") return [];
  return (patch.entries ?? []).filter((entry) => {
    if (entry.state !== "executing" && entry.state !== "applied" && entry.state !== "error") return false;
    const existing = stored(entry.seq);
    if (existing === undefined) return true;
    return (
      existing.state === "executing" &&
      entry.state !== "executing" &&
      existing.connector === entry.connector &&
      existing.method === entry.method &&
      existing.args === entry.args
    );
  });
}
