/** An issue of the tracker. */
export type Issue = { id: number; title: string; body: string };

/** The tracker's data, kept in the Durable Object's own SQLite database. */
export class IssueStore {
  readonly #sql: SqlStorage;

  constructor(sql: SqlStorage) {
    this.#sql = sql;
    sql.exec(
      "CREATE TABLE IF NOT EXISTS issues (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL, body TEXT NOT NULL)",
    );
  }

  list(): Issue[] {
    return this.#sql.exec<Issue>("SELECT id, title, body FROM issues ORDER BY id").toArray();
  }

  create(input: { title: string; body?: string }): Issue {
    return this.#sql
      .exec<Issue>(
        "INSERT INTO issues (title, body) VALUES (?, ?) RETURNING id, title, body",
        input.title,
        input.body ?? "",
      )
      .one();
  }

  delete(id: number): void {
    this.#sql.exec("DELETE FROM issues WHERE id = ?", id);
  }
}
