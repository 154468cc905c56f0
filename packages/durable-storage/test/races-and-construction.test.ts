import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createCodemodeRuntime, facetName, MISSING_EXPORT } from "../src/index.ts";
import { count, inHost } from "./runtime-harness.ts";

describe("races and construction", () => {
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
      const executor = { execute: async () => ({ result: 1 }) };
      const embed = async (texts: string[]) => texts.map(() => [1]);
      for (const embeddingModel of [42, "m".repeat(257)])
        expect(() =>
          createCodemodeRuntime({
            ctx: state,
            connectors: [],
            executor,
            embed,
            embeddingModel: embeddingModel as never,
          }),
        ).toThrow(/embeddingModel must be a string of at most 256 characters/);
      expect(() =>
        createCodemodeRuntime({
          ctx: state,
          connectors: [],
          executor,
          embed,
          embeddingModel: "m".repeat(256),
        }),
      ).not.toThrow();
    });
  });
});
