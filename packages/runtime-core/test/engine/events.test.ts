import { describe, expect, it } from "vitest";
import type { CodemodeEvent } from "../../src/types/events.ts";
import { eventCollector, ofType } from "../support/event-collector.ts";
import { createHarness } from "../support/harness.ts";
import { trackerConnector } from "./fixtures.ts";

const READS_THEN_CREATE = `async () => {
  const first = await tracker.list_issues({});
  const second = await tracker.list_issues({ page: 2 });
  const created = await tracker.create_issue({ title: "Bug" });
  await tracker.add_label({ id: created.id });
  return first.read + second.read;
}`;

const FIRST_PASS = [
  "execution_created",
  "pass_started",
  "call_started:0",
  "call_applied:0",
  "call_started:1",
  "call_applied:1",
  "call_paused:2",
  "pass_ended",
];

describe("runtime events over the memory store", () => {
  it.each([
    {
      name: "a run that completes",
      code: "async () => { await tracker.list_issues({}); return (await tracker.get_issue({ id: 1 })) }",
      trace: [
        "execution_created",
        "pass_started",
        "call_started:0",
        "call_applied:0",
        "call_started:1",
        "call_applied:1",
        "pass_ended",
        "execution_ended",
      ],
      ended: { status: "completed", counts: { started: 2, replayed: 0, applied: 2, failed: 0, refused: 0 } },
    },
    {
      name: "a call that throws",
      code: "async () => { try { await tracker.explode({}) } catch {} ; return 1 }",
      trace: [
        "execution_created",
        "pass_started",
        "call_started:0",
        "call_failed:0",
        "pass_ended",
        "execution_ended",
      ],
      ended: { status: "completed", counts: { started: 1, replayed: 0, applied: 0, failed: 1, refused: 0 } },
    },
    {
      name: "a run that pauses",
      code: READS_THEN_CREATE,
      trace: FIRST_PASS,
      ended: { status: "paused", counts: { started: 2, replayed: 0, applied: 2, failed: 0, refused: 0 } },
    },
    {
      name: "a timeout",
      timeout: 50,
      code: "async () => { await tracker.list_issues({}); await new Promise(() => {}); }",
      trace: [
        "execution_created",
        "pass_started",
        "call_started:0",
        "call_applied:0",
        "pass_ended",
        "execution_ended",
      ],
      ended: { status: "error", counts: { started: 1, replayed: 0, applied: 1, failed: 0, refused: 0 } },
    },
  ])("reports $name in causal order", async ({ code, trace, ended, timeout }) => {
    const events = eventCollector();
    const { engine } = createHarness([trackerConnector()], { timeout });
    const output = await engine({ events: { listener: events.listener } }).execute({ code });
    await events.until(ofType("pass_ended"));
    expect(events.trace(output.executionId)).toEqual(trace);
    expect(events.events.find(ofType("pass_ended"))).toMatchObject(ended);
    expect(events.events.find(ofType("pass_started"))).toMatchObject({ reason: "new_run", attempt: 1 });
    for (const event of events.events) {
      expect(event).not.toHaveProperty("args");
      expect(event).not.toHaveProperty("result");
      expect(event).not.toHaveProperty("code");
    }
  });

  it("reports an approval pass: recorded calls as replayed, the approved call as started and applied", async () => {
    const events = eventCollector();
    const harness = createHarness([trackerConnector()]);
    const engine = harness.engine({ events: { listener: events.listener } });
    const paused = await engine.execute({ code: READS_THEN_CREATE });
    const done = await engine.approve({ executionId: paused.executionId });
    expect(done.status).toBe("completed");
    await events.until(ofType("execution_ended"));
    expect(events.trace(paused.executionId)).toEqual([
      ...FIRST_PASS,
      "pass_started",
      "call_replayed:0",
      "call_replayed:1",
      "call_started:2",
      "call_applied:2",
      "call_started:3",
      "call_applied:3",
      "pass_ended",
      "execution_ended",
    ]);
    const passes = events.events.filter(ofType("pass_started"));
    expect(passes.map((event) => event.type === "pass_started" && event.reason)).toEqual([
      "new_run",
      "approval",
    ]);
    expect(events.events.filter(ofType("pass_ended")).at(-1)).toMatchObject({
      status: "completed",
      counts: { started: 2, replayed: 2, applied: 2, failed: 0, refused: 0 },
    });
  });

  it("includes arguments, results and code only with includeValues", async () => {
    const events = eventCollector();
    const { engine } = createHarness([trackerConnector()]);
    const runtime = engine({ events: { listener: events.listener, includeValues: true } });
    const paused = await runtime.execute({ code: READS_THEN_CREATE });
    await runtime.approve({ executionId: paused.executionId });
    await events.until(ofType("execution_ended"));
    const find = (type: CodemodeEvent["type"], seq: number) =>
      events.events.find((event) => event.type === type && "seq" in event && event.seq === seq);
    expect(events.events[0]).toMatchObject({ type: "execution_created", code: READS_THEN_CREATE });
    expect(find("call_started", 1)).toMatchObject({ args: { page: 2 } });
    expect(find("call_applied", 1)).toMatchObject({ result: { read: 2, issues: [] } });
    expect(find("call_paused", 2)).toMatchObject({ args: { title: "Bug" }, uncertain: false });
    expect(find("call_replayed", 0)).toMatchObject({ result: { read: 1, issues: [] }, failed: false });
    expect(find("call_applied", 2)).toMatchObject({ result: { id: 1 } });
  });

  it("reports a rejection and a rollback as the execution's end, with each rollback step", async () => {
    const events = eventCollector();
    const harness = createHarness([trackerConnector()]);
    const engine = harness.engine({ events: { listener: events.listener } });
    const rejected = await engine.execute({ code: READS_THEN_CREATE });
    expect(await engine.reject({ executionId: rejected.executionId, seq: 2 })).toBe(true);
    const done = await engine.execute({
      code: "async () => { await tracker.list_issues({}); await tracker.add_label({ id: 7 }); return 1 }",
    });
    await engine.rollback({ executionId: done.executionId });
    await events.until(ofType("execution_ended", done.executionId));
    await events.until((event) => event.type === "execution_ended" && event.status === "rolled_back");
    expect(events.trace(rejected.executionId)).toEqual([...FIRST_PASS, "execution_ended"]);
    expect(events.events.filter(ofType("execution_ended", rejected.executionId))).toMatchObject([
      { status: "rejected" },
    ]);
    const rollback = events.events.filter(
      (event) => event.executionId === done.executionId && event.at >= 0 && event.type !== "call_started",
    );
    expect(rollback.slice(-3)).toMatchObject([
      { type: "rollback_step", seq: 1, method: "add_label", outcome: "reverted" },
      { type: "rollback_step", seq: 0, method: "list_issues", outcome: "skipped" },
      { type: "execution_ended", status: "rolled_back" },
    ]);
  });

  it("reports a divergence on replay as a call failed without running, ending the run", async () => {
    const events = eventCollector();
    const harness = createHarness([trackerConnector()]);
    const engine = harness.engine({ events: { listener: events.listener } });
    // The ephemeral read runs again on replay and returns something else, so the gated call changes.
    const paused = await engine.execute({
      code: "async () => { const file = await tracker.read_file({}); return tracker.create_issue({ title: file.content }) }",
    });
    const output = await engine.approve({ executionId: paused.executionId });
    expect(output.status).toBe("error");
    await events.until(ofType("execution_ended"));
    expect(events.trace(paused.executionId).slice(-6)).toEqual([
      "pass_started",
      "call_started:0",
      "call_applied:0",
      "call_failed:1",
      "pass_ended",
      "execution_ended",
    ]);
    expect(events.events.find(ofType("call_failed"))).toMatchObject({
      executed: false,
      error: expect.stringMatching(/different arguments|diverge/i),
    });
    expect(events.events.at(-1)).toMatchObject({ type: "execution_ended", status: "error" });
  });

  it("keeps each execution's events apart when two runs overlap on one engine", async () => {
    const events = eventCollector();
    const { engine } = createHarness([trackerConnector()]);
    const runtime = engine({ events: { listener: events.listener } });
    const [first, second] = await Promise.all([
      runtime.execute({
        code: "async () => { await tracker.list_issues({}); await tracker.list_issues({}); }",
      }),
      runtime.execute({ code: READS_THEN_CREATE }),
    ]);
    expect(first.executionId).not.toBe(second.executionId);
    await events.until(ofType("execution_ended", first.executionId));
    await events.until(ofType("pass_ended", second.executionId));
    expect(events.trace(first.executionId)).toEqual([
      "execution_created",
      "pass_started",
      "call_started:0",
      "call_applied:0",
      "call_started:1",
      "call_applied:1",
      "pass_ended",
      "execution_ended",
    ]);
    expect(events.trace(second.executionId)).toEqual(FIRST_PASS);
  });

  it("drops newly arriving events when the queue is full and counts them on the next one queued", async () => {
    let release = () => {};
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const delivered: CodemodeEvent[] = [];
    const collector = eventCollector();
    const { engine } = createHarness([trackerConnector()]);
    const runtime = engine({
      events: {
        maxQueued: 2,
        listener: (event) => {
          delivered.push(event);
          collector.listener(event);
          return delivered.length === 1 ? blocked : undefined;
        },
      },
    });
    // Each run reports 14 events: created, pass started, 5 calls started and applied, pass ended, ended.
    const code = "async () => { for (let i = 0; i < 5; i++) await tracker.list_issues({ i }); }";
    await runtime.execute({ code });
    await runtime.execute({ code });
    const heldBack = delivered.length;
    release();
    const third = await runtime.execute({ code: "async () => 1" });
    await collector.until(ofType("execution_ended", third.executionId));
    // Only the first event reached the listener while it hung; at most two waited; the rest were dropped.
    expect(heldBack).toBe(1);
    const firstOfThird = delivered.findIndex((event) => event.executionId === third.executionId);
    expect(firstOfThird).toBeLessThanOrEqual(3);
    const dropped = delivered[firstOfThird]?.dropped ?? 0;
    expect(firstOfThird + dropped).toBe(28);
    expect(delivered.filter((event) => event.dropped !== undefined)).toHaveLength(1);
    expect(collector.trace(third.executionId)).toEqual([
      "execution_created",
      "pass_started",
      "pass_ended",
      "execution_ended",
    ]);
  });

  it("reports a codemode.step as a call of connector __step: started and applied, then replayed", async () => {
    const events = eventCollector();
    const { engine } = createHarness([trackerConnector()]);
    const runtime = engine({ events: { listener: events.listener, includeValues: true } });
    const paused = await runtime.execute({
      code: `async () => { const id = await codemode.step("make-id", () => "id-1"); return tracker.create_issue({ title: id }); }`,
    });
    await runtime.approve({ executionId: paused.executionId });
    await events.until(ofType("execution_ended"));
    const steps = events.events.filter((event) => "connector" in event && event.connector === "__step");
    expect(steps).toMatchObject([
      { type: "call_started", method: "make-id", seq: 0 },
      { type: "call_applied", method: "make-id", seq: 0, result: "id-1" },
      { type: "call_replayed", method: "make-id", seq: 0, failed: false, result: "id-1" },
    ]);
  });

  it("reports an expired run's end with the status expiry gave it", async () => {
    const events = eventCollector();
    const harness = createHarness([trackerConnector()]);
    const runtime = harness.engine({ events: { listener: events.listener } });
    const paused = await runtime.execute({ code: READS_THEN_CREATE });
    harness.clock.advance(1_000);
    expect(await runtime.expirePaused({ maxAgeMs: 0 })).toEqual([paused.executionId]);
    await events.until(ofType("execution_ended"));
    expect(events.trace(paused.executionId)).toEqual([...FIRST_PASS, "execution_ended"]);
    expect(events.events.at(-1)).toMatchObject({ type: "execution_ended", status: "rejected" });
  });

  it("rejects an events option without a listener or with a bad bound", () => {
    const { engine } = createHarness([trackerConnector()]);
    expect(() => engine({ events: {} as never })).toThrow(/events.listener must be a function/);
    expect(() => engine({ events: { listener: () => {}, maxQueued: 0 } })).toThrow(/maxQueued/);
  });
});
