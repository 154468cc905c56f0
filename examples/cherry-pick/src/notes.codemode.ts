import { CodemodeConnector, type ConnectorTools } from "@codemode/connector-base";

/** Notes kept in the Durable Object's SQLite database, as the sandbox global `notes`. */
export class NotesConnector extends CodemodeConnector {
  readonly #sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env);
    this.#sql = ctx.storage.sql;
    this.#sql.exec(
      "CREATE TABLE IF NOT EXISTS notes (id INTEGER PRIMARY KEY AUTOINCREMENT, text TEXT NOT NULL)",
    );
  }

  name() {
    return "notes";
  }

  protected tools(): ConnectorTools {
    return {
      list: {
        description: "List every note.",
        execute: () => this.#sql.exec("SELECT id, text FROM notes ORDER BY id").toArray(),
      },
      add: {
        description: "Add a note.",
        inputSchema: { type: "object", properties: { text: { type: "string" } }, required: ["text"] },
        requiresApproval: true,
        execute: (args) =>
          this.#sql
            .exec("INSERT INTO notes (text) VALUES (?) RETURNING id", (args as { text: string }).text)
            .one(),
        revert: (_args, result) => {
          this.#sql.exec("DELETE FROM notes WHERE id = ?", (result as { id: number }).id);
        },
      },
    };
  }
}
