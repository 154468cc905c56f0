import type { CodemodeSpan, CodemodeTraceContext } from "./tracer-types.ts";

/**
 * The key under which `@opentelemetry/api` keeps the active span in a context: its `createContextKey` is
 * `Symbol.for(description)`, so the same symbol in every copy of the API, without importing it at run time.
 * `span-context.test.ts` checks it against the real API.
 */
const SPAN_KEY = Symbol.for("OpenTelemetry Context Key SPAN");

/**
 * A context whose active span is `span`, built from the `Context` interface alone: what
 * `trace.setSpan(ROOT_CONTEXT, span)` returns, for `tracer.startSpan(name, options, context)` to make the new
 * span a child of `span`.
 */
export function contextWithSpan(span: CodemodeSpan): CodemodeTraceContext {
  return immutableContext(new Map<symbol, unknown>([[SPAN_KEY, span]]));
}

function immutableContext(values: ReadonlyMap<symbol, unknown>): CodemodeTraceContext {
  return {
    getValue: (key) => values.get(key),
    setValue: (key, value) => immutableContext(new Map(values).set(key, value)),
    deleteValue: (key) => {
      const next = new Map(values);
      next.delete(key);
      return immutableContext(next);
    },
  };
}
