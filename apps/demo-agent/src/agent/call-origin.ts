import type { ToolLogEntry } from "codemode";

/** How a call of a pass came about, compared with the log as the previous pass left it. */
export type CallOrigin =
  | "executed"
  | "replayed"
  | "re-executed"
  | "approved"
  | "awaiting approval"
  | "failed"
  | "in flight";

/** A log entry of one pass, with its origin. */
export type ClassifiedCall = ToolLogEntry & { origin: CallOrigin };

/**
 * Tells, for each entry of the log after a pass, whether the pass executed it, replayed its recorded result,
 * re-executed it (an ephemeral read), executed it after approval, or stopped at it for approval. `previous` is
 * the log after the execution's earlier pass (`undefined` for the first pass). The log alone cannot say it:
 * a replayed entry and an executed one look the same once applied.
 */
export function classifyCalls(
  previous: readonly ToolLogEntry[] | undefined,
  current: readonly ToolLogEntry[],
): ClassifiedCall[] {
  const before = new Map((previous ?? []).map((entry) => [entry.seq, entry]));
  return current.map((entry) => ({ ...entry, origin: originOf(before.get(entry.seq), entry) }));
}

function originOf(before: ToolLogEntry | undefined, entry: ToolLogEntry): CallOrigin {
  if (entry.state === "pending") return "awaiting approval";
  if (entry.state === "executing") return "in flight";
  if (entry.state === "error") return before?.state === "error" ? "replayed" : "failed";
  if (before === undefined) return "executed";
  if (before.state === "pending") return "approved";
  if (before.state === "applied") return entry.ephemeral === true ? "re-executed" : "replayed";
  return "executed";
}
