/**
 * Polls `check` until it returns a value other than `undefined`. `timeoutMs` only turns a condition that never
 * holds into a failure carrying `describe()` (the server's output, say); it is not a measurement.
 */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  describe: () => string,
  timeoutMs = 150_000,
): Promise<T> {
  const deadline = AbortSignal.timeout(timeoutMs);
  while (!deadline.aborted) {
    const value = await check();
    if (value !== undefined) return value;
    // timing-allowed: the interval between polls of a condition, not a wait for it.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The condition did not hold within ${timeoutMs} ms:\n${describe()}`);
}
