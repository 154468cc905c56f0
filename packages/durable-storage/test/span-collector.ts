import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-base";

/** Spans recorded by the real OpenTelemetry SDK into an in-memory exporter; `until` waits without timers. */
export function spanCollector() {
  const exporter = new InMemorySpanExporter();
  const waiting: Array<{ match: (span: ReadableSpan) => boolean; resolve: () => void }> = [];
  const provider = new BasicTracerProvider({
    spanProcessors: [
      new SimpleSpanProcessor(exporter),
      {
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
      },
    ],
  });
  return {
    tracer: provider.getTracer("codemode-test"),
    spans: () => exporter.getFinishedSpans(),
    until(match: (span: ReadableSpan) => boolean): Promise<void> {
      if (exporter.getFinishedSpans().some(match)) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ match, resolve }));
    },
  };
}

/** Whether `span` is the execution span of `executionId` (with `status`, when given). */
export function executionSpan(executionId: string, status?: string) {
  return (span: ReadableSpan): boolean =>
    span.name === "codemode.execution" &&
    span.attributes["codemode.execution.id"] === executionId &&
    (status === undefined || span.attributes["codemode.execution.status"] === status);
}

/** One execution's ended spans, in the order they ended, as `name[:outcome][:seq] < parent name`. */
export function spanTree(spans: readonly ReadableSpan[], executionId: string): string[] {
  const byId = new Map(spans.map((span) => [span.spanContext().spanId, span]));
  return spans
    .filter((span) => span.attributes["codemode.execution.id"] === executionId)
    .map((span) => {
      const parent = span.parentSpanContext && byId.get(span.parentSpanContext.spanId);
      const { "codemode.call.outcome": outcome, "codemode.call.seq": seq } = span.attributes;
      const label = [span.name, outcome, seq].filter((part) => part !== undefined).join(":");
      return parent ? `${label} < ${parent.name}` : label;
    });
}
