import { describe, expect, it } from "vitest";
import { MAX_DURABLE_VALUE_BYTES } from "../../src/constants.ts";
import { createHarness } from "../support/harness.ts";
import { TestConnector } from "../support/test-connector.ts";
import { trackerConnector } from "./fixtures.ts";

describe("lifecycle hooks", () => {
  it("fires onPassEnd after every pass and disposeExecution only on terminal transitions", async () => {
    const tracker = trackerConnector();
    const bystander = new TestConnector("bystander", { noop: { execute: () => null } });
    const { engine } = createHarness([tracker, bystander]);
    const paused = await engine().execute({ code: `async () => tracker.create_issue({ title: "x" })` });
    expect(tracker.passEnds).toEqual([{ executionId: paused.executionId, status: "paused" }]);
    expect(tracker.disposals).toEqual([]);
    await engine().approve({ executionId: paused.executionId });
    expect(tracker.passEnds.at(-1)).toEqual({ executionId: paused.executionId, status: "completed" });
    expect(tracker.disposals).toEqual([{ executionId: paused.executionId, status: "completed" }]);
    expect(bystander.disposals).toEqual([{ executionId: paused.executionId, status: "completed" }]);
    await engine().rollback({ executionId: paused.executionId });
    expect(tracker.disposals.at(-1)).toEqual({ executionId: paused.executionId, status: "rolled_back" });
  });

  it("reports errors as error passes and disposes them", async () => {
    const tracker = trackerConnector();
    const { engine } = createHarness([tracker]);
    const output = await engine().execute({ code: `async () => { throw new Error("model bug"); }` });
    expect(output).toMatchObject({ status: "error", error: "model bug" });
    expect(tracker.passEnds.at(-1)?.status).toBe("error");
    expect(tracker.disposals.at(-1)?.status).toBe("error");
  });

  it("adds the real globals to a ReferenceError", async () => {
    const { engine } = createHarness([trackerConnector()]);
    const output = await engine().execute({ code: "async () => host.writeFile('x')" });
    expect(output.status).toBe("error");
    if (output.status === "error") expect(output.error).toMatch(/host is not defined.*tracker, codemode/);
  });
});

