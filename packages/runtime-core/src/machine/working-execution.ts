import type { ExecutionPatch, StoredEntry, StoredExecution, StoredExecutionRow } from "./records.ts";

/**
 * The engine's in-memory copy of one execution during a pass, indexed for the state machine. Loaded once per
 * pass, so replayed calls are answered without a store round trip. Machine functions only read it; the
 * engine applies their patches with {@link applyPatch}.
 */
export interface WorkingExecution {
  row: StoredExecutionRow;
  entries: Map<number, StoredEntry>;
  /** Entry `seq` by causal identity. */
  byCause: Map<string, number>;
  /** Next free `seq`. */
  nextSeq: number;
  /** Size of the log in characters ({@link entrySize} summed), bounded by `MAX_EXECUTION_LOG_BYTES`. */
  logBytes: number;
  /** Entries recorded before this pass that it has not reached yet. */
  unreached: Set<number>;
  /**
   * Whether a pass must reach every entry an earlier pass recorded before making new calls and before it
   * completes (on by default; off restores the reference's lenient replay).
   */
  strictReplay: boolean;
}

/** Indexes a stored execution for a new pass. */
export function toWorking(
  stored: StoredExecution,
  options: { strictReplay?: boolean } = {},
): WorkingExecution {
  const { log, ...row } = stored;
  const working: WorkingExecution = {
    row,
    entries: new Map(),
    byCause: new Map(),
    nextSeq: 0,
    logBytes: 0,
    unreached: new Set(),
    strictReplay: options.strictReplay !== false,
  };
  for (const entry of log) {
    indexEntry(working, entry);
    working.unreached.add(entry.seq);
  }
  return working;
}

/**
 * A change the machine asks for: a patch to persist, and entries recorded by earlier passes that this pass has
 * now reached. The only way a pass changes its working copy ({@link applyChange}).
 */
export interface WorkingChange {
  patch?: ExecutionPatch;
  reached?: readonly number[];
}

/** Applies a change to the working copy; the engine also queues its patch for the store. */
export function applyChange(working: WorkingExecution, change: WorkingChange): void {
  for (const seq of change.reached ?? []) working.unreached.delete(seq);
  if (change.patch) applyPatch(working, change.patch);
}

/** The entries a sandbox answered itself (by their causes), which count as reached. */
export function reachedByCauses(working: WorkingExecution, causes: readonly string[]): number[] {
  const reached: number[] = [];
  for (const cause of causes) {
    const seq = working.byCause.get(cause);
    if (seq !== undefined) reached.push(seq);
  }
  return reached;
}

/** Applies a patch to the working copy (the store applies the same patch durably). */
export function applyPatch(working: WorkingExecution, patch: ExecutionPatch): void {
  for (const entry of patch.entries ?? []) indexEntry(working, entry);
  if (patch.set) Object.assign(working.row, patch.set);
  working.row.updatedAt = Math.max(working.row.updatedAt, patch.updatedAt);
}

/** Entries in `seq` order. */
export function sortedEntries(working: WorkingExecution): StoredEntry[] {
  return [...working.entries.values()].sort((left, right) => left.seq - right.seq);
}

/**
 * What one entry counts toward the log's size bound: its encoded arguments and result, its names, and a
 * fixed allowance for the other fields.
 */
export function entrySize(entry: StoredEntry): number {
  return (
    ENTRY_OVERHEAD +
    entry.args.length +
    (entry.result?.length ?? 0) +
    entry.connector.length +
    entry.method.length +
    (entry.cause?.length ?? 0)
  );
}

/** Characters counted for an entry's fixed fields (seq, state, flags, time). */
const ENTRY_OVERHEAD = 64;

function indexEntry(working: WorkingExecution, entry: StoredEntry): void {
  const previous = working.entries.get(entry.seq);
  if (previous) working.logBytes -= entrySize(previous);
  working.logBytes += entrySize(entry);
  working.entries.set(entry.seq, entry);
  if (entry.cause !== undefined) working.byCause.set(entry.cause, entry.seq);
  if (entry.seq >= working.nextSeq) working.nextSeq = entry.seq + 1;
}
