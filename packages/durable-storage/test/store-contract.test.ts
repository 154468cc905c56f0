import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import {
  type ExecutionPatch,
  type ExecutionStore,
  MemoryExecutionStore,
  type StoredEntry,
} from "@codemode/runtime-core";
import { currentVersions } from "@codemode/runtime-core/internal";
import { describe, expect, it } from "vitest";
import { facetStore } from "../src/facet-store.ts";
import { SqlExecutionStore } from "../src/index.ts";

/**
 * The `ExecutionStore` contract: one suite, run against every implementation (the SQLite store on real
 * Durable Object storage, the same store reached over real RPC through the runtime facet as a host sees it,
 * and runtime-core's memory store), so they cannot drift apart. What only SQLite has
 * (migrations, row sizes) is tested in sql-store.test.ts.
 */

const versions = currentVersions();

type WithStore = <T>(name: string, work: (store: ExecutionStore) => Promise<T>) => Promise<T>;

const IMPLEMENTATIONS: Array<[string, WithStore]> = [
  [
    "SqlExecutionStore",
    (name, work) =>
      runInDurableObject(
        env.STORE_HOST.get(env.STORE_HOST.idFromName(`contract-${name}`)),
        (_instance, state) => work(new SqlExecutionStore(state.storage)),
      ),
  ],
  [
    "facetStore (RPC to the CodemodeRuntime facet)",
    (name, work) =>
      runInDurableObject(env.HOST.get(env.HOST.idFromName(`contract-${name}`)), (_instance, state) =>
        work(facetStore(state, `contract-${name}`)),
      ),
  ],
  ["MemoryExecutionStore", (_name, work) => work(new MemoryExecutionStore())],
];

const entry = (seq: number, overrides: Partial<StoredEntry> = {}): StoredEntry => ({
  seq,
  connector: "tracker",
  method: "list",
  args: `{"page":${seq}}`,
  requiresApproval: false,
  state: "executing",
  ...overrides,
});

