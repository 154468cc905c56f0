import type { CodemodeEvent } from "../../src/types/events.ts";

/** Collects delivered events; `until` resolves once a delivered event matches (no timers involved). */
export interface EventCollector {
  events: CodemodeEvent[];
  listener: (event: CodemodeEvent) => void;
  until(match: (event: CodemodeEvent) => boolean): Promise<void>;
  /** The delivered events of one execution, as `type` or `type:seq` strings. */
  trace(executionId: string): string[];
}

export function eventCollector(): EventCollector {
  const events: CodemodeEvent[] = [];
  const waiting: Array<{ match: (event: CodemodeEvent) => boolean; resolve: () => void }> = [];
  return {
    events,
    listener(event) {
      events.push(event);
      for (const waiter of [...waiting]) {
        if (!waiter.match(event)) continue;
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
    },
    until(match) {
      if (events.some(match)) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ match, resolve }));
    },
    trace(executionId) {
      return events
        .filter((event) => event.executionId === executionId)
        .map((event) => ("seq" in event ? `${event.type}:${event.seq}` : event.type));
    },
  };
}

/** Whether `event` is the last one a pass or operation reports for `executionId` with `type`. */
export function ofType(type: CodemodeEvent["type"], executionId?: string) {
  return (event: CodemodeEvent): boolean =>
    event.type === type && (executionId === undefined || event.executionId === executionId);
}
