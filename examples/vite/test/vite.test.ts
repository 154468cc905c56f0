// Starts the example with `vite dev` (@cloudflare/vite-plugin runs the Worker in workerd) and drives it over
// HTTP: complete, pause, pending, approve with seq, rollback, reject, the audit list. Then `vite build` and
// `wrangler deploy --dry-run` on the build output, which must export what codemode/vite added.
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort, runToEnd, type StartedServer, startServer } from "@codemode-internal/example-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const HERE = resolve(import.meta.dirname, "..");
const bin = (name: string) => join(HERE, "node_modules", ".bin", name);
let server: StartedServer;

beforeAll(async () => {
  rmSync(join(HERE, ".wrangler", "state"), { recursive: true, force: true });
  const port = await freePort();
  server = await startServer(
    bin("vite"),
    ["dev", "--configLoader", "runner", "--host", "127.0.0.1", "--port", `${port}`, "--strictPort"],
    { cwd: HERE, port, readyPath: "/executions" },
  );
});

afterAll(async () => {
  await server?.stop();
});

type Outcome = { status: string; executionId: string; result?: unknown; pending?: Array<{ seq: number }> };

async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}
const execute = (code: string) => call<Outcome>("/execute", { code });
const titles = async () =>
  (await execute("async () => (await tracker.list_issues()).map((issue) => issue.title)")).result;
const create = (title: string) =>
  execute(`async () => tracker.create_issue({ title: ${JSON.stringify(title)} })`);

describe("examples/vite under vite dev", () => {
  it("completes, pauses, approves with seq, rolls back, rejects, and keeps the audit list", async () => {
    expect(await titles()).toEqual([]);
    const paused = await create("Cold cache");
    expect(paused.status).toBe("paused");
    expect(await call("/pending")).toMatchObject([
      { executionId: paused.executionId, method: "create_issue" },
    ]);
    const seq = paused.pending?.[0]?.seq;
    expect(await call("/approve", { executionId: paused.executionId, seq })).toMatchObject({
      status: "completed",
      result: { title: "Cold cache" },
    });
    expect(await titles()).toEqual(["Cold cache"]);
    await call("/rollback", { executionId: paused.executionId });
    expect(await titles()).toEqual([]);

    const second = await create("Never");
    const rejected = await call("/reject", {
      executionId: second.executionId,
      seq: second.pending?.[0]?.seq,
    });
    expect(rejected).toEqual({ rejected: true });
    const statuses = (await call<Array<{ status: string }>>("/executions")).map(
      (execution) => execution.status,
    );
    expect(statuses).toEqual(["rejected", "completed", "completed", "rolled_back", "completed"]);
  });

  it("builds with vite and passes wrangler deploy --dry-run", async () => {
    const build = await runToEnd(bin("vite"), ["build", "--configLoader", "runner"], HERE);
    expect(build.code, build.output).toBe(0);
    const entry = readFileSync(join(HERE, "dist", "codemode_vite", "index.js"), "utf8");
    expect(entry).toMatch(/export\s*\{[^}]*\bCodemodeRuntime\b/);
    expect(entry).toMatch(/export\s*\{[^}]*\bTrackerConnector\b/);
    const outdir = join(tmpdir(), `example-vite-dry-run-${process.pid}`);
    try {
      const deploy = await runToEnd(bin("wrangler"), ["deploy", "--dry-run", "--outdir", outdir], HERE);
      expect(deploy.code, deploy.output).toBe(0);
      expect(deploy.output).toMatch(/env\.MY_AGENT \(MyAgent\)\s+Durable Object/);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
