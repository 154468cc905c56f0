import type { ToolLogEntry } from "codemode";

/**
 * The connector methods each saved snippet calls, as its source run called them (`tracker.list_issues`).
 * A snippet's `connectors` lists every connector configured when its source run started (that is what it
 * needs to run), not what it uses, so the page reads what it calls from here. The demo's own table.
 */
export class SnippetCalls {
  readonly #sql: SqlStorage;

  constructor(sql: SqlStorage) {
    this.#sql = sql;
  }

  /** Records the distinct connector calls of a snippet's source log (steps left out), replacing older ones. */
  save(name: string, log: readonly ToolLogEntry[]): string[] {
    const calls = [
      ...new Set(
        log
          .filter((entry) => entry.connector !== "__step")
          .map((entry) => `${entry.connector}.${entry.method}`),
      ),
    ];
    this.#sql.exec(
      "INSERT INTO demo_snippet_calls (name, calls) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET calls = excluded.calls",
      name,
      JSON.stringify(calls),
    );
    return calls;
  }

  /** Every recorded snippet's calls, by name. */
  all(): Map<string, string[]> {
    const rows = this.#sql
      .exec<{ name: string; calls: string }>("SELECT name, calls FROM demo_snippet_calls")
      .toArray();
    return new Map(rows.map((row) => [row.name, JSON.parse(row.calls) as string[]]));
  }

  /** Forgets a deleted snippet's calls. */
  delete(name: string): void {
    this.#sql.exec("DELETE FROM demo_snippet_calls WHERE name = ?", name);
  }
}
