import { fileURLToPath } from "node:url";
import { unstable_startWorker } from "wrangler";

/** A running benchmark worker. */
export interface WorkerSession {
  /** GET `path` on the worker and parse the JSON answer; throws on an error answer. */
  get<T>(path: string): Promise<T>;
  dispose(): Promise<void>;
}

/** No benchmark request should take this long; a stalled request is given up (and retried by the caller). */
const REQUEST_TIMEOUT_MS = 150_000;

/** How often a pending request is accompanied by a `GET /progress`. */
const NUDGE_INTERVAL_MS = 5_000;

const CONFIG = fileURLToPath(new URL("../worker/wrangler.jsonc", import.meta.url));

/**
 * Starts the benchmark worker in workerd (wrangler's `unstable_startWorker`, no network needed). Durable
 * Object storage goes to `persistTo`: the caller picks a memory-backed or a disk-backed directory.
 */
export async function startWorker(persistTo: string): Promise<WorkerSession> {
  const worker = await unstable_startWorker({
    config: CONFIG,
    dev: {
      server: { hostname: "127.0.0.1", port: 0 },
      inspector: false,
      // Requests sometimes stall with workerd idle (seen at "error" and at "warn"); run-bench.ts then measures
      // the row again in a fresh process. "warn" also shows the runtime's own warnings.
      logLevel: "warn",
      watch: false,
      persist: persistTo,
    },
  });
  await worker.ready;
  return {
    async get<T>(path: string): Promise<T> {
      // A request sometimes sits undelivered until another request reaches the worker; a cheap request
      // every few seconds while one is pending keeps that from stalling a row.
      const nudge = setInterval(() => {
        worker.fetch("http://127.0.0.1/progress").then(
          (response) => response.arrayBuffer(),
          () => undefined,
        );
      }, NUDGE_INTERVAL_MS);
      let text: string;
      let response: Response;
      try {
        response = (await worker.fetch(`http://127.0.0.1${path}`, {
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        })) as unknown as Response;
        text = await response.text();
      } finally {
        clearInterval(nudge);
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new Error(`GET ${path} answered ${response.status}, not JSON: ${text.slice(0, 500)}`);
      }
      const error = (body as { error?: string }).error;
      if (!response.ok || error !== undefined)
        throw new Error(`GET ${path} failed: ${error ?? response.status}`);
      return body as T;
    },
    dispose: () => worker.dispose(),
  };
}
