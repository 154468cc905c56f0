// Starts the example with its own `wrangler dev` and drives it with the MCP SDK's own client over Streamable
// HTTP: the tools, a run that completes, one that pauses and is approved, one that is rejected.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort, runToEnd, type StartedServer, startServer } from "@codemode-internal/example-harness";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const HERE = resolve(import.meta.dirname, "..");
const WRANGLER = join(HERE, "node_modules", ".bin", "wrangler");
const state = mkdtempSync(join(tmpdir(), "example-mcp-server-"));
let server: StartedServer;
let client: Client;

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
    { cwd: HERE, port, readyPath: "/" },
  );
  client = new Client({ name: "example-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
});

afterAll(async () => {
  await client?.close();
  await server?.stop();
  rmSync(state, { recursive: true, force: true });
});

/** Calls a tool and parses its first text block as JSON. */
async function tool(name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as {
    content: Array<{ type: string; text: string }>;
    isError?: boolean;
  };
  return { isError: result.isError ?? false, value: JSON.parse(result.content[0]?.text ?? "null") };
}

const deployed = async () => (await tool("execute", { code: "async () => deploys.list()" })).value.result;

describe("examples/mcp-server with the MCP SDK client (wrangler dev)", () => {
  it("lists the runtime's tools", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((entry) => entry.name).sort()).toEqual([
      "approve",
      "describe",
      "execute",
      "pending",
      "reject",
      "search",
    ]);
  });

  it("completes a run that only reads", async () => {
    expect(await tool("execute", { code: "async () => deploys.list()" })).toEqual({
      isError: false,
      value: expect.objectContaining({ status: "completed", result: [] }),
    });
  });

  it("pauses at deploys.start, lists it as pending, and approve continues the run", async () => {
    const paused = (await tool("execute", { code: 'async () => deploys.start({ version: "v2" })' })).value;
    expect(paused.status).toBe("paused");
    const pending = (await tool("pending", {})).value;
    expect(pending).toMatchObject([
      { executionId: paused.executionId, connector: "deploys", method: "start" },
    ]);
    expect(await deployed()).toEqual([]);
    const approved = (await tool("approve", { executionId: paused.executionId })).value;
    expect(approved).toMatchObject({ status: "completed", result: { version: "v2", live: true } });
    expect(await deployed()).toEqual(["v2"]);
  });

  it("rejects a paused run, which then deploys nothing", async () => {
    const paused = (await tool("execute", { code: 'async () => deploys.start({ version: "v3" })' })).value;
    const seq = paused.pending[0].seq;
    expect((await tool("reject", { executionId: paused.executionId, seq })).value).toEqual({
      rejected: true,
    });
    expect((await tool("approve", { executionId: paused.executionId })).isError).toBe(true);
    expect(await deployed()).toEqual(["v2"]);
  });

  it("passes wrangler deploy --dry-run", async () => {
    const outdir = mkdtempSync(join(tmpdir(), "example-mcp-server-dry-run-"));
    try {
      const { code, output } = await runToEnd(WRANGLER, ["deploy", "--dry-run", "--outdir", outdir], HERE);
      expect(code, output).toBe(0);
      expect(output).toMatch(/env\.WORKSPACE \(Workspace\)\s+Durable Object/);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
