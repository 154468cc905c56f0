import { describe, expect, it } from "vitest";
import { RuntimeEngine } from "../../src/engine/runtime-engine.ts";
import { type CrashPoint, HostDeath } from "../support/crash.ts";
import { createHarness, quietLogger, testDiscovery } from "../support/harness.ts";
import { trackerConnector } from "./fixtures.ts";

const READ_THEN_LABEL = `async () => {
  const list = await tracker.list_issues({});
  const label = await tracker.add_label({ id: 3 });
  return { read: list.read, label };
}`;

const CREATE = `async () => {
  await tracker.list_issues({});
  const created = await tracker.create_issue({ title: "once" });
  return created;
}`;

/** Runs `work` on a host that dies at `point`, then returns a fresh host (engine) over the same durable store. */
async function crashThenRestart(point: CrashPoint, work: (engine: RuntimeEngine) => Promise<unknown>) {
  const tracker = trackerConnector();
  const harness = createHarness([tracker]);
  const death = new HostDeath(point);
  const doomed = harness.engine({
    store: death.store(harness.store),
    connectors: [death.connector(tracker)],
  });
  await work(doomed);
  expect(death.dead).toBe(true);
  return { tracker, harness, fresh: harness.engine() };
}

describe("host crash mid-pass and recovery", () => {
  it("loses nothing when the host dies before the decision is stored: the read runs once, on recovery", async () => {
    const { tracker, harness, fresh } = await crashThenRestart(
      { at: "commit", index: 0, applied: false },
      (engine) => engine.execute({ code: READ_THEN_LABEL }),
    );
    const [stored] = await harness.store.list();
    expect(stored?.status).toBe("running");
    expect(stored?.log).toEqual([]);
    const output = await fresh.recover({ executionId: stored?.id ?? "" });
    expect(output.status).toBe("completed");
    expect(tracker.count("list_issues")).toBe(1);
    expect(tracker.count("add_label")).toBe(1);
  });

  it("re-runs a read that was in flight, with the same idempotency key", async () => {
    const { tracker, harness, fresh } = await crashThenRestart(
      { at: "execute", method: "add_label", effect: "after" },
      (engine) => engine.execute({ code: READ_THEN_LABEL }),
    );
    const [stored] = await harness.store.list();
    expect(stored?.log.map((entry) => entry.state)).toEqual(["applied", "executing"]);
    const output = await fresh.recover({ executionId: stored?.id ?? "" });
    expect(output.status).toBe("completed");
    const labels = tracker.effects.filter((effect) => effect.method === "add_label");
    expect(labels).toHaveLength(2);
    expect(labels[0]?.ctx.idempotencyKey).toBeDefined();
    expect(labels[1]?.ctx.idempotencyKey).toBe(labels[0]?.ctx.idempotencyKey);
    expect(tracker.count("list_issues")).toBe(1);
  });

  it("surfaces an approved write that was in flight as an uncertain pending action instead of running it twice", async () => {
    const tracker = trackerConnector();
    const harness = createHarness([tracker]);
    const paused = await harness.engine().execute({ code: CREATE });
    const death = new HostDeath({ at: "execute", method: "create_issue", effect: "after" });
    await harness
      .engine({ store: death.store(harness.store), connectors: [death.connector(tracker)] })
      .approve({ executionId: paused.executionId });
    expect(tracker.count("create_issue")).toBe(1);
    const fresh = harness.engine();
    expect((await fresh.approve({ executionId: paused.executionId })).status).toBe("error");
    const recovered = await fresh.recover({ executionId: paused.executionId });
    expect(recovered.status).toBe("paused");
    if (recovered.status === "paused") {
      expect(recovered.pending).toEqual([
        {
          executionId: paused.executionId,
          seq: 1,
          connector: "tracker",
          method: "create_issue",
          args: { title: "once" },
          uncertain: true,
        },
      ]);
    }
    expect(tracker.count("create_issue")).toBe(1);
    expect(await fresh.reject({ seq: 1, executionId: paused.executionId })).toBe(true);
    expect(tracker.count("create_issue")).toBe(1);
    const [record] = await fresh.executions();
    expect(record?.status).toBe("rejected");
    expect(record?.log[1]).toMatchObject({
      state: "error",
      uncertain: true,
      result: expect.stringMatching(/may have taken effect/),
    });
  });

  it("runs an uncertain action again only when a person approves it again", async () => {
    const tracker = trackerConnector();
    const harness = createHarness([tracker]);
    const paused = await harness.engine().execute({ code: CREATE });
    const death = new HostDeath({ at: "execute", method: "create_issue", effect: "before" });
    await harness
      .engine({ store: death.store(harness.store), connectors: [death.connector(tracker)] })
      .approve({ executionId: paused.executionId });
    expect(tracker.count("create_issue")).toBe(0);
    const fresh = harness.engine();
    expect((await fresh.recover({ executionId: paused.executionId })).status).toBe("paused");
    const done = await fresh.approve({ executionId: paused.executionId });
    expect(done).toMatchObject({ status: "completed", result: { id: 1 } });
    expect(tracker.count("create_issue")).toBe(1);
  });

  it("replays everything stored before the host died", async () => {
    const { tracker, harness, fresh } = await crashThenRestart(
      { at: "commit", index: 1, applied: true },
      (engine) => engine.execute({ code: READ_THEN_LABEL }),
    );
    const [stored] = await harness.store.list();
    expect(stored?.log.map((entry) => entry.state)).toEqual(["applied", "executing"]);
    await fresh.recover({ executionId: stored?.id ?? "" });
    expect(tracker.count("list_issues")).toBe(1);
  });

  it("fences out a stale pass: once recovered, the old pass can apply nothing", async () => {
    const tracker = trackerConnector();
    const harness = createHarness([tracker]);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = new RuntimeEngine({
      store: harness.store,
      connectors: [
        {
          name: () => "tracker",
          describe: () => tracker.describe(),
          executeTool: async (method, args, ctx) => {
            if (method === "list_issues") await gate;
            return tracker.executeTool(method, args, ctx);
          },
          revertAction: (...args) => tracker.revertAction(...args),
          onPassEnd: async () => {},
          disposeExecution: async () => {},
        },
      ],
      executor: harness.executor,
      clock: harness.clock,
      random: harness.random,
      normalize: (code) => code,
      discovery: testDiscovery,
      logger: quietLogger,
    });
    const stale = slow.execute({ code: READ_THEN_LABEL });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const [running] = await harness.store.list();
    const recovered = await harness.engine().recover({ executionId: running?.id ?? "" });
    expect(recovered.status).toBe("completed");
    release();
    const staleOutput = await stale;
    expect(staleOutput.status).toBe("error");
    expect(tracker.count("add_label")).toBe(1);
  });

  it("refuses to recover an execution that is not running", async () => {
    const { engine } = createHarness([trackerConnector()]);
    const done = await engine().execute({ code: "async () => 1" });
    const output = await engine().recover({ executionId: done.executionId });
    expect(output.status).toBe("error");
    if (output.status === "error") expect(output.error).toMatch(/not running/);
  });
});
