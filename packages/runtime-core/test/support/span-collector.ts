import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
  type SpanProcessor,
} from "@opentelemetry/sdk-trace-base";

/** Spans recorded by a real OpenTelemetry SDK tracer into an in-memory exporter. */
export interface SpanCollector {
  tracer: ReturnType<BasicTracerProvider["getTracer"]>;
  spans(): ReadableSpan[];
  /** Resolves once an ended span matches (no timers involved). */
  until(match: (span: ReadableSpan) => boolean): Promise<void>;
}

export function spanCollector(): SpanCollector {
  const exporter = new InMemorySpanExporter();
  const waiting: Array<{ match: (span: ReadableSpan) => boolean; resolve: () => void }> = [];
  const notifier: SpanProcessor = {
    onStart: () => {},
    onEnd: (span) => {
      for (const waiter of [...waiting]) {
        if (!waiter.match(span)) continue;
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
    },
    forceFlush: async () => {},
    shutdown: async () => {},
  };
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter), notifier] });
  return {
    tracer: provider.getTracer("codemode-test"),
    spans: () => exporter.getFinishedSpans(),
    until(match) {
      if (exporter.getFinishedSpans().some(match)) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ match, resolve }));
    },
  };
}

/** Whether `span` is the execution span of `executionId` with the given status. */
export function executionSpanEnded(executionId: string, status?: string) {
  return (span: ReadableSpan): boolean =>
    span.name === "codemode.execution" &&
    span.attributes["codemode.execution.id"] === executionId &&
    (status === undefined || span.attributes["codemode.execution.status"] === status);
}

/** The ended spans of one execution, oldest first, as `name[:outcome]:seq` strings with their parent's name. */
export function spanTree(spans: readonly ReadableSpan[], executionId: string): string[] {
  const byId = new Map(spans.map((span) => [span.spanContext().spanId, span]));
  return spans
    .filter((span) => span.attributes["codemode.execution.id"] === executionId)
    .map((span) => {
      const parent = span.parentSpanContext && byId.get(span.parentSpanContext.spanId);
      const outcome = span.attributes["codemode.call.outcome"];
      const seq = span.attributes["codemode.call.seq"];
      const label = [span.name, outcome, seq].filter((part) => part !== undefined).join(":");
      return parent ? `${label} < ${parent.name}` : label;
    });
}
