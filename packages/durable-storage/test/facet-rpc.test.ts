import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { type ExecutionStore, MemoryExecutionStore } from "@codemode/runtime-core";
import { currentVersions } from "@codemode/runtime-core/internal";
import { describe, expect, expectTypeOf, it } from "vitest";
import { facetStore } from "../src/facet-store.ts";
import { CodemodeRuntime } from "../src/index.ts";
import { STORE_METHODS, type StoreMethod } from "../src/store-methods.ts";
import type { WireExecution } from "../src/wire.ts";

/**
 * The facet's RPC surface is generated from `STORE_METHODS`: every store method must answer over a real facet
 * RPC exactly as the store answers in memory. The table is keyed by every method of the port, so a method
 * added to `ExecutionStore` needs a case here too.
 */

const versions = currentVersions();
const execution = { id: "e1", code: "async () => 1", connectors: ["tracker"], seed: "s", ...versions };

/** One call of each method, in an order where each finds the state the previous ones left. */
const CALLS: { [Method in StoreMethod]: Parameters<ExecutionStore[Method]> } = {
  create: [{ ...execution, createdAt: 1 }, { keep: 50 }],
  load: ["e1"],
  commit: [
    "e1",
    { attempt: 1 },
    {
      entries: [
        {
          seq: 0,
          connector: "tracker",
          method: "close",
          args: "{}",
          requiresApproval: true,
          state: "pending",
        },
      ],
      set: { status: "paused" },
      updatedAt: 2,
    },
  ],
  claim: ["e1", { from: "paused", configured: ["tracker"], now: 3 }],
  reject: ["e1", 0, 4],
  expire: [1_000, 10],
  list: [{ limit: 5 }],
  saveSnippet: ["one", "e1", { description: "Returns one.", savedAt: 5 }],
  listSnippets: [],
  deleteSnippet: ["one"],
  prune: [0],
  delete: ["e1"],
};

const ORDER: StoreMethod[] = [
  "create",
  "load",
  "commit",
  "list",
  "saveSnippet",
  "listSnippets",
  "deleteSnippet",
  "reject",
  "claim",
  "expire",
  "delete",
  "prune",
];

async function callAll(store: ExecutionStore): Promise<Array<[StoreMethod, unknown]>> {
  const results: Array<[StoreMethod, unknown]> = [];
  for (const method of ORDER) {
    const call = store[method] as (...args: unknown[]) => Promise<unknown>;
    results.push([method, await call.apply(store, CALLS[method])]);
  }
  return results;
}

describe("the CodemodeRuntime facet's RPC surface", () => {
  it("defines every store method on the prototype, where Workers RPC finds it", () => {
    expect([...ORDER].sort()).toEqual([...STORE_METHODS].sort());
    for (const method of STORE_METHODS) {
      expect(Object.hasOwn(CodemodeRuntime.prototype, method)).toBe(true);
      expect(typeof CodemodeRuntime.prototype[method]).toBe("function");
    }
  });

  it("answers every store method over a real facet RPC as the store does in memory", async () => {
    const viaFacet = await runInDurableObject(env.HOST.get(env.HOST.idFromName("facet-rpc")), (_i, state) =>
      callAll(facetStore(state, "facet-rpc")),
    );
    const inMemory = await callAll(new MemoryExecutionStore());
    expect(viaFacet.map(([method]) => method)).toEqual(ORDER);
    expect(viaFacet).toEqual(inMemory);
    expect(viaFacet.find(([method]) => method === "load")?.[1]).toMatchObject({ id: "e1", log: [] });
  });

  it("types the facet's stub from the same list", () => {
    const logOf = async (stub: DurableObjectStub<CodemodeRuntime>) => (await stub.load("e1"))?.log;
    expectTypeOf(logOf).returns.resolves.toEqualTypeOf<WireExecution["log"] | undefined>();
    expectTypeOf<Parameters<CodemodeRuntime["claim"]>>().toEqualTypeOf<Parameters<ExecutionStore["claim"]>>();
  });
});
