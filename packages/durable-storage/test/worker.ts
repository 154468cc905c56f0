import { DurableObject } from "cloudflare:workers";
import { SqlExecutionStore } from "../src/index.ts";

export { CodemodeRuntime } from "../src/index.ts";

/** A Durable Object that only owns SQLite storage, to test the store directly. */
export class StoreHost extends DurableObject {
  store(): SqlExecutionStore {
    return new SqlExecutionStore(this.ctx.storage);
  }
}

export class TestHost extends DurableObject {}

export default {
  fetch: () => new Response("durable-storage test worker"),
};

/**
 * Reads and writes a facet's SQLite database as SQL statements, one a line, for the upgrade tests: `dump()`
 * writes the fixtures in `test/upgrade/` (see its README), `load()` puts one into a fresh facet.
 */
export class SqlFixture extends DurableObject {
  /** Runs `statements`; then, when there are `afterMigration` statements, migrates and runs those. */
  load(statements: readonly string[], afterMigration: readonly string[] = []): void {
    const { sql } = this.ctx.storage;
    this.ctx.storage.transactionSync(() => {
      for (const statement of statements) sql.exec(statement);
    });
    if (afterMigration.length === 0) return;
    new SqlExecutionStore(this.ctx.storage);
    for (const statement of afterMigration) sql.exec(statement);
  }

  dump(): string[] {
    return dumpSql(this.ctx.storage.sql);
  }

  /** The rows `statement` selects (the discovery tests read and damage stored values through it). */
  rows(statement: string): Record<string, SqlStorageValue>[] {
    return this.ctx.storage.sql.exec(statement).toArray();
  }
}

/** The codemode tables of a database (schema, then rows) as single-line SQL statements. */
export function dumpSql(sql: SqlStorage): string[] {
  const literal = (value: unknown): string => {
    if (value === null || value === undefined) return "NULL";
    if (typeof value === "number") return String(value);
    if (value instanceof ArrayBuffer) {
      const hex = Array.from(new Uint8Array(value), (byte) => byte.toString(16).padStart(2, "0")).join("");
      return `X'${hex}'`;
    }
    const text = String(value).replaceAll("'", "''");
    return `'${text.replaceAll("\n", "' || char(10) || '")}'`;
  };
  const objects = sql
    .exec<{ type: string; name: string; sql: string | null }>(
      "SELECT type, name, sql FROM sqlite_master WHERE name LIKE 'codemode_%' ORDER BY type = 'index', rowid",
    )
    .toArray();
  const out: string[] = [];
  for (const object of objects) if (object.sql) out.push(object.sql.replace(/\s+/g, " "));
  for (const object of objects) {
    if (object.type !== "table") continue;
    const cursor = sql.exec(`SELECT * FROM "${object.name}"`);
    const columns = cursor.columnNames.map((column) => `"${column}"`).join(", ");
    for (const row of cursor.raw())
      out.push(`INSERT INTO "${object.name}" (${columns}) VALUES (${[...row].map(literal).join(", ")})`);
  }
  return out;
}
