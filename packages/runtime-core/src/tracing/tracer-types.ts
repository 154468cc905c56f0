/**
 * The part of OpenTelemetry's tracing API that codemode calls, written out structurally: an `@opentelemetry/api`
 * `Tracer` (any 1.x) is one, and so is a hand-written object with these methods. Declared here rather than
 * imported from `@opentelemetry/api` so that codemode's declaration files name no optional peer: an application
 * without the API type-checks unchanged (`skipLibCheck: false` included). `root-traces.test-d.ts` pins that
 * the API's types are assignable to these.
 */

/** Attribute values codemode records: strings, numbers and booleans (the API accepts more). */
export type CodemodeSpanAttributes = Record<string, string | number | boolean | undefined>;

/** An immutable context, as `@opentelemetry/api`'s `Context`: codemode passes one holding the parent span. */
export interface CodemodeTraceContext {
  getValue(key: symbol): unknown;
  setValue(key: symbol, value: unknown): CodemodeTraceContext;
  deleteValue(key: symbol): CodemodeTraceContext;
}

/** What codemode passes when it starts a span: the engine's time (epoch milliseconds) and the attributes. */
export interface CodemodeSpanOptions {
  startTime?: number;
  attributes?: CodemodeSpanAttributes;
}

/** The methods of an OpenTelemetry `Span` codemode calls. Times are epoch milliseconds. */
export interface CodemodeSpan {
  setAttribute(key: string, value: string | number | boolean): unknown;
  setAttributes(attributes: CodemodeSpanAttributes): unknown;
  addEvent(name: string, attributes?: CodemodeSpanAttributes, time?: number): unknown;
  recordException(exception: { name: string; message: string }, time?: number): unknown;
  /** `code` 2 is `SpanStatusCode.ERROR`. */
  setStatus(status: { code: 2; message?: string }): unknown;
  end(endTime?: number): unknown;
}

/** A tracer: `tracerProvider.getTracer(name)` of the OpenTelemetry API or SDK, or any object like it. */
export interface CodemodeTracer {
  /** Starts a span; with `context`, a child of the span `context` holds. */
  startSpan(name: string, options?: CodemodeSpanOptions, context?: CodemodeTraceContext): CodemodeSpan;
}
