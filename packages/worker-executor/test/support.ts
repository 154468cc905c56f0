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
