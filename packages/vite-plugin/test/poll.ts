/**
 * Calls `read` until `accept` returns true for its value, every `intervalMs`, for at most `timeoutMs`; returns
 * the accepted value or throws with the last value or error seen. Dev servers apply file events
 * asynchronously, so tests wait for the observable result instead of sleeping a fixed time. `timeoutMs` only
 * turns a change that never shows into a failure: a file event shows within a second, and a workerd dev server
 * restart within a few; the 20 s default is an order of magnitude above that.
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  { timeoutMs = 20_000, intervalMs = 100 } = {},
): Promise<T> {
  const deadline = AbortSignal.timeout(timeoutMs);
  let last: unknown;
  while (!deadline.aborted) {
    try {
      const value = await read();
      if (accept(value)) return value;
      last = value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(
    `condition not met within ${timeoutMs} ms; last value: ${String(last instanceof Error ? last.message : JSON.stringify(last))}`,
  );
}
