import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { join, resolve } from "node:path";

/** The app's folder and its own wrangler binary (never a global one). */
export const APP_DIRECTORY = resolve(import.meta.dirname, "../..");
export const WRANGLER = join(APP_DIRECTORY, "node_modules", ".bin", "wrangler");

/** A free TCP port on the loopback interface, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** A running `wrangler` command, its output so far, and how to stop its whole process group. */
export type WranglerProcess = {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

/**
 * Starts `wrangler <args>` in the app's folder as the leader of a new process group (so workerd and esbuild
 * children can be stopped with it) with metrics off.
 */
export function runWrangler(args: string[]): WranglerProcess {
  const child = spawn(WRANGLER, args, {
    cwd: APP_DIRECTORY,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolveExit) => child.on("exit", (code) => resolveExit(code)));
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    signalGroup(child.pid, "SIGTERM");
    // timing-allowed: a grace period, not an assertion: wrangler exits within a second of SIGTERM, and one that
    // has not after 10 s is killed instead.
    const stopped = await Promise.race([exited.then(() => true), delay(10_000).then(() => false)]);
    if (!stopped) signalGroup(child.pid, "SIGKILL");
    // timing-allowed: SIGKILL cannot be refused; the 5 s only keep a zombie from holding the test forever.
    await Promise.race([exited, delay(5_000)]);
  };
  return { child, output: () => output, exited, stop };
}

/**
 * Starts `wrangler dev` on a free loopback port and resolves once the page answers. `timeoutMs` only turns a
 * server that never answers into a failure with its output: wrangler dev answers in about 10 s here, 30 s on
 * a loaded 2-core machine, and 150 s is several times that.
 */
export async function startDevServer(
  persistTo: string,
  timeoutMs = 150_000,
): Promise<WranglerProcess & { url: string }> {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const server = runWrangler([
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--inspector-port",
    String(inspectorPort),
    "--persist-to",
    persistTo,
    "--show-interactive-dev-session=false",
  ]);
  const url = `http://127.0.0.1:${port}`;
  const deadline = AbortSignal.timeout(timeoutMs);
  while (!deadline.aborted) {
    if (server.child.exitCode !== null) {
      throw new Error(
        `wrangler dev exited with ${server.child.exitCode} before it was ready:\n${server.output()}`,
      );
    }
    const ready = await fetch(`${url}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { ...server, url };
    // timing-allowed: the interval between polls of a condition (the page answering), not a wait for it.
    await delay(500);
  }
  await server.stop();
  throw new Error(`wrangler dev did not answer on ${url} within ${timeoutMs} ms:\n${server.output()}`);
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

function delay(milliseconds: number): Promise<void> {
  return new Promise((resolveDelay) => setTimeout(resolveDelay, milliseconds));
}
