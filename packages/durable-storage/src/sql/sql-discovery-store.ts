import type { DiscoveryKind, DiscoveryStore, StoredDiscovery } from "../store-methods.ts";
import { migrate } from "./schema.ts";

/**
 * Keys of each kind kept, across embedding models (for `vectors`, a key is a catalog version and a model);
 * the oldest written go first.
 */
export const DISCOVERY_VERSIONS_KEPT = 4;

/** The largest value stored (bytes): beyond it a write is skipped, and discovery computes it per isolate. */
export const MAX_DISCOVERY_BYTES = 32 * 1024 * 1024;

/** Bytes per row: a Durable Object's SQLite holds at most 2 MB in one row, so larger values are split. */
const PART_BYTES = 1024 * 1024;

const KINDS: ReadonlySet<string> = new Set<DiscoveryKind>(["vectors", "index"]);

/** The longest key accepted (a content hash and a model name fit many times over). */
const MAX_KEY_LENGTH = 512;

type PartRow = { part: number; parts: number; format: number; written: number; data: ArrayBuffer };

/**
 * The {@link DiscoveryStore} over a Durable Object's SQLite storage (`codemode_discovery`, schema 3). It
 * stores opaque bytes: what they mean and whether they are sound is the reader's business (each kind's
 * codec validates what it reads back and treats anything else as missing). Bounded to
 * {@link DISCOVERY_VERSIONS_KEPT} keys per kind and {@link MAX_DISCOVERY_BYTES} per value.
 */
export class SqlDiscoveryStore implements DiscoveryStore {
  readonly #storage: DurableObjectStorage;
  readonly #sql: SqlStorage;

  constructor(storage: DurableObjectStorage) {
    this.#storage = storage;
    this.#sql = storage.sql;
    migrate(storage);
  }

  async readDiscovery(kind: DiscoveryKind, key: string): Promise<StoredDiscovery | null> {
    checkAddress(kind, key);
    const rows = this.#sql
      .exec<PartRow>(
        "SELECT part, parts, format, written, data FROM codemode_discovery WHERE kind = ? AND key = ? ORDER BY part",
        kind,
        key,
      )
      .toArray();
    return joinParts(rows);
  }

  async writeDiscovery(kind: DiscoveryKind, key: string, value: StoredDiscovery): Promise<boolean> {
    checkAddress(kind, key);
    if (!(value?.data instanceof ArrayBuffer) || !Number.isSafeInteger(value.format))
      throw new TypeError("writeDiscovery: value must be { format: integer, data: ArrayBuffer }.");
    if (value.data.byteLength > MAX_DISCOVERY_BYTES) return false;
    const parts = Math.max(1, Math.ceil(value.data.byteLength / PART_BYTES));
    this.#storage.transactionSync(() => {
      const sql = this.#sql;
      const latest = sql
        .exec<{ written: number | null }>("SELECT MAX(written) AS written FROM codemode_discovery")
        .one().written;
      const written = (latest ?? 0) + 1;
      sql.exec("DELETE FROM codemode_discovery WHERE kind = ? AND key = ?", kind, key);
      for (let part = 0; part < parts; part++) {
        sql.exec(
          "INSERT INTO codemode_discovery (kind, key, part, parts, format, written, data) VALUES (?, ?, ?, ?, ?, ?, ?)",
          kind,
          key,
          part,
          parts,
          value.format,
          written,
          value.data.slice(part * PART_BYTES, (part + 1) * PART_BYTES),
        );
      }
      sql.exec(
        `DELETE FROM codemode_discovery WHERE kind = ? AND key NOT IN (
           SELECT key FROM codemode_discovery WHERE kind = ? AND part = 0 ORDER BY written DESC LIMIT ?
         )`,
        kind,
        kind,
        DISCOVERY_VERSIONS_KEPT,
      );
    });
    return true;
  }
}

function checkAddress(kind: DiscoveryKind, key: string): void {
  if (!KINDS.has(kind)) throw new TypeError(`Unknown discovery kind ${JSON.stringify(kind)}.`);
  if (typeof key !== "string" || key === "" || key.length > MAX_KEY_LENGTH)
    throw new TypeError(`A discovery key is a non-empty string of at most ${MAX_KEY_LENGTH} characters.`);
}

/** The value the rows hold, or `null` when they are not one whole value (a part missing, parts that disagree). */
function joinParts(rows: readonly PartRow[]): StoredDiscovery | null {
  const first = rows[0];
  if (!first || rows.length !== first.parts) return null;
  let length = 0;
  for (const [position, row] of rows.entries()) {
    const consistent =
      row.part === position &&
      row.parts === first.parts &&
      row.format === first.format &&
      row.written === first.written &&
      row.data instanceof ArrayBuffer;
    if (!consistent) return null;
    length += row.data.byteLength;
  }
  if (rows.length === 1) return { format: first.format, data: first.data };
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const row of rows) {
    joined.set(new Uint8Array(row.data), offset);
    offset += row.data.byteLength;
  }
  return { format: first.format, data: joined.buffer };
}
