import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { CALL_IDENTITY_VERSION, CODEC_VERSION } from "@codemode/runtime-core";
import { idempotencyKey } from "@codemode/runtime-core/internal";
import { describe, expect, it } from "vitest";
import { forgetIsolateVectors } from "../src/discovery/persisted-vector-cache.ts";
import { SCHEMA_VERSION, SqlExecutionStore } from "../src/index.ts";
import { SqlDiscoveryStore } from "../src/sql/sql-discovery-store.ts";
import { count, inHost, world } from "./runtime-harness.ts";
import { FIXTURES, loadIntoFacet } from "./upgrade/fixtures.ts";

/**
 * Databases written by earlier codemode releases (test/upgrade/README.md), opened by this one: the schema is
 * migrated, and the runs they hold (paused, interrupted mid-pass, completed) are approved, rejected,
 * recovered and rolled back with the outcomes they would have had without the upgrade.
 */
describe.each(FIXTURES)(
  "a database written at schema $meta.schemaVersion ($meta.writtenBy)",
  ({ meta, statements }) => {
    const { ids } = meta;
    let scopes = 0;
    /** A fresh host whose runtime facet holds the fixture. */
    async function upgraded(afterMigration: readonly string[] = []): Promise<string> {
      const scope = `upgrade-${meta.writtenBy}-${scopes++}`;
      await loadIntoFacet(scope, statements, afterMigration);
      return scope;
    }

    it("migrates to the current schema; its executions keep their state and record version 1 rules", async () => {
      const stub = env.STORE_HOST.get(env.STORE_HOST.idFromName(`migrate-${meta.writtenBy}`));
      await runInDurableObject(stub, async (_instance, state) => {
        for (const statement of statements) state.storage.sql.exec(statement);
        const store = new SqlExecutionStore(state.storage);
        const version = state.storage.sql
          .exec<{ value: string }>("SELECT value FROM codemode_meta WHERE key = 'schema_version'")
          .one().value;
        expect(Number(version)).toBe(SCHEMA_VERSION);
        const executions = await store.list();
        expect(Object.fromEntries(executions.map((execution) => [execution.id, execution.status]))).toEqual({
          [ids.approve]: "paused",
          [ids.reject]: "paused",
          [ids.completed]: "completed",
          [ids.interruptedRead]: "running",
          [ids.interruptedWrite]: "running",
        });
        for (const execution of executions)
          expect(execution).toMatchObject({ identityVersion: 1, codecVersion: 1 });
        // Schema 3's discovery table is there and empty, and takes method vectors.
        const discovery = new SqlDiscoveryStore(state.storage);
        expect(await discovery.readDiscovery("vectors", "catalog/model")).toBeNull();
        await discovery.writeDiscovery("vectors", "catalog/model", { format: 1, data: new ArrayBuffer(16) });
        expect((await discovery.readDiscovery("vectors", "catalog/model"))?.data.byteLength).toBe(16);
      });
    });

    it("searches with an embedding hook after the upgrade, storing the vectors beside the old runs", async () => {
      const scope = await upgraded();
      let catalogEmbeddings = 0;
      const embedding = () => async (texts: string[]) => {
        if (texts.length > 1) catalogEmbeddings++;
        return texts.map((text) => [Number(/issue/i.test(text)), Number(/note/i.test(text)), 1]);
      };
      const embed = embedding();
      const found = await inHost(scope, (runtime) => runtime.search("create an issue"), { embed });
      expect(found.results[0]?.path).toBe("tracker.create_issue");
      const executions = await inHost(scope, (runtime) => runtime.executions(), { embed });
      expect(executions.find((execution) => execution.id === ids.approve)?.status).toBe("paused");
      expect(catalogEmbeddings).toBe(1);
      // Stored, not only remembered: with nothing in memory, a new function reads them from the facet.
      forgetIsolateVectors();
      const again = await inHost(scope, (runtime) => runtime.search("create an issue"), {
        embed: embedding(),
      });
      expect(again).toEqual(found);
      expect(catalogEmbeddings).toBe(1);
    });

    it("approves a paused run: the concurrent reads replay by cause, the approved write runs once", async () => {
      const scope = await upgraded();
      const done = await inHost(scope, (runtime) => runtime.approve({ executionId: ids.approve }));
      expect(done).toMatchObject({ status: "completed", result: { issue: { id: 1 }, reads: [1, 2] } });
      expect(count(scope, "list_issues")).toBe(0);
      expect(world(scope).calls).toEqual([
        expect.objectContaining({
          method: "create_issue",
          args: { title: "approved 12" },
          idempotencyKey: idempotencyKey(ids.approve, 2, { connector: "tracker", method: "create_issue" }),
        }),
      ]);
    });

    it("rejects a paused run without running its action", async () => {
      const scope = await upgraded();
      expect(await inHost(scope, (runtime) => runtime.reject({ executionId: ids.reject, seq: 1 }))).toBe(
        true,
      );
      const executions = await inHost(scope, (runtime) => runtime.executions());
      expect(executions.find((execution) => execution.id === ids.reject)?.status).toBe("rejected");
      expect(world(scope).calls).toEqual([]);
    });

    it("recovers a run interrupted during a read: the read runs again with the key it had before", async () => {
      const scope = await upgraded();
      const recovered = await inHost(scope, (runtime) =>
        runtime.recover({ executionId: ids.interruptedRead }),
      );
      expect(recovered).toMatchObject({ status: "completed", result: 1 });
      const before = meta.calls.find((call) => call.executionId === ids.interruptedRead);
      expect(before?.idempotencyKey).toBeDefined();
      expect(world(scope).calls.map((call) => call.idempotencyKey)).toEqual([before?.idempotencyKey]);
    });

    it("recovers a run interrupted during an approved write as an uncertain pending action", async () => {
      const scope = await upgraded();
      const recovered = await inHost(scope, (runtime) =>
        runtime.recover({ executionId: ids.interruptedWrite }),
      );
      expect(recovered.status).toBe("paused");
      if (recovered.status === "paused")
        expect(recovered.pending).toEqual([expect.objectContaining({ seq: 1, uncertain: true })]);
      expect(world(scope).calls).toEqual([]);
      expect(
        await inHost(scope, (runtime) => runtime.reject({ executionId: ids.interruptedWrite, seq: 1 })),
      ).toBe(true);
    });

    it("rolls back a completed run newest first", async () => {
      const scope = await upgraded();
      await expect(
        inHost(scope, (runtime) => runtime.rollback({ executionId: ids.completed })),
      ).rejects.toThrow(/labels cannot be removed/);
      expect(world(scope).reverts).toEqual([
        { method: "add_label", seq: 2 },
        { method: "create_issue", seq: 1 },
        { method: "add_note", seq: 0 },
      ]);
      const executions = await inHost(scope, (runtime) => runtime.executions());
      expect(executions.find((execution) => execution.id === ids.completed)?.status).toBe("rolled_back");
    });

    it.each([
      ["call identity", "identity_version", CALL_IDENTITY_VERSION + 1, /call identity version 2/],
      ["durable codec", "codec_version", CODEC_VERSION + 1, /durable codec version 2/],
    ])(
      "refuses to continue a run recorded under an unknown %s version, and still lets it be rejected",
      async (_what, column, version, message) => {
        const scope = await upgraded([
          `UPDATE codemode_executions SET ${column} = ${version} WHERE id = '${ids.approve}'`,
        ]);
        const refused = await inHost(scope, (runtime) => runtime.approve({ executionId: ids.approve }));
        expect(refused.status).toBe("error");
        if (refused.status === "error") {
          expect(refused.error).toMatch(message);
          expect(refused.error).toMatch(/reject its pending action/);
        }
        expect(world(scope).calls).toEqual([]);
        expect(await inHost(scope, (runtime) => runtime.reject({ executionId: ids.approve, seq: 2 }))).toBe(
          true,
        );
      },
    );
  },
);
