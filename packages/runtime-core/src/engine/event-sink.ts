import { CodemodeError } from "../errors.ts";
import { SpanRecorder } from "../tracing/span-recorder.ts";
import type { CodemodeTraceOptions } from "../tracing/trace-options.ts";
import type { CodemodeEvent, CodemodeEventOptions } from "../types/events.ts";
import type { EngineContext } from "./engine-context.ts";
import { EventQueue } from "./event-queue.ts";
import type { Logger } from "./ports.ts";

/**
 * Where the engine puts the events it builds: the runtime's queues (the listener's and the tracer's), one
 * execution's progress channel, or several. `emit` never throws and never waits, so reporting never changes
 * or delays a run.
 */
export interface EventSink {
  /** Whether events are built with arguments, results and code (some receiver wants them). */
  readonly includeValues: boolean;
  /** Hands `event` on; never throws, never waits. */
  emit(event: CodemodeEvent): void;
}

/**
 * The engine's sink for its queues: the queue itself when there is one, or a fan-out that gives each queue
 * its own copy (a queue stamps `dropped` on what it queues), without values for a queue that did not ask.
 */
export function eventSink(queues: readonly EventQueue[]): EventSink | undefined {
  if (queues.length <= 1) return queues[0];
  const includeValues = queues.some((queue) => queue.includeValues);
  return {
    includeValues,
    emit(event) {
      for (const queue of queues) queue.emit(queue.includeValues ? { ...event } : withoutValues(event));
    },
  };
}

/**
 * The sink of an engine with these options: the listener's {@link EventQueue}, one whose listener records
 * spans with the tracer, both, or none (then no event is built).
 */
export function createEventSink(
  events: CodemodeEventOptions | undefined,
  tracing: CodemodeTraceOptions | undefined,
  logger: Logger,
): EventSink | undefined {
  const queues: EventQueue[] = [];
  if (events !== undefined) queues.push(new EventQueue(events, logger));
  if (tracing !== undefined) {
    if (typeof tracing?.tracer?.startSpan !== "function") {
      throw new CodemodeError(
        "configuration",
        'tracing.tracer must be an OpenTelemetry Tracer (for example provider.getTracer("codemode")).',
      );
    }
    const recorder = new SpanRecorder(tracing.tracer, logger, tracing.includeValues === true);
    const options: CodemodeEventOptions = { listener: (event) => recorder.record(event) };
    if (tracing.includeValues === true) options.includeValues = true;
    if (tracing.maxQueued !== undefined) options.maxQueued = tracing.maxQueued;
    queues.push(new EventQueue(options, logger, "tracing"));
  }
  return eventSink(queues);
}

/**
 * The sink of one execution that a caller observes: every event goes to `observer` (synchronously, before the
 * runtime's receivers can see or change it) and to the runtime's own sink, when there is one. Values are
 * built when either asks for them; the runtime's sink gets them only when it asked too.
 */
export function observedSink(runtime: EventSink | undefined, observer: EventSink): EventSink {
  const includeValues = observer.includeValues || runtime?.includeValues === true;
  return {
    includeValues,
    emit(event) {
      observer.emit(event);
      if (!runtime) return;
      runtime.emit(runtime.includeValues || !includeValues ? event : withoutValues(event));
    },
  };
}

/** The context of one observed execution: the runtime's, with its events also going to `observer`. */
export function observedContext(context: EngineContext, observer: EventSink | undefined): EngineContext {
  return observer ? { ...context, events: observedSink(context.events, observer) } : context;
}

function withoutValues(event: CodemodeEvent): CodemodeEvent {
  const copy = { ...event } as CodemodeEvent & { args?: unknown; result?: unknown; code?: unknown };
  delete copy.args;
  delete copy.result;
  delete copy.code;
  return copy;
}
