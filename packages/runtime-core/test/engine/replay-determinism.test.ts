import { describe, expect, it } from "vitest";
import { createHarness } from "../support/harness.ts";
import { TestConnector } from "../support/test-connector.ts";
import { trackerConnector } from "./fixtures.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads that answer after a delay chosen per pass, so concurrent calls finish in a different order each pass. */
function slowReads(delays: () => number[]) {
  let pass = -1;
  let position = 0;
  return new TestConnector("slow", {
    read: {
      execute: async (args) => {
        const plan = delays();
        await sleep(plan[position++ % plan.length] ?? 0);
        return { value: (args as { key: string }).key };
      },
    },
    write: { requiresApproval: true, execute: (args) => ({ wrote: args }) },
    reset: {
      execute: () => {
        pass++;
        position = 0;
        return pass;
      },
    },
  });
}

describe("replay", () => {
  it("replays concurrent branches after a pause even when their calls finish in another order", async () => {
    let order = [30, 1, 15, 5];
    const slow = slowReads(() => order);
    const { engine } = createHarness([slow]);
    const code = `async () => {
      const branch = async (key) => {
        const first = await slow.read({ key: key + "-1" });
        const second = await slow.read({ key: first.value + "-2" });
        return second.value;
      };
      const values = await Promise.all([branch("a"), branch("b")]);
      const written = await slow.write({ values });
      return { values, written };
    }`;
    const paused = await engine().execute({ code });
    expect(paused.status).toBe("paused");
    order = [1, 30, 2, 20];
    const done = await engine().approve({ executionId: paused.executionId });
    expect(done).toMatchObject({
      status: "completed",
      result: { values: ["a-1-2", "b-1-2"], written: { wrote: { values: ["a-1-2", "b-1-2"] } } },
    });
    expect(slow.count("read")).toBe(4);
  });

  it("gives concurrent calls the same causal identities on every pass", async () => {
    let order = [20, 1, 10];
    const slow = slowReads(() => order);
    const { engine, store } = createHarness([slow]);
    const code = `async () => {
      const values = await Promise.all(["x", "y", "z"].map((key) => slow.read({ key })));
      await slow.write({ n: values.length });
      return values.map((value) => value.value);
    }`;
    const paused = await engine().execute({ code });
    const firstCauses = (await store.load(paused.executionId))?.log.map((entry) => entry.cause);
    order = [1, 20, 5];
    await engine().approve({ executionId: paused.executionId });
    const secondCauses = (await store.load(paused.executionId))?.log.slice(0, 4).map((entry) => entry.cause);
    expect(secondCauses).toEqual(firstCauses);
    expect(new Set(firstCauses).size).toBe(4);
  });

  it("makes Math.random and Date.now replay identically without codemode.step", async () => {
    const tracker = trackerConnector();
    const harness = createHarness([tracker]);
    const code = `async () => {
      const token = Math.random().toString(36).slice(2);
      const stamp = Date.now();
      await tracker.list_issues({});
      const later = Date.now();
      const created = await tracker.create_issue({ title: "t-" + token + "-" + stamp + "-" + later });
      return created;
    }`;
    const paused = await harness.engine().execute({ code });
    expect(paused.status).toBe("paused");
    harness.clock.advance(3_600_000);
    const done = await harness.engine().approve({ executionId: paused.executionId });
    expect(done.status).toBe("completed");
    expect(tracker.count("create_issue")).toBe(1);
  });

  it("keeps randomness after a step identical when the step's closure is skipped on replay", async () => {
    const tracker = trackerConnector();
    const { engine } = createHarness([tracker]);
    const code = `async () => {
      const inside = await codemode.step("roll", () => Math.random());
      const after = Math.random();
      return tracker.create_issue({ title: inside + ":" + after });
    }`;
    const paused = await engine().execute({ code });
    const done = await engine().approve({ executionId: paused.executionId });
    expect(done.status).toBe("completed");
  });

  it("runs a step once and replays its value", async () => {
    const tracker = trackerConnector();
    const { engine } = createHarness([tracker]);
    const globals = globalThis as { stepRuns?: number };
    globals.stepRuns = 0;
    const code = `async () => {
      const id = await codemode.step("make-id", () => { globalThis.stepRuns++; return "id-" + globalThis.stepRuns; });
      const created = await tracker.create_issue({ title: id });
      return { id, created };
    }`;
    const paused = await engine().execute({ code });
    expect(paused.calls?.[0]).toMatchObject({
      connector: "__step",
      method: "make-id",
      state: "applied",
      result: "id-1",
    });
    const done = await engine().approve({ executionId: paused.executionId });
    expect(done).toMatchObject({ status: "completed", result: { id: "id-1", created: { id: 1 } } });
    expect(globals.stepRuns).toBe(1);
  });

  it("reports changed arguments as a divergence error, never as a thrown error", async () => {
    const tracker = trackerConnector();
    const { engine } = createHarness([tracker]);
    const globals = globalThis as { flip?: number };
    globals.flip = 1;
    const code = `async () => {
      await tracker.get_issue({ id: globalThis.flip });
      return tracker.create_issue({ title: "x" });
    }`;
    const paused = await engine().execute({ code });
    globals.flip = 2;
    const output = await engine().approve({ executionId: paused.executionId });
    expect(output.status).toBe("error");
    if (output.status === "error") {
      expect(output.error).toMatch(
        /^Codemode replay divergence at step 0: tracker\.get_issue was called with different arguments/,
      );
    }
    expect(tracker.count("create_issue")).toBe(0);
  });

  it("reports a different call at a recorded position as a divergence", async () => {
    const tracker = trackerConnector();
    const { engine } = createHarness([tracker]);
    const globals = globalThis as { useList?: boolean };
    globals.useList = true;
    const code = `async () => {
      if (globalThis.useList) await tracker.list_issues({}); else await tracker.get_issue({ id: 1 });
      return tracker.create_issue({ title: "x" });
    }`;
    const paused = await engine().execute({ code });
    globals.useList = false;
    const output = await engine().approve({ executionId: paused.executionId });
    expect(output.status).toBe("error");
    if (output.status === "error") expect(output.error).toMatch(/^Codemode replay divergence at step \d+:/);
    expect(tracker.count("create_issue")).toBe(0);
    expect(tracker.count("get_issue")).toBe(0);
  });

  it("treats a replay that finishes without reaching recorded calls as a divergence (no silent tail)", async () => {
    const tracker = trackerConnector();
    const { engine, store } = createHarness([tracker]);
    const globals = globalThis as { skip?: boolean };
    globals.skip = false;
    const code = `async () => {
      const created = await tracker.create_issue({ title: "x" });
      if (!globalThis.skip) return tracker.create_issue({ title: "y" });
      return created;
    }`;
    const paused = await engine().execute({ code });
    const again = await engine().approve({ executionId: paused.executionId });
    expect(again.status).toBe("paused");
    globals.skip = true;
    const output = await engine().approve({ executionId: paused.executionId });
    expect(output.status).toBe("error");
    if (output.status === "error")
      expect(output.error).toMatch(/finished without reaching tracker\.create_issue/);
    expect(await engine().pending()).toEqual([]);
    expect((await store.load(paused.executionId))?.status).toBe("error");
  });

  it("replays leniently, as the reference does, with strictReplay: false", async () => {
    const tracker = trackerConnector();
    const { engine } = createHarness([tracker]);
    const globals = globalThis as { skipLenient?: boolean };
    globals.skipLenient = false;
    const code = `async () => {
      const created = await tracker.create_issue({ title: "x" });
      if (!globalThis.skipLenient) return tracker.create_issue({ title: "y" });
      return created;
    }`;
    const lenient = engine({ strictReplay: false });
    const paused = await lenient.execute({ code });
    await lenient.approve({ executionId: paused.executionId });
    globals.skipLenient = true;
    expect(await lenient.approve({ executionId: paused.executionId })).toMatchObject({
      status: "completed",
      result: { id: 1 },
    });
  });

  it("gives the sandbox the platform's randomness with deterministicSandbox: false", async () => {
    const tracker = trackerConnector();
    const { engine, executor } = createHarness([tracker]);
    const seen: unknown[] = [];
    const original = executor.execute.bind(executor);
    executor.execute = (code, providers, options) => {
      seen.push(options?.determinism);
      return original(code, providers, options);
    };
    await engine({ deterministicSandbox: false }).execute({ code: "async () => 1" });
    await engine().execute({ code: "async () => 1" });
    expect(seen[0]).toBeUndefined();
    expect(seen[1]).toMatchObject({ seed: expect.any(String), startTime: expect.any(Number) });
  });

  it("replays a recorded tool error instead of running the call again", async () => {
    const tracker = trackerConnector();
    const { engine } = createHarness([tracker]);
    const code = `async () => {
      let failure = "";
      try { await tracker.explode({}); } catch (error) { failure = error.message; }
      await tracker.create_issue({ title: failure });
      return failure;
    }`;
    const paused = await engine().execute({ code });
    expect(paused.calls?.[0]).toMatchObject({ state: "error", result: "tracker is down" });
    const done = await engine().approve({ executionId: paused.executionId });
    expect(done).toMatchObject({ status: "completed", result: "tracker is down" });
    expect(tracker.count("explode")).toBe(1);
  });

  it("runs ephemeral reads again on replay and never stores their results", async () => {
    const tracker = trackerConnector();
    const { engine, store } = createHarness([tracker]);
    const code = `async () => {
      const file = await tracker.read_file({ path: "a" });
      await tracker.create_issue({ title: "t" });
      return file.content;
    }`;
    const paused = await engine().execute({ code });
    const entry = (await store.load(paused.executionId))?.log[0];
    expect(entry).toMatchObject({ state: "applied", ephemeral: true });
    expect(entry?.result).toBeUndefined();
    const done = await engine().approve({ executionId: paused.executionId });
    expect(done.status).toBe("completed");
    expect(tracker.count("read_file")).toBe(2);
  });

  it("returns binary results intact, first time and on replay", async () => {
    const tracker = trackerConnector();
    const { engine } = createHarness([tracker]);
    const code = `async () => {
      const bytes = await tracker.binary({});
      await tracker.create_issue({ title: "t" });
      return Array.from(bytes);
    }`;
    const paused = await engine().execute({ code });
    const done = await engine().approve({ executionId: paused.executionId });
    expect(done).toMatchObject({ status: "completed", result: [1, 2, 3, 255] });
  });
});
