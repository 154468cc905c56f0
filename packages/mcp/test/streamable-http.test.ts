import { exports } from "cloudflare:workers";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import { describe, expect, it } from "vitest";
import { firstJson } from "./support.ts";

/** A real MCP client speaking Streamable HTTP to the test worker's `fetch` handler. */
async function httpClient(path: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(`http://codemode.test${path}`), {
    fetch: (input, init) => exports.default.fetch(new Request(input, init)),
  });
  const client = new Client(
    { name: "http-client", version: "1.0.0" },
    { jsonSchemaValidator: new CfWorkerJsonSchemaValidator() },
  );
  await client.connect(transport);
  return client;
}

describe("over Streamable HTTP, served by a Worker", () => {
  it("serves codeMcpServer", async () => {
    const client = await httpClient("/code-mcp");
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(["code"]);
    const result = await client.callTool({
      name: "code",
      arguments: { code: "async () => (await codemode.get_sum({ a: 20, b: 22 })).sum" },
    });
    expect(firstJson(result)).toBe(42);
  });

  it("serves runtimeMcpServer from a Durable Object, approvals included, across requests", async () => {
    const host = `http-${crypto.randomUUID()}`;
    const client = await httpClient(`/runtime-mcp?host=${host}`);
    const paused = firstJson(
      await client.callTool({
        name: "execute",
        arguments: { code: 'async () => { await notes.write({ title: "via http" }); return notes.list(); }' },
      }),
    ) as { status: string; executionId: string };
    expect(paused.status).toBe("paused");
    const approved = await client.callTool({
      name: "approve",
      arguments: { executionId: paused.executionId },
    });
    expect(firstJson(approved)).toMatchObject({ status: "completed", result: ["via http"] });
  });
});
