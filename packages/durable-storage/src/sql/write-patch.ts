import type { ExecutionPatch } from "@codemode/runtime-core";
import { entryValues, INSERT_ENTRY } from "./rows.ts";

/**
 * Writes a patch. `updatedAt`, when the caller has just read it, lets a patch of log entries alone skip the
 * execution row while its `updated_at` is less than a second old: that column only serves expiry, whose
 * ages are hours, so most calls of a pass write just their log rows.
 */
export function writePatch(sql: SqlStorage, id: string, patch: ExecutionPatch, updatedAt?: number): void {
  for (const entry of patch.entries ?? []) sql.exec(INSERT_ENTRY, ...entryValues(id, entry));
  if (patch.set === undefined && updatedAt !== undefined && patch.updatedAt - updatedAt < TOUCH_INTERVAL_MS)
    return;
  const columns: string[] = ["updated_at = MAX(updated_at, ?)"];
  const values: (string | number | null)[] = [patch.updatedAt];
  for (const [key, value] of Object.entries(patch.set ?? {})) {
    const column = COLUMNS[key as keyof typeof COLUMNS];
    if (!column) continue;
    columns.push(`${column} = ?`);
    values.push(
      value === undefined ? null : key === "logs" ? JSON.stringify(value) : (value as string | number),
    );
  }
  sql.exec(`UPDATE codemode_executions SET ${columns.join(", ")} WHERE id = ?`, ...values, id);
}

/** How stale `updated_at` may get while a pass only appends log entries. */
const TOUCH_INTERVAL_MS = 1_000;

/** Execution fields a patch may set, and their columns. */
const COLUMNS = {
  status: "status",
  result: "result",
  error: "error",
  logs: "logs",
  attempt: "attempt",
} as const;
