import { SEED_ISSUES, SEED_NOTES, SEED_PEOPLE, SEED_TEAMS } from "./seed-data.ts";

const TABLES = [
  `CREATE TABLE IF NOT EXISTS demo_issues (
    number INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    body TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL DEFAULT 'open',
    assignee TEXT,
    labels TEXT NOT NULL DEFAULT '[]',
    created_at INTEGER NOT NULL,
    closed_at INTEGER
  )`,
  `CREATE TABLE IF NOT EXISTS demo_notes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    text TEXT NOT NULL,
    tags TEXT NOT NULL DEFAULT '[]',
    created_at INTEGER NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS demo_teams (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    oncall TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS demo_people (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    role TEXT NOT NULL,
    team TEXT NOT NULL,
    email TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS demo_messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL DEFAULT 'model',
    message TEXT NOT NULL,
    created_at INTEGER NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS demo_passes (
    execution_id TEXT NOT NULL,
    pass INTEGER NOT NULL,
    trigger TEXT NOT NULL,
    status TEXT NOT NULL,
    calls TEXT NOT NULL,
    started_at INTEGER NOT NULL,
    ended_at INTEGER NOT NULL,
    PRIMARY KEY (execution_id, pass)
  )`,
  `CREATE TABLE IF NOT EXISTS demo_snippet_calls (
    name TEXT PRIMARY KEY,
    calls TEXT NOT NULL
  )`,
  "CREATE TABLE IF NOT EXISTS demo_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
];

/**
 * Creates the demo's tables in the agent's SQLite database and seeds the sample workspace once. Idempotent:
 * called on every start of the agent, it only seeds when the `seeded` marker is missing, so data the user
 * changed (issues filed, notes added) survives restarts.
 */
export function ensureDemoSchema(sql: SqlStorage, now: number = Date.now()): void {
  for (const statement of TABLES) sql.exec(statement);
  const seeded = sql.exec("SELECT value FROM demo_meta WHERE key = 'seeded'").toArray();
  if (seeded.length > 0) return;
  for (const team of SEED_TEAMS) {
    sql.exec(
      "INSERT INTO demo_teams (id, name, description, oncall) VALUES (?, ?, ?, ?)",
      team.id,
      team.name,
      team.description,
      team.oncall,
    );
  }
  for (const person of SEED_PEOPLE) {
    sql.exec(
      "INSERT INTO demo_people (id, name, role, team, email) VALUES (?, ?, ?, ?, ?)",
      person.id,
      person.name,
      person.role,
      person.team,
      person.email,
    );
  }
  SEED_ISSUES.forEach((issue, index) => {
    sql.exec(
      "INSERT INTO demo_issues (title, body, status, assignee, labels, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      issue.title,
      issue.body,
      issue.status,
      issue.assignee,
      JSON.stringify(issue.labels),
      now - (SEED_ISSUES.length - index) * 3_600_000,
    );
  });
  for (const note of SEED_NOTES) {
    sql.exec(
      "INSERT INTO demo_notes (text, tags, created_at) VALUES (?, ?, ?)",
      note.text,
      JSON.stringify(note.tags),
      now - 7_200_000,
    );
  }
  sql.exec("INSERT INTO demo_meta (key, value) VALUES ('seeded', ?)", String(now));
}
