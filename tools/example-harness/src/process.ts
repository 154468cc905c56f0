import { type ChildProcess, spawn } from "node:child_process";
import { waitFor } from "./wait-for.ts";

/** A running command, its output so far, and how to stop its whole process group. */
export type RunningCommand = {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

/** A server started by {@link startServer}, answering at `url`. */
export type StartedServer = RunningCommand & { url: string };

/**
 * Starts `command args` in `cwd` as the leader of a new process group (so workerd, esbuild and vite children
 * stop with it), with wrangler metrics and colours off. Binaries are the example's own
 * (`node_modules/.bin/...`), never global ones.
 */
export function runCommand(command: string, args: string[], cwd: string): RunningCommand {
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  let output = "";
  const append = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  const exited = new Promise<number | null>((resolveExit) => child.on("exit", (code) => resolveExit(code)));
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    signalGroup(child.pid, "SIGTERM");
    // timing-allowed: a grace period before SIGKILL, not an assertion.
    const stopped = await Promise.race([exited.then(() => true), delay(10_000).then(() => false)]);
    if (!stopped) signalGroup(child.pid, "SIGKILL");
    // timing-allowed: SIGKILL cannot be refused; the bound only keeps a zombie from holding the test.
    await Promise.race([exited, delay(5_000)]);
  };
  return { child, output: () => output, exited, stop };
}

/**
 * Starts a server with {@link runCommand} and resolves once `readyPath` answers with a status below 500 at
 * `http://127.0.0.1:<port>` (the caller puts the port in `args`). Fails with the server's output if it exits
 * first or never answers.
 */
export async function startServer(
  command: string,
  args: string[],
  options: { cwd: string; port: number; readyPath?: string },
): Promise<StartedServer> {
  const server = runCommand(command, args, options.cwd);
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitFor(async () => {
      if (server.child.exitCode !== null) {
        throw new Error(`${command} exited with ${server.child.exitCode}:\n${server.output()}`);
      }
      const response = await fetch(`${url}${options.readyPath ?? "/"}`).catch(() => undefined);
      return response !== undefined && response.status < 500 ? true : undefined;
    }, server.output);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { ...server, url };
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

function delay(milliseconds: number): Promise<void> {
  // Unreferenced: a pending grace period never keeps the test process alive.
  return new Promise((resolveDelay) => setTimeout(resolveDelay, milliseconds).unref());
}

/**
 * Runs a command to its end and returns its exit code and output. `timeoutMs` only stops a command that hangs
 * (a `wrangler deploy --dry-run` takes seconds), reporting `null` as the code.
 */
export async function runToEnd(
  command: string,
  args: string[],
  cwd: string,
  timeoutMs = 150_000,
): Promise<{ code: number | null; output: string }> {
  const run = runCommand(command, args, cwd);
  // timing-allowed: only ends a command that hangs, with its output; not a measurement.
  const hung = delay(timeoutMs).then(() => "hung" as const);
  const code = await Promise.race([run.exited, hung]);
  if (code === "hung") {
    await run.stop();
    return { code: null, output: run.output() };
  }
  return { code, output: run.output() };
}
