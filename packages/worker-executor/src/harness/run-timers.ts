import { bareArray, originalClearInterval, originalClearTimeout } from "./captured.ts";

/** The timers the code set during the run (`setTimeout` and `setInterval` handles), in a prototype-free list. */
const timeouts = bareArray<unknown>();
const intervals = bareArray<unknown>();

/** Remembers a timer the code set, so the end of the run can cancel it. */
export function trackTimer(handle: unknown, repeating: boolean): unknown {
  const list = repeating ? intervals : timeouts;
  list[list.length] = handle;
  return handle;
}

/**
 * Cancels every timer the code set that has not fired: once the run has answered, nothing of it runs again.
 * A callback left pending would fire into a run that is over (its calls no longer reach the host), and the
 * sandbox would hold it while the host tears the isolate down.
 * @eager (every execution calls it: compiled with the script, see scripts/eager-functions.mjs)
 */
export function clearRunTimers(): void {
  for (let index = 0; index < timeouts.length; index++) originalClearTimeout(timeouts[index] as number);
  for (let index = 0; index < intervals.length; index++) originalClearInterval(intervals[index] as number);
  timeouts.length = 0;
  intervals.length = 0;
}
