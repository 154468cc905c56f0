/**
 * OpenTelemetry traces of a runtime: spans for each execution, pass and connector call, built from the same
 * host-side facts as the runtime's events. codemode loads nothing of `@opentelemetry/api` (an optional peer)
 * and names none of its types in its declarations ({@link CodemodeTracer} is the part of its `Tracer` that
 * codemode calls); without a tracer no span is built.
 */
import type { CodemodeTracer } from "./tracer-types.ts";

/** The span names a runtime records (see docs/traces.md for their attributes). */
export const CODEMODE_SPAN_NAMES = {
  /** The part of one execution that one request handles: from its creation or a later pass to a pause or an end. */
  execution: "codemode.execution",
  /** One pass of an execution (a new run, an approval, a recovery), a child of its execution span. */
  pass: "codemode.pass",
  /** One connector call (or `codemode.step`), a child of its pass span. */
  call: "codemode.call",
  /** One action a rollback looked at: a span of its own, tied to its execution by `codemode.execution.id`. */
  rollbackStep: "codemode.rollback_step",
} as const;

/** The `tracing` option of a runtime: which tracer records the spans and what goes in them. */
export interface CodemodeTraceOptions {
  /**
   * Starts the spans (`tracerProvider.getTracer("codemode")`, for example). Spans are started and ended with
   * the times the engine saw, after the engine moved on, through a bounded queue of their own: a tracer that
   * throws or is slow never changes, fails or delays a run (what it throws is logged and ignored).
   */
  tracer: CodemodeTracer;
  /**
   * Also record call arguments, results and the execution's code as span attributes, as JSON (default
   * `false`: they may hold personal data). Independent of `events.includeValues`.
   */
  includeValues?: boolean;
  /**
   * At most this many events wait to become spans (default `DEFAULT_MAX_QUEUED_EVENTS`, 1000), in a queue of
   * their own beside the event listener's; when it is full, newer events are dropped (their spans are
   * missing) and the next pass span that ends counts them in `codemode.events_dropped`.
   */
  maxQueued?: number;
}
