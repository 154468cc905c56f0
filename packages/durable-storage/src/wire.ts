import type { ClaimResult, Snippet, StoredEntry, StoredExecution } from "@codemode/runtime-core";

/**
 * An execution as it crosses the RPC boundary between the facet and its host: the log travels as one JSON
 * string, which Workers RPC copies far faster than an array of entry objects (a replay pass loads every
 * entry of the run at once).
 */
export type WireExecution = Omit<StoredExecution, "log"> & { log: string };

/** A claim's answer on the wire. */
export type WireClaimResult =
  | { ok: true; execution: WireExecution; snippets?: Snippet[] }
  | Extract<ClaimResult, { ok: false }>;

export function packExecution(execution: StoredExecution): WireExecution {
  return { ...execution, log: JSON.stringify(execution.log) };
}

export function unpackExecution(execution: WireExecution): StoredExecution {
  return { ...execution, log: JSON.parse(execution.log) as StoredEntry[] };
}

export function packClaim(result: ClaimResult): WireClaimResult {
  return result.ok ? { ...result, execution: packExecution(result.execution) } : result;
}

export function unpackClaim(result: WireClaimResult): ClaimResult {
  return result.ok ? { ...result, execution: unpackExecution(result.execution) } : result;
}
