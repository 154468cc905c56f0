/**
 * Versioned schema of the runtime facet's SQLite database. Migrations run in order, each once; the applied
 * version lives in `codemode_meta`. Table names are prefixed so they never collide with other data in the
 * same database.
 */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE codemode_executions (
     id TEXT PRIMARY KEY,
     code TEXT NOT NULL,
     status TEXT NOT NULL,
     result TEXT,
     error TEXT,
     logs TEXT,
     connectors TEXT,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     seed TEXT NOT NULL,
     attempt INTEGER NOT NULL
   );
   CREATE INDEX codemode_executions_live ON codemode_executions (status, updated_at);
   CREATE INDEX codemode_executions_created ON codemode_executions (created_at, id);
   CREATE TABLE codemode_log (
     execution_id TEXT NOT NULL,
     seq INTEGER NOT NULL,
     connector TEXT NOT NULL,
     method TEXT NOT NULL,
     args TEXT NOT NULL,
     result TEXT,
     requires_approval INTEGER NOT NULL,
     ephemeral INTEGER NOT NULL DEFAULT 0,
     state TEXT NOT NULL,
     cause TEXT,
     at INTEGER,
     uncertain INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (execution_id, seq)
   ) WITHOUT ROWID;
   CREATE INDEX codemode_log_pending ON codemode_log (execution_id) WHERE state = 'pending';
   CREATE TABLE codemode_snippets (
     name TEXT PRIMARY KEY,
     description TEXT NOT NULL,
     code TEXT NOT NULL,
     saved_at INTEGER NOT NULL,
     input_schema TEXT,
     connectors TEXT
   );`,
  // 2: every execution records the call-identity and codec versions it started under (runtime-core's
  // CALL_IDENTITY_VERSION and CODEC_VERSION), so a run paused across an upgrade is replayed under its own
  // rules or refused. Executions written before were recorded under what version 1 of both names: the code
  // that wrote schema 1 had these rules since the hash64 fix (no release predates it; see .changeset).
  `ALTER TABLE codemode_executions ADD COLUMN identity_version INTEGER NOT NULL DEFAULT 1;
   ALTER TABLE codemode_executions ADD COLUMN codec_version INTEGER NOT NULL DEFAULT 1;`,
  // 3: what discovery derives from a catalog and keeps across isolates (the embedding hook's method vectors),
  // stored by content: `kind` says what it is, `key` which catalog version (and embedding model) it belongs
  // to, `format` how `data` is encoded (each kind's codec checks it and refuses what it cannot read). A value
  // larger than a SQLite row may hold is split into `parts` rows; `written` orders versions for eviction.
  `CREATE TABLE codemode_discovery (
     kind TEXT NOT NULL,
     key TEXT NOT NULL,
     part INTEGER NOT NULL,
     parts INTEGER NOT NULL,
     format INTEGER NOT NULL,
     written INTEGER NOT NULL,
     data BLOB NOT NULL,
     PRIMARY KEY (kind, key, part)
   );
   CREATE INDEX codemode_discovery_written ON codemode_discovery (kind, written);`,
];

/**
 * The schema version this code writes. Every migration is tested from each earlier version with a database
 * the earlier code wrote (`test/upgrade/`): add a fixture there when you add one.
 */
export const SCHEMA_VERSION = MIGRATIONS.length;

/** Brings the database to {@link SCHEMA_VERSION}; refuses a database written by a newer version. */
export function migrate(storage: DurableObjectStorage): void {
  const { sql } = storage;
  sql.exec("CREATE TABLE IF NOT EXISTS codemode_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
  const row = sql
    .exec<{ value: string }>("SELECT value FROM codemode_meta WHERE key = 'schema_version'")
    .toArray()[0];
  const current = row ? Number(row.value) : 0;
  if (current > SCHEMA_VERSION) {
    throw new Error(
      `The codemode runtime database has schema version ${current}, newer than this codemode (${SCHEMA_VERSION}). Upgrade codemode; downgrading is not supported.`,
    );
  }
  if (current === SCHEMA_VERSION) return;
  storage.transactionSync(() => {
    for (let version = current; version < SCHEMA_VERSION; version++) sql.exec(MIGRATIONS[version] as string);
    sql.exec(
      "INSERT INTO codemode_meta (key, value) VALUES ('schema_version', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      String(SCHEMA_VERSION),
    );
  });
}