describe("durable value limits", () => {
  it("refuses code over the limit up front", async () => {
    const { engine, store } = createHarness([trackerConnector()]);
    const output = await engine().execute({ code: `async () => "${"x".repeat(MAX_DURABLE_VALUE_BYTES)}"` });
    expect(output).toMatchObject({ status: "error", executionId: "" });
    if (output.status === "error") expect(output.error).toMatch(/too large to record durably/);
    expect(await store.list()).toEqual([]);
  });

  it("fails the run on an oversized argument, before the call executes", async () => {
    const tracker = trackerConnector();
    const { engine } = createHarness([tracker]);
    const output = await engine().execute({
      code: `async () => tracker.add_label({ id: 1, note: "x".repeat(1_100_000) })`,
    });
    expect(output.status).toBe("error");
    if (output.status === "error") expect(output.error).toMatch(/input to tracker\.add_label is too large/);
    expect(tracker.count("add_label")).toBe(0);
  });

  it("fails the run on an oversized recorded result, keeping the entry as an error", async () => {
    const tracker = trackerConnector();
    const { engine } = createHarness([tracker]);
    const output = await engine().execute({
      code: "async () => { const text = await tracker.huge({}); return text.length; }",
    });
    expect(output.status).toBe("error");
    if (output.status === "error") expect(output.error).toMatch(/result of tracker\.huge is too large/);
    expect(output.calls?.[0]?.state).toBe("error");
  });

  it("completes with an oversized final result and keeps a placeholder in the audit trail", async () => {
    const { engine } = createHarness([trackerConnector()]);
    const output = await engine().execute({ code: `async () => "y".repeat(1_100_000)` });
    expect(output.status).toBe("completed");
    if (output.status === "completed") expect((output.result as string).length).toBe(1_100_000);
    const [record] = await engine().executions();
    expect(record?.result).toMatch(/^\[codemode: result omitted from the audit trail/);
  });

  it("fails the run on an unserializable argument with a clear message", async () => {
    const { engine } = createHarness([trackerConnector()]);
    const output = await engine().execute({
      code: "async () => { const a = {}; a.self = a; return tracker.add_label(a); }",
    });
    expect(output.status).toBe("error");
    if (output.status === "error")
      expect(output.error).toMatch(/cannot be recorded durably: a circular reference at value\.self/);
  });
});

describe("retention and expiry", () => {
  it("keeps maxExecutions terminal records when a new run begins and never prunes paused runs", async () => {
    const tracker = trackerConnector();
    const harness = createHarness([tracker]);
    const engine = harness.engine({ maxExecutions: 2 });
    const paused = await engine.execute({ code: `async () => tracker.create_issue({ title: "keep" })` });
    for (let index = 0; index < 4; index++) {
      harness.clock.advance(1);
      await engine.execute({ code: `async () => ${index}` });
    }
    const records = await engine.executions();
    expect(records.map((record) => record.status)).toEqual(["completed", "completed", "completed", "paused"]);
    expect(records.at(-1)?.id).toBe(paused.executionId);
    expect(await engine.pruneExecutions(1)).toBe(2);
    expect(await engine.executions(1)).toHaveLength(1);
    await expect(engine.executions(-1)).rejects.toThrow(/limit must be a whole number/);
  });

  it("expires stale paused runs as rejected and stale running runs as error, disposing both", async () => {
    const tracker = trackerConnector();
    const harness = createHarness([tracker]);
    const paused = await harness
      .engine()
      .execute({ code: `async () => tracker.create_issue({ title: "old" })` });
    harness.clock.advance(10_000);
    const fresh = await harness
      .engine()
      .execute({ code: `async () => tracker.create_issue({ title: "new" })` });
    const expired = await harness.engine().expirePaused({ maxAgeMs: 5_000 });
    expect(expired).toEqual([paused.executionId]);
    const records = await harness.engine().executions();
    expect(records.find((record) => record.id === paused.executionId)).toMatchObject({
      status: "rejected",
      error: "Expired awaiting approval",
    });
    expect(records.find((record) => record.id === fresh.executionId)?.status).toBe("paused");
    expect(tracker.disposals).toContainEqual({ executionId: paused.executionId, status: "rejected" });
    expect(await harness.engine().pending()).toHaveLength(1);
  });

  it("deletes one execution and disposes a live one", async () => {
    const tracker = trackerConnector();
    const { engine } = createHarness([tracker]);
    const paused = await engine().execute({ code: `async () => tracker.create_issue({ title: "x" })` });
    expect(await engine().deleteExecution(paused.executionId)).toBe(true);
    expect(await engine().deleteExecution(paused.executionId)).toBe(false);
    expect(tracker.disposals).toContainEqual({ executionId: paused.executionId, status: "rejected" });
    expect(await engine().pending()).toEqual([]);
  });
});

describe("transformResult", () => {
  it("reshapes only the model-facing result; the audit trail keeps the raw value", async () => {
    const { engine } = createHarness([trackerConnector()]);
    const runtime = engine({ transformResult: (result) => ({ wrapped: result }) });
    const output = await runtime.execute({ code: "async () => 41 + 1" });
    expect(output).toMatchObject({ status: "completed", result: { wrapped: 42 } });
    const [record] = await runtime.executions();
    expect(record?.result).toBe(42);
  });

  it("falls back to the raw result when the transform throws", async () => {
    const { engine } = createHarness([trackerConnector()]);
    const runtime = engine({
      transformResult: () => {
        throw new Error("bad transform");
      },
    });
    expect(await runtime.execute({ code: "async () => 'raw'" })).toMatchObject({
      status: "completed",
      result: "raw",
    });
  });
});

describe("connectors at construction and at resume", () => {
  it("rejects duplicate and reserved connector names", () => {
    const { engine } = createHarness([]);
    expect(() => engine({ connectors: [new TestConnector("a", {}), new TestConnector("a", {})] })).toThrow(
      /Two connectors are named "a"/,
    );
    expect(() => engine({ connectors: [new TestConnector("codemode", {})] })).toThrow(/reserved/);
  });

  it("leaves a run paused when a recorded connector is gone, with a clear error", async () => {
    const tracker = trackerConnector();
    const extra = new TestConnector("extra", {});
    const harness = createHarness([tracker, extra]);
    const paused = await harness
      .engine()
      .execute({ code: `async () => tracker.create_issue({ title: "x" })` });
    const output = await harness
      .engine({ connectors: [tracker] })
      .approve({ executionId: paused.executionId });
    expect(output.status).toBe("error");
    if (output.status === "error") expect(output.error).toMatch(/requires connector\(s\) "extra"/);
    expect((await harness.store.load(paused.executionId))?.status).toBe("paused");
  });

  it("checks a new call's arguments before recording it, so bad input to a gated call never waits for approval", async () => {
    const tracker = trackerConnector();
    const checked = Object.assign(tracker, {
      checkArguments: async (_method: string, args: unknown) =>
        typeof (args as { title?: unknown }).title === "string"
          ? undefined
          : "tracker.create_issue: input.title must be a string, got number.",
    });
    const { engine } = createHarness([checked]);
    const output = await engine().execute({ code: "async () => tracker.create_issue({ title: 7 })" });
    expect(output.status).toBe("error");
    if (output.status === "error") expect(output.error).toMatch(/input\.title must be a string/);
    expect(output.calls).toEqual([]);
    expect(await engine().pending()).toEqual([]);
  });

  it("answers a call to a method the connector does not have without logging it", async () => {
    const { engine } = createHarness([trackerConnector()]);
    const output = await engine().execute({ code: "async () => tracker.delete_everything({})" });
    expect(output.status).toBe("error");
    if (output.status === "error")
      expect(output.error).toMatch(
        /tracker\.delete_everything is not a method of tracker\. Its methods are: list_issues/,
      );
    expect(output.calls).toEqual([]);
  });
});
