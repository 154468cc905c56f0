// Starts the example with its own `wrangler dev` and chats with the agent over HTTP: the scripted model writes
// code for `runtime.tool()`, the run pauses at create_issue, and pending, approve with seq, rollback, reject
// and the audit list answer as the runtime recorded them. Then `wrangler deploy --dry-run`.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort, runToEnd, type StartedServer, startServer } from "@codemode-internal/example-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const HERE = resolve(import.meta.dirname, "..");
const WRANGLER = join(HERE, "node_modules", ".bin", "wrangler");
const state = mkdtempSync(join(tmpdir(), "example-agents-chat-"));
let server: StartedServer;
let agent: string;

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
    { cwd: HERE, port, readyPath: "/agents/chat-agent/default/issues" },
  );
  agent = `${server.url}/agents/chat-agent/default`;
});

afterAll(async () => {
  await server?.stop();
  rmSync(state, { recursive: true, force: true });
});

type Pending = { executionId: string; seq: number; method: string };

async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${agent}${path}`, {
    method: body === undefined ? "GET" : "POST",
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}
async function chat(message: string): Promise<string> {
  const response = await fetch(`${agent}/chat`, { method: "POST", body: JSON.stringify({ message }) });
  expect(response.status).toBe(200);
  return response.text();
}
const titles = async () => (await call<Array<{ title: string }>>("/issues")).map((issue) => issue.title);

describe("examples/agents-chat over HTTP (wrangler dev)", () => {
  it("pauses the model's run for approval; approve with seq completes it and rollback undoes it", async () => {
    expect(await chat("Login page is blank")).toContain('"status":"paused"');
    const [pending] = await call<Pending[]>("/pending");
    expect(pending).toMatchObject({ method: "create_issue" });
    expect(await titles()).toEqual([]);
    const { executionId, seq } = pending as Pending;
    expect(await call("/approve", { executionId, seq })).toMatchObject({ status: "completed" });
    expect(await titles()).toEqual(["Login page is blank"]);
    await call("/rollback", { executionId });
    expect(await titles()).toEqual([]);
  });

  it("rejects a run, which then writes nothing", async () => {
    await chat("Search is slow");
    const [pending] = await call<Pending[]>("/pending");
    expect(await call("/reject", { executionId: pending?.executionId, seq: pending?.seq })).toEqual({
      rejected: true,
    });
    expect(await titles()).toEqual([]);
  });

  it("keeps every run in the audit list, newest first", async () => {
    const statuses = (await call<Array<{ status: string }>>("/executions")).map(
      (execution) => execution.status,
    );
    expect(statuses).toEqual(["rejected", "rolled_back"]);
  });

  it("passes wrangler deploy --dry-run", async () => {
    const outdir = mkdtempSync(join(tmpdir(), "example-agents-chat-dry-run-"));
    try {
      const { code, output } = await runToEnd(WRANGLER, ["deploy", "--dry-run", "--outdir", outdir], HERE);
      expect(code, output).toBe(0);
      expect(output).toMatch(/env\.ChatAgent \(ChatAgent\)\s+Durable Object/);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