describe.each(IMPLEMENTATIONS)("%s keeps the ExecutionStore contract", (_name, withStore) => {
  it("creates, loads with the whole log in one read, and applies fenced commits", async () => {
    await withStore("commit", async (store) => {
      await store.create(
        { id: "e1", code: "async () => 1", connectors: ["tracker"], seed: "s", ...versions, createdAt: 10 },
        { keep: 50 },
      );
      const patch: ExecutionPatch = {
        entries: [entry(0), entry(1, { state: "pending", requiresApproval: true, cause: "c1", at: 11 })],
        set: { status: "paused" },
        updatedAt: 12,
      };
      expect(await store.commit("e1", { attempt: 1 }, patch)).toBe(true);
      expect(await store.commit("e1", { attempt: 2 }, { set: { status: "error" }, updatedAt: 13 })).toBe(
        false,
      );
      expect(
        await store.commit(
          "e1",
          { attempt: 1, expectStatus: ["running"] },
          { set: { status: "error" }, updatedAt: 13 },
        ),
      ).toBe(false);
      const loaded = await store.load("e1");
      expect(loaded).toMatchObject({
        id: "e1",
        status: "paused",
        attempt: 1,
        updatedAt: 12,
        connectors: ["tracker"],
        seed: "s",
      });
      expect(loaded?.log).toEqual([
        entry(0),
        entry(1, { state: "pending", requiresApproval: true, cause: "c1", at: 11 }),
      ]);
      expect(await store.load("missing")).toBeNull();
    });
  });

  it("claims a paused execution once: the second claim sees it running", async () => {
    await withStore("claim", async (store) => {
      await store.create(
        { id: "e1", code: "async () => 1", connectors: ["a", "b"], seed: "s", ...versions, createdAt: 1 },
        { keep: 50 },
      );
      await store.commit("e1", { attempt: 1 }, { set: { status: "paused" }, updatedAt: 2 });
      const missing = await store.claim("e1", { from: "paused", configured: ["a"], now: 3 });
      expect(missing).toMatchObject({
        ok: false,
        error: expect.stringMatching(/requires connector\(s\) "b"/),
      });
      const stale = await store.claim("e1", {
        from: "paused",
        configured: ["a", "b"],
        now: 3,
        expectPending: 4,
      });
      expect(stale).toMatchObject({
        ok: false,
        error: expect.stringMatching(/no longer waits on step 4; it now waits on nothing/),
      });
      const first = await store.claim("e1", { from: "paused", configured: ["a", "b"], now: 4 });
      expect(first).toMatchObject({ ok: true, execution: { status: "running", attempt: 2 } });
      const second = await store.claim("e1", { from: "paused", configured: ["a", "b"], now: 5 });
      expect(second).toMatchObject({ ok: false, status: "running" });
    });
  });

  it("rejects only a pending action of a paused execution", async () => {
    await withStore("reject", async (store) => {
      await store.create(
        { id: "e1", code: "c", connectors: [], seed: "s", ...versions, createdAt: 1 },
        { keep: 50 },
      );
      await store.commit(
        "e1",
        { attempt: 1 },
        {
          entries: [entry(0, { state: "pending", requiresApproval: true })],
          set: { status: "paused" },
          updatedAt: 2,
        },
      );
      expect(await store.reject("e1", 1, 3)).toBe(false);
      expect(await store.reject("e1", 0, 3)).toBe(true);
      expect(await store.reject("e1", 0, 4)).toBe(false);
      expect(await store.load("e1")).toMatchObject({ status: "rejected", log: [{ state: "reverted" }] });
    });
  });

  it("keeps maxExecutions terminal records, never prunes live ones, and lists newest first", async () => {
    await withStore("retention", async (store) => {
      await store.create(
        { id: "live", code: "c", connectors: [], seed: "s", ...versions, createdAt: 1 },
        { keep: 2 },
      );
      for (let index = 0; index < 5; index++) {
        await store.create(
          { id: `t${index}`, code: "c", connectors: [], seed: "s", ...versions, createdAt: 10 + index },
          { keep: 2 },
        );
        await store.commit(
          `t${index}`,
          { attempt: 1 },
          { entries: [entry(0)], set: { status: "completed" }, updatedAt: 20 },
        );
      }
      const all = await store.list();
      expect(all.map((execution) => execution.id)).toEqual(["t4", "t3", "t2", "live"]);
      expect(await store.prune(1)).toBe(2);
      expect((await store.list({ limit: 1 })).map((execution) => execution.id)).toEqual(["t4"]);
      expect((await store.list({ status: "running" })).map((execution) => execution.id)).toEqual(["live"]);
    });
  });

  it("deletes an execution with its log and returns the deleted row", async () => {
    await withStore("delete", async (store) => {
      await store.create(
        { id: "e1", code: "c", connectors: ["tracker"], seed: "s", ...versions, createdAt: 1 },
        { keep: 50 },
      );
      await store.commit(
        "e1",
        { attempt: 1 },
        { entries: [entry(0)], set: { status: "completed" }, updatedAt: 2 },
      );
      expect(await store.delete("e1")).toMatchObject({ id: "e1", status: "completed", updatedAt: 2 });
      expect(await store.delete("e1")).toBeNull();
      expect(await store.load("e1")).toBeNull();
      expect(await store.list()).toEqual([]);
    });
  });

  it("expires stale live executions with conditional status changes", async () => {
    await withStore("expire", async (store) => {
      await store.create(
        { id: "p", code: "c", connectors: [], seed: "s", ...versions, createdAt: 1 },
        { keep: 50 },
      );
      await store.commit(
        "p",
        { attempt: 1 },
        {
          entries: [entry(0, { state: "pending", requiresApproval: true })],
          set: { status: "paused" },
          updatedAt: 2,
        },
      );
      await store.create(
        { id: "r", code: "c", connectors: [], seed: "s", ...versions, createdAt: 1 },
        { keep: 50 },
      );
      await store.create(
        { id: "fresh", code: "c", connectors: [], seed: "s", ...versions, createdAt: 900 },
        { keep: 50 },
      );
      const expired = await store.expire(1_000, 500);
      expect(expired).toEqual(
        expect.arrayContaining([
          { id: "p", status: "rejected" },
          { id: "r", status: "error" },
        ]),
      );
      expect(expired).toHaveLength(2);
      expect(await store.load("p")).toMatchObject({
        status: "rejected",
        error: "Expired awaiting approval",
        log: [{ state: "reverted" }],
      });
      expect((await store.load("r"))?.attempt).toBe(2);
      expect(await store.expire(1_000, 500)).toEqual([]);
    });
  });

  it("saves, lists, replaces and deletes snippets with the execution's connectors", async () => {
    await withStore("snippets", async (store) => {
      await store.create(
        {
          id: "e1",
          code: "async (input) => input",
          connectors: ["tracker"],
          seed: "s",
          ...versions,
          createdAt: 1,
        },
        { keep: 50 },
      );
      const schema = { type: "object", properties: { big: { type: "integer", default: 1n } } };
      const saved = await store.saveSnippet("echo", "e1", {
        description: "Echo.",
        inputSchema: schema,
        savedAt: 5,
      });
      expect(saved).toMatchObject({ name: "echo", code: "async (input) => input", connectors: ["tracker"] });
      expect(await store.saveSnippet("x", "missing", { description: "", savedAt: 5 })).toBeNull();
      expect(await store.listSnippets()).toEqual([
        {
          name: "echo",
          description: "Echo.",
          code: "async (input) => input",
          savedAt: 5,
          inputSchema: schema,
          connectors: ["tracker"],
        },
      ]);
      const claim = await store.create(
        {
          id: "e2",
          code: "async () => codemode.run('echo')",
          connectors: [],
          seed: "s",
          ...versions,
          createdAt: 2,
        },
        { keep: 50, withSnippets: true },
      );
      expect(claim.snippets?.map((snippet) => snippet.name)).toEqual(["echo"]);
      expect(await store.deleteSnippet("echo")).toBe(true);
      expect(await store.deleteSnippet("echo")).toBe(false);
    });
  });
});
