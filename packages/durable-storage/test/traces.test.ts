import type { Attributes, Span, SpanOptions, Tracer } from "@opentelemetry/api";
import { describe, expect, it } from "vitest";
import { inHost } from "./runtime-harness.ts";
import { executionSpan, spanCollector, spanTree } from "./span-collector.ts";

const CREATE_AFTER_READ = `async () => {
  const first = await tracker.list_issues({ page: 1 });
  const created = await tracker.create_issue({ title: "Bug " + first.read });
  return created.id;
}`;

/** `SpanStatusCode.ERROR`. */
const ERROR = 2;

describe("OpenTelemetry spans from a real facet and Worker Loader, with the real SDK in workerd", () => {
  it("records a completed run: execution over pass over calls, one trace, no values", async () => {
    const collector = spanCollector();
    const output = await inHost(
      "traces-completed",
      (runtime) =>
        runtime.execute({
          code: "async () => { await tracker.list_issues({ page: 1 }); return (await tracker.list_issues({ page: 2 })).read }",
        }),
      { tracing: { tracer: collector.tracer } },
    );
    expect(output.status).toBe("completed");
    await collector.until(executionSpan(output.executionId));
    const spans = collector.spans();
    expect(spanTree(spans, output.executionId)).toEqual([
      "codemode.call:applied:0 < codemode.pass",
      "codemode.call:applied:1 < codemode.pass",
      "codemode.pass < codemode.execution",
      "codemode.execution",
    ]);
    expect(new Set(spans.map((span) => span.spanContext().traceId)).size).toBe(1);
    expect(spans.at(-1)?.attributes).toMatchObject({
      "codemode.execution.status": "completed",
      "codemode.execution.passes": 1,
    });
    const names = spans.flatMap((span) => Object.keys(span.attributes));
    expect(names.filter((name) => /args|result|code$/.test(name))).toEqual([]);
  });

  it("records a paused run approved in a later request: two execution spans with the same id, replayed calls replayed", async () => {
    const collector = spanCollector();
    const tracing = { tracing: { tracer: collector.tracer } };
    const paused = await inHost(
      "traces-approved",
      (runtime) => runtime.execute({ code: CREATE_AFTER_READ }),
      tracing,
    );
    expect(paused.status).toBe("paused");
    const done = await inHost(
      "traces-approved",
      (runtime) => runtime.approve({ executionId: paused.executionId }),
      tracing,
    );
    expect(done.status).toBe("completed");
    await collector.until(executionSpan(paused.executionId, "completed"));
    expect(spanTree(collector.spans(), paused.executionId)).toEqual([
      "codemode.call:applied:0 < codemode.pass",
      "codemode.call:paused:1 < codemode.pass",
      "codemode.pass < codemode.execution",
      "codemode.execution",
      "codemode.call:replayed:0 < codemode.pass",
      "codemode.call:applied:1 < codemode.pass",
      "codemode.pass < codemode.execution",
      "codemode.execution",
    ]);
    const passes = collector.spans().filter((span) => span.name === "codemode.pass");
    expect(passes.map((span) => span.attributes["codemode.pass.reason"])).toEqual(["new_run", "approval"]);
  });

  it("records a rejected run and a failed call with error status", async () => {
    const collector = spanCollector();
    const tracing = { tracing: { tracer: collector.tracer } };
    const paused = await inHost(
      "traces-rejected",
      (runtime) => runtime.execute({ code: CREATE_AFTER_READ }),
      tracing,
    );
    await inHost(
      "traces-rejected",
      (runtime) => runtime.reject({ executionId: paused.executionId, seq: 1 }),
      tracing,
    );
    await collector.until(executionSpan(paused.executionId, "rejected"));
    const failed = await inHost(
      "traces-rejected",
      (runtime) => runtime.execute({ code: "async () => tracker.explode({})" }),
      tracing,
    );
    expect(failed.status).toBe("error");
    await collector.until(executionSpan(failed.executionId, "error"));
    const call = collector
      .spans()
      .find(
        (span) =>
          span.attributes["codemode.execution.id"] === failed.executionId && span.name === "codemode.call",
      );
    expect(call?.attributes).toMatchObject({
      "codemode.call.outcome": "failed",
      "codemode.call.method": "explode",
    });
    expect(call?.status).toEqual({ code: ERROR, message: expect.stringContaining("tracker is down") });
    expect(call?.events.map((event) => event.name)).toEqual(["exception"]);
  });

  it("runs the same with a tracer that throws from every method", async () => {
    const throwing = new Proxy({} as Tracer, {
      get: () => () => {
        throw new Error("tracer broke");
      },
    });
    const results = [];
    for (const [scope, overrides] of [
      ["traces-plain", {}],
      ["traces-throwing", { tracing: { tracer: throwing } }],
    ] as const) {
      const paused = await inHost(
        scope,
        (runtime) => runtime.execute({ code: CREATE_AFTER_READ }),
        overrides,
      );
      const done = await inHost(
        scope,
        (runtime) => runtime.approve({ executionId: paused.executionId }),
        overrides,
      );
      results.push([paused.status, done.status, done.status === "completed" ? done.result : done.status]);
    }
    expect(results[1]).toEqual(results[0]);
    expect(results[0]?.[1]).toBe("completed");
  });

  it("needs no SDK: a hand-written Tracer gets parent links through the context argument", async () => {
    const started: Array<{ name: string; attributes: Attributes; parent: unknown; self: Span }> = [];
    const parentKey = Symbol.for("OpenTelemetry Context Key SPAN");
    let ended = 0;
    let allEnded = () => {};
    const threeEnded = new Promise<void>((resolve) => {
      allEnded = resolve;
    });
    const tracer = {
      startSpan(name: string, options?: SpanOptions, context?: { getValue(key: symbol): unknown }) {
        const attributes: Attributes = { ...options?.attributes };
        const span = {
          setAttribute: (key: string, value: string | number | boolean) => {
            attributes[key] = value;
            return span;
          },
          setAttributes: (more: Attributes) => {
            Object.assign(attributes, more);
            return span;
          },
          addEvent: () => span,
          recordException: () => {},
          setStatus: () => span,
          end: () => {
            if (++ended === 3) allEnded();
          },
        } as unknown as Span;
        started.push({ name, attributes, parent: context?.getValue(parentKey), self: span });
        return span;
      },
    } as unknown as Tracer;
    const output = await inHost(
      "traces-hand-written",
      (runtime) => runtime.execute({ code: "async () => (await tracker.list_issues({ page: 1 })).read" }),
      { tracing: { tracer } },
    );
    expect(output.status).toBe("completed");
    await threeEnded;
    const find = (name: string) => started.find((span) => span.name === name);
    expect(started.map((span) => span.name)).toEqual([
      "codemode.execution",
      "codemode.pass",
      "codemode.call",
    ]);
    expect(find("codemode.pass")?.parent).toBe(find("codemode.execution")?.self);
    expect(find("codemode.call")?.parent).toBe(find("codemode.pass")?.self);
    expect(find("codemode.execution")?.parent).toBeUndefined();
    expect(ended).toBe(3);
    expect(find("codemode.call")?.attributes).toMatchObject({
      "codemode.call.seq": 0,
      "codemode.call.outcome": "applied",
    });
  });
});
