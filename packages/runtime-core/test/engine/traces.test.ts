import type { Tracer } from "@opentelemetry/api";
import { describe, expect, it } from "vitest";
import { eventCollector, ofType } from "../support/event-collector.ts";
import { createHarness } from "../support/harness.ts";
import { executionSpanEnded, spanCollector, spanTree } from "../support/span-collector.ts";
import { trackerConnector } from "./fixtures.ts";

const READS_THEN_CREATE = `async () => {
  const first = await tracker.list_issues({});
  const created = await tracker.create_issue({ title: "Bug" });
  return first.read + created.id;
}`;

/** 2 is `SpanStatusCode.ERROR`. */
const ERROR = 2;

describe("OpenTelemetry spans over the memory store", () => {
  it("records a completed run as an execution span over a pass span over its call spans", async () => {
    const collector = spanCollector();
    const { engine } = createHarness([trackerConnector()]);
    const output = await engine({ tracing: { tracer: collector.tracer } }).execute({
      code: "async () => { await tracker.list_issues({}); return (await tracker.get_issue({ id: 1 })) }",
    });
    expect(output.status).toBe("completed");
    await collector.until(executionSpanEnded(output.executionId));
    const spans = collector.spans();
    expect(spanTree(spans, output.executionId)).toEqual([
      "codemode.call:applied:0 < codemode.pass",
      "codemode.call:applied:1 < codemode.pass",
      "codemode.pass < codemode.execution",
      "codemode.execution",
    ]);
    const [call, , pass, execution] = spans;
    expect(call?.attributes).toEqual({
      "codemode.execution.id": output.executionId,
      "codemode.call.connector": "tracker",
      "codemode.call.method": "list_issues",
      "codemode.call.outcome": "applied",
      "codemode.call.seq": 0,
      "codemode.call.duration_ms": expect.any(Number),
    });
    expect(pass?.attributes).toMatchObject({
      "codemode.pass.reason": "new_run",
      "codemode.pass.attempt": 1,
      "codemode.pass.status": "completed",
      "codemode.pass.calls.started": 2,
      "codemode.pass.calls.applied": 2,
      "codemode.pass.calls.replayed": 0,
    });
    expect(execution?.attributes).toMatchObject({
      "codemode.execution.id": output.executionId,
      "codemode.execution.status": "completed",
      "codemode.execution.passes": 1,
      "codemode.execution.attempt": 1,
    });
    expect(new Set(spans.map((span) => span.spanContext().traceId)).size).toBe(1);
    for (const span of spans) expect(span.status.code).not.toBe(ERROR);
  });

  it("records a paused run and its approval as two execution spans tied by the execution id, replayed calls as replayed", async () => {
    const collector = spanCollector();
    const harness = createHarness([trackerConnector()]);
    const paused = await harness
      .engine({ tracing: { tracer: collector.tracer } })
      .execute({ code: READS_THEN_CREATE });
    await collector.until(executionSpanEnded(paused.executionId, "paused"));
    // The approval comes in another request, to another runtime handle.
    const done = await harness
      .engine({ tracing: { tracer: collector.tracer } })
      .approve({ executionId: paused.executionId });
    expect(done.status).toBe("completed");
    await collector.until(executionSpanEnded(paused.executionId, "completed"));
    const spans = collector.spans();
    expect(spanTree(spans, paused.executionId)).toEqual([
      "codemode.call:applied:0 < codemode.pass",
      "codemode.call:paused:1 < codemode.pass",
      "codemode.pass < codemode.execution",
      "codemode.execution",
      "codemode.call:replayed:0 < codemode.pass",
      "codemode.call:applied:1 < codemode.pass",
      "codemode.pass < codemode.execution",
      "codemode.execution",
    ]);
    const passes = spans.filter((span) => span.name === "codemode.pass");
    expect(
      passes.map((span) => [
        span.attributes["codemode.pass.reason"],
        span.attributes["codemode.pass.status"],
      ]),
    ).toEqual([
      ["new_run", "paused"],
      ["approval", "completed"],
    ]);
    expect(passes[1]?.attributes).toMatchObject({
      "codemode.pass.attempt": 2,
      "codemode.pass.calls.replayed": 1,
    });
    const executions = spans.filter((span) => span.name === "codemode.execution");
    expect(executions.map((span) => span.attributes["codemode.execution.status"])).toEqual([
      "paused",
      "completed",
    ]);
    expect(executions[1]?.attributes["codemode.execution.attempt"]).toBe(2);
  });

  it("records a rejection as an execution span with status rejected", async () => {
    const collector = spanCollector();
    const { engine } = createHarness([trackerConnector()]);
    const runtime = engine({ tracing: { tracer: collector.tracer } });
    const paused = await runtime.execute({ code: READS_THEN_CREATE });
    expect(await runtime.reject({ executionId: paused.executionId, seq: 1 })).toBe(true);
    await collector.until(executionSpanEnded(paused.executionId, "rejected"));
    const executions = collector.spans().filter(executionSpanEnded(paused.executionId));
    expect(executions.map((span) => span.attributes["codemode.execution.status"])).toEqual([
      "paused",
      "rejected",
    ]);
    expect(executions[1]?.attributes["codemode.execution.passes"]).toBe(0);
  });

  it("records a failed call, a refused call and a failed pass with error status and an exception event", async () => {
    const collector = spanCollector();
    const checked = Object.assign(trackerConnector(), {
      checkArguments: (_method: string, args: unknown) =>
        typeof args === "object" ? undefined : "The arguments must be an object.",
    });
    const { engine } = createHarness([checked]);
    const output = await engine({ tracing: { tracer: collector.tracer } }).execute({
      code: `async () => {
        try { await tracker.explode({}) } catch {}
        try { await tracker.list_issues("not an object") } catch {}
        throw new Error("the code gave up");
      }`,
    });
    expect(output.status).toBe("error");
    await collector.until(executionSpanEnded(output.executionId));
    const spans = collector.spans();
    const [failed, refused, pass, execution] = spans;
    expect(failed?.attributes).toMatchObject({
      "codemode.call.outcome": "failed",
      "codemode.call.executed": true,
    });
    expect(failed?.status).toEqual({ code: ERROR, message: expect.stringContaining("tracker is down") });
    expect(failed?.events).toMatchObject([
      { name: "exception", attributes: { "exception.message": expect.stringContaining("tracker is down") } },
    ]);
    expect(refused?.attributes).toMatchObject({
      "codemode.call.outcome": "refused",
      "codemode.call.method": "list_issues",
    });
    expect(refused?.attributes).not.toHaveProperty("codemode.call.seq");
    expect(refused?.status.code).toBe(ERROR);
    expect(pass?.attributes).toMatchObject({
      "codemode.pass.status": "error",
      "codemode.pass.calls.failed": 1,
      "codemode.pass.calls.refused": 1,
    });
    expect(pass?.status).toEqual({ code: ERROR, message: expect.stringContaining("the code gave up") });
    expect(execution?.attributes["codemode.execution.status"]).toBe("error");
    expect(execution?.status.code).toBe(ERROR);
  });

  it("puts arguments, results and code in attributes only with tracing.includeValues", async () => {
    for (const includeValues of [false, true]) {
      const collector = spanCollector();
      const { engine } = createHarness([trackerConnector()]);
      const code = `async () => (await tracker.get_issue({ id: 41 }))`;
      const output = await engine({ tracing: { tracer: collector.tracer, includeValues } }).execute({ code });
      await collector.until(executionSpanEnded(output.executionId));
      const [call, , execution] = collector.spans();
      if (includeValues) {
        expect(call?.attributes).toMatchObject({
          "codemode.call.args": '{"id":41}',
          "codemode.call.result": "null",
        });
        expect(execution?.attributes["codemode.execution.code"]).toBe(code);
      } else {
        const names = collector.spans().flatMap((span) => Object.keys(span.attributes));
        expect(names.filter((name) => /args|result|code$/.test(name))).toEqual([]);
      }
    }
  });

  it("keeps the spans of two overlapping runs on one runtime apart", async () => {
    const collector = spanCollector();
    const { engine } = createHarness([trackerConnector()]);
    const runtime = engine({ tracing: { tracer: collector.tracer } });
    const [first, second] = await Promise.all([
      runtime.execute({
        code: "async () => { await tracker.list_issues({}); await tracker.list_issues({}); }",
      }),
      runtime.execute({ code: READS_THEN_CREATE }),
    ]);
    await collector.until(executionSpanEnded(first.executionId));
    await collector.until(executionSpanEnded(second.executionId));
    const spans = collector.spans();
    expect(spanTree(spans, first.executionId)).toEqual([
      "codemode.call:applied:0 < codemode.pass",
      "codemode.call:applied:1 < codemode.pass",
      "codemode.pass < codemode.execution",
      "codemode.execution",
    ]);
    expect(spanTree(spans, second.executionId)).toEqual([
      "codemode.call:applied:0 < codemode.pass",
      "codemode.call:paused:1 < codemode.pass",
      "codemode.pass < codemode.execution",
      "codemode.execution",
    ]);
    const traceOf = (id: string) =>
      new Set(
        spans
          .filter((span) => span.attributes["codemode.execution.id"] === id)
          .map((span) => span.spanContext().traceId),
      );
    expect(traceOf(first.executionId).size).toBe(1);
    expect([...traceOf(first.executionId)]).not.toEqual([...traceOf(second.executionId)]);
  });

  it("records rollback steps as spans tied to their execution", async () => {
    const collector = spanCollector();
    const { engine } = createHarness([trackerConnector()]);
    const runtime = engine({ tracing: { tracer: collector.tracer } });
    const done = await runtime.execute({
      code: "async () => { await tracker.add_label({ id: 7 }); return 1 }",
    });
    await runtime.rollback({ executionId: done.executionId });
    await collector.until(executionSpanEnded(done.executionId, "rolled_back"));
    expect(spanTree(collector.spans(), done.executionId).slice(-2)).toEqual([
      "codemode.rollback_step:0",
      "codemode.execution",
    ]);
    expect(
      collector.spans().find((span) => span.name === "codemode.rollback_step")?.attributes,
    ).toMatchObject({
      "codemode.rollback.outcome": "reverted",
    });
  });

  it("gives the listener and the tracer each what they asked for when both are set", async () => {
    const collector = spanCollector();
    const events = eventCollector();
    const { engine } = createHarness([trackerConnector()]);
    const runtime = engine({
      events: { listener: events.listener },
      tracing: { tracer: collector.tracer, includeValues: true },
    });
    const output = await runtime.execute({ code: "async () => (await tracker.get_issue({ id: 2 }))" });
    await collector.until(executionSpanEnded(output.executionId));
    await events.until(ofType("execution_ended"));
    for (const event of events.events) expect(Object.keys(event)).not.toContain("args");
    expect(collector.spans()[0]?.attributes["codemode.call.args"]).toBe('{"id":2}');
  });

  it("runs and answers the same when the tracer throws everywhere, and logs it once", async () => {
    const warnings: unknown[][] = [];
    const logger = {
      warn: (...args: unknown[]) => warnings.push(args),
      error: () => {},
      info: () => {},
      debug: () => {},
      log: () => {},
    };
    const throwing = new Proxy({} as Tracer, {
      get: () => () => {
        throw new Error("tracer broke");
      },
    });
    const half = spanCollector();
    const brokenSpans = {
      startSpan: (...args: Parameters<Tracer["startSpan"]>) => {
        const span = half.tracer.startSpan(...args);
        span.setAttributes = () => {
          throw new Error("span broke");
        };
        return span;
      },
    } as unknown as Tracer;
    const outputs = [];
    for (const tracer of [undefined, throwing, brokenSpans]) {
      const harness = createHarness([trackerConnector()]);
      const runtime = harness.engine(tracer ? { tracing: { tracer }, logger } : {});
      const paused = await runtime.execute({ code: READS_THEN_CREATE });
      const done = await runtime.approve({ executionId: paused.executionId });
      outputs.push([paused.status, done.status, done.status === "completed" && done.result]);
    }
    expect(outputs).toEqual([
      ["paused", "completed", 2],
      ["paused", "completed", 2],
      ["paused", "completed", 2],
    ]);
    const executionSpans = () => half.spans().filter((span) => span.name === "codemode.execution");
    await half.until(() => executionSpans().length === 2);
    expect(warnings.length).toBe(2);
    expect(String(warnings[0]?.[0])).toContain("tracer broke");
    // Spans still end when setting their attributes fails.
    expect(half.spans().map((span) => span.name)).toContain("codemode.pass");
  });

  it("rejects a tracing option without a tracer", () => {
    const { engine } = createHarness([trackerConnector()]);
    expect(() => engine({ tracing: { tracer: {} as Tracer } })).toThrow(
      /tracing\.tracer must be an OpenTelemetry Tracer/,
    );
    expect(() => engine({ tracing: { tracer: spanCollector().tracer, maxQueued: 0 } })).toThrow(
      /tracing\.maxQueued/,
    );
  });
});
