import type { CodemodeEvent } from "../types/events.ts";
import type { EngineContext } from "./engine-context.ts";

/**
 * Where the engine puts the events it builds: the runtime's {@link EventQueue}, one execution's progress
 * channel, or both. `emit` never throws and never waits, so reporting never changes or delays a run.
 */
export interface EventSink {
  /** Whether events are built with arguments, results and code. */
  readonly includeValues: boolean;
  emit(event: CodemodeEvent): void;
}

/**
 * The sink of one execution that a caller observes: every event goes to `observer` (synchronously, before the
 * runtime's listener can see or change it) and to the runtime's own sink, when there is one. Values are built
 * when either asks for them; the runtime's sink gets them only when it asked too.
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

function withoutValues(event: CodemodeEvent): CodemodeEvent {
  if (!("args" in event || "result" in event || "code" in event)) return event;
  const {
    args: _args,
    result: _result,
    code: _code,
    ...rest
  } = event as CodemodeEvent & {
    args?: unknown;
    result?: unknown;
    code?: unknown;
  };
  return rest as CodemodeEvent;
}

/** The context of one observed execution: the runtime's, with its events also going to `observer`. */
export function observedContext(context: EngineContext, observer: EventSink | undefined): EngineContext {
  return observer ? { ...context, events: observedSink(context.events, observer) } : context;
}
