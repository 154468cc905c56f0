import type { Snippet, StoredEntry, StoredExecutionRow } from "@codemode/runtime-core";
import { decodeDurable } from "@codemode/runtime-core/internal";

/** A row of `codemode_executions`. */
export type ExecutionRow = {
  id: string;
  code: string;
  status: string;
  result: string | null;
  error: string | null;
  logs: string | null;
  connectors: string | null;
  created_at: number;
  updated_at: number;
  seed: string;
  attempt: number;
  identity_version: number;
  codec_version: number;
};

/** A row of `codemode_log`. */
export type LogRow = {
  execution_id: string;
  seq: number;
  connector: string;
  method: string;
  args: string;
  result: string | null;
  requires_approval: number;
  ephemeral: number;
  state: string;
  cause: string | null;
  at: number | null;
  uncertain: number;
};

/** A row of `codemode_snippets`. */
export type SnippetRow = {
  name: string;
  description: string;
  code: string;
  saved_at: number;
  input_schema: string | null;
  connectors: string | null;
};

export function toExecutionRow(row: ExecutionRow): StoredExecutionRow {
  const out: StoredExecutionRow = {
    id: row.id,
    code: row.code,
    status: row.status as StoredExecutionRow["status"],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    seed: row.seed,
    attempt: row.attempt,
    identityVersion: row.identity_version,
    codecVersion: row.codec_version,
  };
  if (row.result !== null) out.result = row.result;
  if (row.error !== null) out.error = row.error;
  if (row.logs !== null) out.logs = JSON.parse(row.logs) as string[];
  if (row.connectors !== null) out.connectors = JSON.parse(row.connectors) as string[];
  return out;
}

export function toEntry(row: LogRow): StoredEntry {
  const entry: StoredEntry = {
    seq: row.seq,
    connector: row.connector,
    method: row.method,
    args: row.args,
    requiresApproval: row.requires_approval === 1,
    state: row.state as StoredEntry["state"],
  };
  if (row.result !== null) entry.result = row.result;
  if (row.ephemeral === 1) entry.ephemeral = true;
  if (row.cause !== null) entry.cause = row.cause;
  if (row.at !== null) entry.at = row.at;
  if (row.uncertain === 1) entry.uncertain = true;
  return entry;
}

/** Column values of an entry, in the column order of `INSERT_ENTRY`. */
export function entryValues(executionId: string, entry: StoredEntry): (string | number | null)[] {
  return [
    executionId,
    entry.seq,
    entry.connector,
    entry.method,
    entry.args,
    entry.result ?? null,
    entry.requiresApproval ? 1 : 0,
    entry.ephemeral ? 1 : 0,
    entry.state,
    entry.cause ?? null,
    entry.at ?? null,
    entry.uncertain ? 1 : 0,
  ];
}

export const INSERT_ENTRY = `INSERT INTO codemode_log
  (execution_id, seq, connector, method, args, result, requires_approval, ephemeral, state, cause, at, uncertain)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (execution_id, seq) DO UPDATE SET
    connector = excluded.connector, method = excluded.method, args = excluded.args, result = excluded.result,
    requires_approval = excluded.requires_approval, ephemeral = excluded.ephemeral, state = excluded.state,
    cause = excluded.cause, at = excluded.at, uncertain = excluded.uncertain`;

export function toSnippet(row: SnippetRow): Snippet {
  const snippet: Snippet = {
    name: row.name,
    description: row.description,
    code: row.code,
    savedAt: row.saved_at,
  };
  if (row.input_schema !== null) snippet.inputSchema = decodeDurable(row.input_schema);
  if (row.connectors !== null) snippet.connectors = JSON.parse(row.connectors) as string[];
  return snippet;
}
