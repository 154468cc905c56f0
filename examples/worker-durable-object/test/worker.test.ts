// Starts the example with its own `wrangler dev` (one for the whole file) and drives it over HTTP the way a
// reader of docs/getting-started.md would: run, pause, approve with seq, rollback, reject, chat, audit list.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort, runToEnd, type StartedServer, startServer } from "@codemode-internal/example-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const HERE = resolve(import.meta.dirname, "..");
const WRANGLER = join(HERE, "node_modules", ".bin", "wrangler");
const state = mkdtempSync(join(tmpdir(), "example-worker-do-"));
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
    { cwd: HERE, port, readyPath: "/issues" },
  );
});

afterAll(async () => {
  await server?.stop();
  rmSync(state, { recursive: true, force: true });
});

type Outcome = { status: string; executionId: string; result?: unknown; error?: string; pending?: Pending[] };
type Pending = { executionId: string; seq: number; connector: string; method: string };

async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

const create = (title: string) =>
  `async () => { const same = await tracker.list_issues({ query: ${JSON.stringify(title)} }); return await tracker.create_issue({ title: ${JSON.stringify(title)} }); }`;
const titles = async () => (await call<Array<{ title: string }>>("/issues")).map((issue) => issue.title);

describe("examples/worker-durable-object over HTTP (wrangler dev)", () => {
  it("completes a run that only reads", async () => {
    const outcome = await call<Outcome>("/execute", {
      code: "async () => (await tracker.list_issues({})).length",
    });
    expect(outcome).toMatchObject({ status: "completed", result: 0 });
  });

  it("pauses at create_issue, lists it as pending, and approve(executionId, seq) completes it", async () => {
    const paused = await call<Outcome>("/execute", { code: create("Deploys fail on a cold cache") });
    expect(paused.status).toBe("paused");
    expect(await titles()).not.toContain("Deploys fail on a cold cache");
    const pending = await call<Pending[]>("/pending");
    expect(pending).toMatchObject([
      { executionId: paused.executionId, connector: "tracker", method: "create_issue" },
    ]);
    const seq = pending[0]?.seq ?? -1;
    for (const refused of [{ seq: seq + 1 }, {}]) {
      const outcome = await call<Outcome>("/approve", { executionId: paused.executionId, ...refused });
      expect(outcome.status, "an approval without the seq the person saw").toBe("error");
    }
    const approved = await call<Outcome>("/approve", { executionId: paused.executionId, seq });
    expect(approved).toMatchObject({
      status: "completed",
      result: { title: "Deploys fail on a cold cache" },
    });
    expect(await titles()).toContain("Deploys fail on a cold cache");

    await call("/rollback", { executionId: paused.executionId });
    expect(await titles()).not.toContain("Deploys fail on a cold cache");
  });

  it("rejects a paused run without writing anything", async () => {
    const paused = await call<Outcome>("/execute", { code: create("Rejected idea") });
    const seq = paused.pending?.[0]?.seq;
    expect(await call("/reject", { executionId: paused.executionId, seq })).toEqual({ rejected: true });
    expect(await call("/pending")).toEqual([]);
    expect(await titles()).not.toContain("Rejected idea");
  });

  it("chats with the scripted model, whose run pauses for approval", async () => {
    const response = await fetch(`${server.url}/chat`, {
      method: "POST",
      body: JSON.stringify({ prompt: "Search is slow" }),
    });
    expect(await response.text()).toContain('"status":"paused"');
    expect(await call<Pending[]>("/pending")).toMatchObject([{ method: "create_issue" }]);
  });

  it("keeps every run in the audit list, newest first", async () => {
    const executions = await call<Array<{ status: string }>>("/executions");
    expect(executions.map((execution) => execution.status)).toEqual([
      "paused",
      "rejected",
      "rolled_back",
      "completed",
    ]);
  });

  it("passes wrangler deploy --dry-run", async () => {
    const outdir = mkdtempSync(join(tmpdir(), "example-worker-do-dry-run-"));
    try {
      const { code, output } = await runToEnd(WRANGLER, ["deploy", "--dry-run", "--outdir", outdir], HERE);
      expect(code, output).toBe(0);
      expect(output).toMatch(/env\.SUPPORT_AGENT \(SupportAgent\)\s+Durable Object/);
      const bundle = readdirSync(outdir).find((file) => file.endsWith(".js")) ?? "";
      expect(readFileSync(join(outdir, bundle), "utf8")).toMatch(/export\s*\{[^}]*\bCodemodeRuntime\b/);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
