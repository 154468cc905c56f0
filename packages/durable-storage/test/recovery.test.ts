import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createCodemodeRuntime, facetName, MISSING_EXPORT } from "../src/index.ts";
import { count, inHost, world } from "./runtime-harness.ts";

/** Runs `work` and expects the host Durable Object to die during it (its memory is lost). */
async function dies(work: Promise<unknown>): Promise<void> {
  await expect(work).rejects.toThrow();
}

describe("eviction, host crashes and races", () => {
  it("resumes a paused run from storage after the host was evicted between passes", async () => {
    const scope = "eviction";
    const paused = await inHost(scope, (runtime) =>
      runtime.execute({
        code: `async () => { const l = await tracker.list_issues({}); return tracker.create_issue({ title: "r" + l.read }); }`,
      }),
    );
    await dies(inHost(scope, async (_runtime, state) => state.abort("evicted")));
    const done = await inHost(scope, (runtime) => runtime.approve({ executionId: paused.executionId }));
    expect(done).toMatchObject({ status: "completed", result: { id: 1 } });
    expect(count(scope, "list_issues")).toBe(1);
  });

  it("recovers a run whose host died while a read was in flight: the read runs again with the same key", async () => {
    const scope = "crash-read";
    world(scope).crashes = 1;
    await dies(
      inHost(scope, (runtime) =>
        runtime.execute({
          code: `async () => { const r = await tracker.crash_after_read({}); return r.read; }`,
        }),
      ),
    );
    const [stuck] = await inHost(scope, (runtime) => runtime.executions());
    expect(stuck?.status).toBe("running");
    // a read without approval is recorded with the pass's next write, which the dead host never made
    expect(stuck?.log).toEqual([]);
    const approve = await inHost(scope, (runtime) => runtime.approve({ executionId: stuck?.id ?? "" }));
    expect(approve.status).toBe("error");
    const recovered = await inHost(scope, (runtime) => runtime.recover({ executionId: stuck?.id ?? "" }));
    expect(recovered).toMatchObject({ status: "completed", result: 1 });
    const reads = world(scope).calls.filter((call) => call.method === "crash_after_read");
    expect(reads).toHaveLength(2);
    expect(reads[1]?.idempotencyKey).toBe(reads[0]?.idempotencyKey);
  });

  it("surfaces an approved write whose host died mid-call as uncertain instead of running it twice", async () => {
    const scope = "crash-write";
    const paused = await inHost(scope, (runtime) =>
      runtime.execute({ code: `async () => tracker.crash_after_write({ n: 1 })` }),
    );
    world(scope).crashes = 1;
    await dies(inHost(scope, (runtime) => runtime.approve({ executionId: paused.executionId })));
    expect(count(scope, "crash_after_write")).toBe(1);
    const recovered = await inHost(scope, (runtime) => runtime.recover({ executionId: paused.executionId }));
    expect(recovered.status).toBe("paused");
    if (recovered.status === "paused")
      expect(recovered.pending).toEqual([expect.objectContaining({ seq: 0, uncertain: true })]);
    expect(count(scope, "crash_after_write")).toBe(1);
    const approved = await inHost(scope, (runtime) => runtime.approve({ executionId: paused.executionId }));
    expect(approved).toMatchObject({ status: "completed", result: { written: true } });
    expect(count(scope, "crash_after_write")).toBe(2);
  });

  it("runs a double approve once, and never both an approve and a reject", async () => {
    const scope = "races";
    const code = `async () => tracker.create_issue({ title: "race" })`;
    const first = await inHost(scope, (runtime) => runtime.execute({ code }));
    const approvals = await inHost(scope, (runtime) =>
      Promise.all([
        runtime.approve({ executionId: first.executionId }),
        runtime.approve({ executionId: first.executionId }),
      ]),
    );
    expect(approvals.map((output) => output.status).sort()).toEqual(["completed", "error"]);
    expect(count(scope, "create_issue")).toBe(1);
    const second = await inHost(scope, (runtime) => runtime.execute({ code }));
    const [approved, rejected] = await inHost(scope, (runtime) =>
      Promise.all([
        runtime.approve({ executionId: second.executionId }),
        runtime.reject({ seq: 0, executionId: second.executionId }),
      ]),
    );
    expect(
      rejected
        ? approved.status === "error" && count(scope, "create_issue") === 1
        : approved.status === "completed" && count(scope, "create_issue") === 2,
    ).toBe(true);
  });

  it("fails runtime.tool() and the first use with instructions when the Worker entry does not export CodemodeRuntime", async () => {
    const stub = env.HOST.get(env.HOST.idFromName("missing-export"));
    await runInDurableObject(stub, async (_instance, state) => {
      const withoutExports = new Proxy(state, {
        get: (target, property) => (property === "exports" ? {} : Reflect.get(target, property, target)),
      }) as DurableObjectState;
      const runtime = createCodemodeRuntime({
        ctx: withoutExports,
        connectors: [],
        executor: { execute: async () => ({ result: 1 }) },
      });
      expect(() => runtime.tool()).toThrow(MISSING_EXPORT);
      await expect(runtime.execute({ code: "async () => 1" })).rejects.toThrow(MISSING_EXPORT);
      expect(MISSING_EXPORT).toMatch(/export \{ CodemodeRuntime \} from "codemode"/);
      expect(MISSING_EXPORT).toMatch(/codemode\/vite/);
      expect(() =>
        createCodemodeRuntime({
          ctx: state,
          connectors: [],
          executor: { execute: async () => ({ result: 1 }) },
        }).tool(),
      ).not.toThrow();
    });
    expect(facetName("default")).toBe("codemode:default");
  });

  it("rejects invalid construction options clearly", async () => {
    await inHost("construction", async (_runtime, state) => {
      expect(() =>
        createCodemodeRuntime({
          ctx: state,
          connectors: [],
          executor: { execute: async () => ({ result: 1 }) },
          name: "a/b",
        }),
      ).toThrow(/Invalid codemode runtime name "a\/b"/);
      expect(() =>
        createCodemodeRuntime({
          ctx: state,
          connectors: "x" as never,
          executor: { execute: async () => ({ result: 1 }) },
        }),
      ).toThrow(/connectors must be an array/);
      expect(() => createCodemodeRuntime({ ctx: state, connectors: [], executor: {} as never })).toThrow(
        /executor must implement execute/,
      );
    });
  });
});
