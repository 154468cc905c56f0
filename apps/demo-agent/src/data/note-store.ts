/** One note of the notes connector. */
export type Note = { id: number; text: string; tags: string[]; createdAt: number };

type NoteRow = { id: number; text: string; tags: string; created_at: number };

/** The notes connector's data in the agent's SQLite database. */
export class NoteStore {
  readonly #sql: SqlStorage;

  constructor(sql: SqlStorage) {
    this.#sql = sql;
  }

  /** Notes, newest first; only those carrying `tag` when given. */
  list(tag?: string): Note[] {
    const notes = this.#sql.exec<NoteRow>("SELECT * FROM demo_notes ORDER BY id DESC").toArray().map(toNote);
    return tag === undefined ? notes : notes.filter((note) => note.tags.includes(tag));
  }

  /** Adds a note and returns it. */
  add(text: string, tags: string[] = [], now: number = Date.now()): Note {
    const row = this.#sql
      .exec<NoteRow>(
        "INSERT INTO demo_notes (text, tags, created_at) VALUES (?, ?, ?) RETURNING *",
        text,
        JSON.stringify(tags),
        now,
      )
      .one();
    return toNote(row);
  }

  /** Deletes a note; returns whether it existed. */
  remove(id: number): boolean {
    return this.#sql.exec("DELETE FROM demo_notes WHERE id = ? RETURNING id", id).toArray().length > 0;
  }
}

function toNote(row: NoteRow): Note {
  return { id: row.id, text: row.text, tags: JSON.parse(row.tags) as string[], createdAt: row.created_at };
}
