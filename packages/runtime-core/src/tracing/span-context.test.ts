import { context, ROOT_CONTEXT, trace } from "@opentelemetry/api";
import { BasicTracerProvider } from "@opentelemetry/sdk-trace-base";
import { describe, expect, it } from "vitest";
import { contextWithSpan } from "./span-context.ts";

describe("contextWithSpan", () => {
  const tracer = new BasicTracerProvider().getTracer("test");

  it("is read by the real API as a context whose active span is the given one", () => {
    const span = tracer.startSpan("parent");
    const built = contextWithSpan(span);
    expect(trace.getSpan(built)).toBe(span);
    expect(trace.getSpan(trace.deleteSpan(built))).toBeUndefined();
    const other = tracer.startSpan("other");
    expect(trace.getSpan(trace.setSpan(built, other))).toBe(other);
    expect(trace.getSpan(built)).toBe(span);
    expect(trace.getSpan(context.active())).toBeUndefined();
  });

  it("makes a span started with it a child of the given span, in the same trace", () => {
    const parent = tracer.startSpan("parent");
    const child = tracer.startSpan("child", {}, contextWithSpan(parent)) as unknown as {
      parentSpanContext?: { spanId: string };
      spanContext(): { traceId: string };
    };
    expect(child.parentSpanContext?.spanId).toBe(parent.spanContext().spanId);
    expect(child.spanContext().traceId).toBe(parent.spanContext().traceId);
    const root = tracer.startSpan("root", {}, ROOT_CONTEXT) as unknown as { parentSpanContext?: unknown };
    expect(root.parentSpanContext).toBeUndefined();
  });
});
