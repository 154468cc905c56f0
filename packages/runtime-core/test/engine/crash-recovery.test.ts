import { describe, expect, it } from "vitest";
import { ExecutionLocks } from "../../src/engine/execution-locks.ts";
import type { RuntimeEngine } from "../../src/engine/runtime-engine.ts";
import type { ConnectorPort } from "../../src/types/connector.ts";
import { type CrashPoint, HostDeath } from "../support/crash.ts";
import { createHarness } from "../support/harness.ts";
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

/** The tracker, with `list_issues` held until `gate` opens. */
/** The tracker, with `list_issues` calling `reached` and then waiting for `gate`. */
function gated(
  tracker: ReturnType<typeof trackerConnector>,
  gate: Promise<void>,
  reached: () => void = () => {},
): ConnectorPort {
  return {
    name: () => "tracker",
    describe: () => tracker.describe(),
    executeTool: async (method, args, ctx) => {
      if (method === "list_issues") {
        reached();
        await gate;
      }
      return tracker.executeTool(method, args, ctx);
    },
    revertAction: (...args) => tracker.revertAction(...args),
    onPassEnd: async () => {},
    disposeExecution: async () => {},
  };
}

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
  it("makes the calls again, with the same idempotency keys, when the host dies before anything is stored", async () => {
    const { tracker, harness, fresh } = await crashThenRestart(
      { at: "commit", index: 0, applied: false },
      (engine) => engine.execute({ code: READ_THEN_LABEL }),
    );
    const [stored] = await harness.store.list();
    expect(stored?.status).toBe("running");
    expect(stored?.log).toEqual([]);
    const output = await fresh.recover({ executionId: stored?.id ?? "" });
    expect(output.status).toBe("completed");
    for (const method of ["list_issues", "add_label"]) {
      const calls = tracker.effects.filter((effect) => effect.method === method);
      expect(calls).toHaveLength(2);
      expect(calls[1]?.ctx.idempotencyKey).toBe(calls[0]?.ctx.idempotencyKey);
    }
  });

  it("re-runs a write without approval that was in flight, with the same idempotency key", async () => {
    const { tracker, harness, fresh } = await crashThenRestart(
      { at: "execute", method: "add_label", effect: "after" },
      (engine) => engine.execute({ code: READ_THEN_LABEL }),
    );
    const [stored] = await harness.store.list();
    const output = await fresh.recover({ executionId: stored?.id ?? "" });
    expect(output.status).toBe("completed");
    const labels = tracker.effects.filter((effect) => effect.method === "add_label");
    expect(labels).toHaveLength(2);
    expect(labels[0]?.ctx.idempotencyKey).toBeDefined();
    expect(labels[1]?.ctx.idempotencyKey).toBe(labels[0]?.ctx.idempotencyKey);
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
    const code = `async () => {
      await tracker.list_issues({});
      await tracker.add_label({ id: 3 });
      return tracker.create_issue({ title: "after" });
    }`;
    const { tracker, harness, fresh } = await crashThenRestart(
      { at: "commit", index: 0, applied: true },
      (engine) => engine.execute({ code }),
    );
    const [stored] = await harness.store.list();
    expect(stored?.status).toBe("paused");
    expect(stored?.log.map((entry) => entry.state)).toEqual(["applied", "applied", "pending"]);
    expect((await fresh.approve({ executionId: stored?.id ?? "" })).status).toBe("completed");
    expect(tracker.count("list_issues")).toBe(1);
    expect(tracker.count("add_label")).toBe(1);
  });

  it("serializes a recovery behind a live pass of the same execution in one host", async () => {
    const tracker = trackerConnector();
    const locks = new ExecutionLocks();
    const harness = createHarness([tracker], { locks });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached: () => void = () => {};
    const inCall = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const slow = harness.engine({ connectors: [gated(tracker, gate, reached)] });
    const live = slow.execute({ code: READ_THEN_LABEL });
    await inCall;
    const [running] = await harness.store.list();
    const recovering = harness.engine().recover({ executionId: running?.id ?? "" });
    release();
    expect((await live).status).toBe("completed");
    const recovered = await recovering;
    expect(recovered.status).toBe("error");
    if (recovered.status === "error") expect(recovered.error).toMatch(/not running \(status: completed\)/);
    expect(tracker.count("add_label")).toBe(1);
  });

  it("stops a live pass at once when its execution expires, so it starts no more calls", async () => {
    const tracker = trackerConnector();
    const locks = new ExecutionLocks();
    const harness = createHarness([tracker], { locks });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached: () => void = () => {};
    const inCall = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const live = harness
      .engine({ connectors: [gated(tracker, gate, reached)] })
      .execute({ code: READ_THEN_LABEL });
    await inCall;
    harness.clock.advance(10);
    expect(await harness.engine().expirePaused({ maxAgeMs: 0 })).toHaveLength(1);
    release();
    const output = await live;
    expect(output.status).toBe("error");
    expect(tracker.count("add_label")).toBe(0);
    const [record] = await harness.engine().executions();
    expect(record).toMatchObject({
      status: "error",
      error: "Expired while running: the host never completed the pass",
    });
  });

  it("refuses to recover an execution that is not running", async () => {
    const { engine } = createHarness([trackerConnector()]);
    const done = await engine().execute({ code: "async () => 1" });
    const output = await engine().recover({ executionId: done.executionId });
    expect(output.status).toBe("error");
    if (output.status === "error") expect(output.error).toMatch(/not running/);
  });
});
