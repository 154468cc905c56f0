import { env } from "cloudflare:workers";
import { DynamicWorkerExecutor, type DynamicWorkerExecutorOptions } from "../src/index.ts";

/** The test worker's real Worker Loader binding. */
export const loader = (env as unknown as { LOADER: WorkerLoader }).LOADER;

/** An executor on the real loader, with a short timeout unless the test says otherwise. */
export function executor(options: Partial<DynamicWorkerExecutorOptions> = {}): DynamicWorkerExecutor {
  return new DynamicWorkerExecutor({ loader, timeout: 5000, ...options });
}

/** Resolves after `ms` milliseconds of host time. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Resolves once a timer of `delayMs` set now, in a fresh sandbox, has fired and its call has reached the host.
 * The positive signal for a test that asserts a timer set earlier in another sandbox, with the same delay, did
 * not reach the host: that timer's deadline came first (one workerd fires its timers in deadline order), so it
 * fired, and made its call, before this one, however slow the machine. Waits for the timer, not for a time.
 */
export async function laterSandboxTimerFired(delayMs: number): Promise<void> {
  let fired = false;
  const outcome = await executor().execute(
    `async () => { await new Promise((resolve) => setTimeout(resolve, ${delayMs})); await codemode.fired(); }`,
    [
      {
        name: "codemode",
        fns: {
          fired: async () => {
            fired = true;
          },
        },
      },
    ],
  );
  if (outcome.error !== undefined || !fired) {
    throw new Error(`The probe sandbox's timer did not report: ${outcome.error ?? "no call arrived"}`);
  }
}
