import type { Snippet, StoredExecutionRow } from "@codemode/runtime-core";
import { encodeDurable, snippetFromExecution } from "@codemode/runtime-core/internal";
import { type SnippetRow, toSnippet } from "./rows.ts";

/** Saves `row`'s code as snippet `name` (replacing one of that name) and returns it. */
export function saveSnippetRow(
  sql: SqlStorage,
  row: StoredExecutionRow,
  name: string,
  fields: { description: string; inputSchema?: unknown; savedAt: number },
): Snippet {
  const snippet = snippetFromExecution(row, name, fields);
  sql.exec(
    `INSERT OR REPLACE INTO codemode_snippets (name, description, code, saved_at, input_schema, connectors)
     VALUES (?, ?, ?, ?, ?, ?)`,
    name,
    snippet.description,
    snippet.code,
    snippet.savedAt,
    fields.inputSchema === undefined ? null : encodeDurable(fields.inputSchema),
    row.connectors ? JSON.stringify(row.connectors) : null,
  );
  return snippet;
}

/** Every saved snippet, ordered by name. */
export function listSnippetRows(sql: SqlStorage): Snippet[] {
  return sql.exec<SnippetRow>("SELECT * FROM codemode_snippets ORDER BY name").toArray().map(toSnippet);
}

/** Deletes snippet `name`; whether it existed. */
export function deleteSnippetRow(sql: SqlStorage, name: string): boolean {
  return sql.exec("DELETE FROM codemode_snippets WHERE name = ?", name).rowsWritten > 0;
}
