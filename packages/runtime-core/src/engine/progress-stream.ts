import { CodemodeError } from "../errors.ts";
import type { CodemodeEvent } from "../types/events.ts";
import {
  type CodemodeProgressOptions,
  type CodemodeProgressOutput,
  DEFAULT_PROGRESS_MAX_CALLS,
} from "../types/progress.ts";
import type { ProxyToolOutput } from "../types/tool-output.ts";
import type { EventSink } from "./event-sink.ts";
import { ProgressFold } from "./progress-fold.ts";

/** Runs one execution, reporting that execution's events (and only those) to `observer`. */
export type ObservedRun = (observer: EventSink) => Promise<ProxyToolOutput>;

/** Reads the `progress` option of `runtime.tool()`: `true` or settings, checked. */
export function progressSettings(option: true | CodemodeProgressOptions): {
  includeValues: boolean;
  maxCalls: number;
} {
  const settings = option === true ? {} : (option ?? {});
  const maxCalls = settings.maxCalls ?? DEFAULT_PROGRESS_MAX_CALLS;
  if (!Number.isInteger(maxCalls) || maxCalls < 1) {
    throw new CodemodeError(
      "configuration",
      `progress.maxCalls must be a whole number of at least 1, got ${String(settings.maxCalls)}.`,
    );
  }
  return { includeValues: settings.includeValues === true, maxCalls };
}

/**
 * Runs one execution and yields its progress while it runs, then its final output (always last, always
 * yielded). The run never waits for the consumer: events are folded into one bounded snapshot as they
 * arrive, and each pull gets the latest, so intermediate snapshots a slow consumer did not pull are
 * coalesced away and memory stays bounded by `maxCalls`. A progress value is yielded only when something
 * changed since the last one.
 */
export async function* streamProgress(
  run: ObservedRun,
  settings: { includeValues: boolean; maxCalls: number },
): AsyncGenerator<CodemodeProgressOutput, void, undefined> {
  const fold = new ProgressFold(settings);
  let changed = false;
  let wake: (() => void) | undefined;
  const observer: EventSink = {
    includeValues: settings.includeValues,
    emit(event: CodemodeEvent) {
      try {
        if (!fold.apply(event)) return;
      } catch {
        return; // Bookkeeping never breaks a run.
      }
      changed = true;
      const waiting = wake;
      wake = undefined;
      waiting?.();
    },
  };
  let settled = false;
  const finished = run(observer).finally(() => {
    settled = true;
  });
  const finishedQuietly = finished.then(
    () => undefined,
    () => undefined,
  );
  while (!settled) {
    if (!changed) {
      await Promise.race([finishedQuietly, new Promise<void>((resolve) => (wake = resolve))]);
      wake = undefined;
    }
    if (settled) break;
    changed = false;
    yield fold.snapshot();
  }
  yield await finished;
}
