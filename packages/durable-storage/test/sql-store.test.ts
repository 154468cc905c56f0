import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { StoredEntry } from "@codemode/runtime-core";
import { currentVersions, idempotencyKey } from "@codemode/runtime-core/internal";

const versions = currentVersions();

import { describe, expect, it } from "vitest";
import { SCHEMA_VERSION, SqlExecutionStore } from "../src/index.ts";

async function withStore<T>(
  name: string,
  work: (store: SqlExecutionStore, storage: DurableObjectStorage) => Promise<T>,
) {
  const stub = env.STORE_HOST.get(env.STORE_HOST.idFromName(name));
  return runInDurableObject(stub, async (_instance, state) =>
    work(new SqlExecutionStore(state.storage), state.storage),
  );
}

const entry = (seq: number, overrides: Partial<StoredEntry> = {}): StoredEntry => ({
  seq,
  connector: "tracker",
  method: "list",
  args: `{"page":${seq}}`,
  requiresApproval: false,
  state: "executing",
  ...overrides,
});

describe("SqlExecutionStore on real Durable Object SQLite", () => {
  it("migrates once and records the schema version", async () => {
    await withStore("migrate", async (_store, storage) => {
      new SqlExecutionStore(storage);
      const version = storage.sql
        .exec<{ value: string }>("SELECT value FROM codemode_meta WHERE key = 'schema_version'")
        .one();
      expect(Number(version.value)).toBe(SCHEMA_VERSION);
      const tables = storage.sql
        .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .toArray();
      expect(tables.map((table) => table.name)).toEqual(
        expect.arrayContaining(["codemode_executions", "codemode_log", "codemode_meta", "codemode_snippets"]),
      );
    });
  });

  it("refuses a database written by a newer schema", async () => {
    await withStore("newer", async (_store, storage) => {
      storage.sql.exec("UPDATE codemode_meta SET value = '999' WHERE key = 'schema_version'");
      expect(() => new SqlExecutionStore(storage)).toThrow(/schema version 999, newer than this codemode/);
      storage.sql.exec(`UPDATE codemode_meta SET value = '${SCHEMA_VERSION}' WHERE key = 'schema_version'`);
    });
  });

  it("deletes an execution with its log", async () => {
    await withStore("delete", async (store, storage) => {
      await store.create(
        { id: "e1", code: "c", connectors: [], seed: "s", ...versions, createdAt: 1 },
        { keep: 50 },
      );
      await store.commit("e1", { attempt: 1 }, { entries: [entry(0), entry(1)], updatedAt: 2 });
      expect((await store.delete("e1"))?.status).toBe("running");
      expect(await store.delete("e1")).toBeNull();
      expect(storage.sql.exec("SELECT * FROM codemode_log WHERE execution_id = 'e1'").toArray()).toEqual([]);
    });
  });

  it("stores a logged call compactly", async () => {
    await withStore("size", async (store, storage) => {
      await store.create(
        { id: "e1", code: "c", connectors: [], seed: "s", ...versions, createdAt: 1 },
        { keep: 50 },
      );
      const before = storage.sql.databaseSize;
      const entries = Array.from({ length: 500 }, (_, seq) =>
        entry(seq, {
          state: "applied",
          result: `{"ok":${seq}}`,
          cause: "0123456789abcdef",
          at: 1_700_000_000_000,
        }),
      );
      await store.commit("e1", { attempt: 1 }, { entries, updatedAt: 2 });
      const perCall = (storage.sql.databaseSize - before) / 500;
      expect(perCall).toBeLessThan(200);
      expect(idempotencyKey("e1", 0, entries[0] ?? { connector: "", method: "" })).toMatch(
        /^e1:0:[0-9a-f]{16}$/,
      );
    });
  });
});
