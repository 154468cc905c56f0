// Starts the example with its own `wrangler dev` and drives it over HTTP: complete, pause, approve, rollback,
// the audit list; then checks the production bundle with `wrangler deploy --dry-run`.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort, runToEnd, type StartedServer, startServer } from "@codemode-internal/example-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const HERE = resolve(import.meta.dirname, "..");
const WRANGLER = join(HERE, "node_modules", ".bin", "wrangler");
const state = mkdtempSync(join(tmpdir(), "example-cherry-pick-"));
let server: StartedServer;

beforeAll(async () => {
  const [port, inspector] = [await freePort(), await freePort()];
  server = await startServer(
    WRANGLER,
    [
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      `${port}`,
      "--inspector-port",
      `${inspector}`,
      "--persist-to",
      state,
    ],
    { cwd: HERE, port, readyPath: "/executions" },
  );
});

afterAll(async () => {
  await server?.stop();
  rmSync(state, { recursive: true, force: true });
});

type Outcome = { status: string; executionId: string; result?: unknown; pending?: Array<{ seq: number }> };

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${server.url}${path}`, { method: "POST", body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}
const list = () =>
  post<Outcome>("/execute", { code: "async () => (await notes.list()).map((note) => note.text)" });

describe("examples/cherry-pick over HTTP (wrangler dev)", () => {
  it("depends on no umbrella package", () => {
    const manifest = JSON.parse(readFileSync(join(HERE, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies).filter((name) => !name.startsWith("@codemode/"))).toEqual([]);
  });

  it("completes, pauses, approves, rolls back and keeps the audit list", async () => {
    expect(await list()).toMatchObject({ status: "completed", result: [] });
    const paused = await post<Outcome>("/execute", { code: 'async () => notes.add({ text: "buy milk" })' });
    expect(paused.status).toBe("paused");
    const seq = paused.pending?.[0]?.seq;
    expect(await post("/approve", { executionId: paused.executionId, seq })).toMatchObject({
      status: "completed",
    });
    expect(await list()).toMatchObject({ result: ["buy milk"] });
    await post("/rollback", { executionId: paused.executionId });
    expect(await list()).toMatchObject({ result: [] });
    const executions = (await (await fetch(`${server.url}/executions`)).json()) as Array<{ status: string }>;
    expect(executions.map((execution) => execution.status)).toEqual([
      "completed",
      "completed",
      "rolled_back",
      "completed",
    ]);
  });

  it("passes wrangler deploy --dry-run", async () => {
    const outdir = mkdtempSync(join(tmpdir(), "example-cherry-pick-dry-run-"));
    try {
      const { code, output } = await runToEnd(WRANGLER, ["deploy", "--dry-run", "--outdir", outdir], HERE);
      expect(code, output).toBe(0);
      expect(output).toMatch(/env\.NOTEBOOK \(Notebook\)\s+Durable Object/);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
