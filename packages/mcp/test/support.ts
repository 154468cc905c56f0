import { env } from "cloudflare:workers";
import { DynamicWorkerExecutor } from "@codemode/worker-executor";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";

/** A sandbox on the test worker's real Worker Loader. */
export function executor(timeout = 10_000): DynamicWorkerExecutor {
  return new DynamicWorkerExecutor({ loader: env.LOADER, timeout });
}

/** A real MCP client connected to `server` over the SDK's in-memory transport pair. */
export async function connectClient(server: McpServer): Promise<Client> {
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  const client = new Client(
    { name: "test-client", version: "1.0.0" },
    { jsonSchemaValidator: new CfWorkerJsonSchemaValidator() },
  );
  await client.connect(clientTransport);
  return client;
}

/** The text parts of a tool result. */
export function texts(result: unknown): string[] {
  return ((result as CallToolResult).content ?? []).flatMap((part) =>
    part.type === "text" ? [part.text] : [],
  );
}

/** The first text part of a tool result, parsed as JSON. */
export function firstJson(result: unknown): unknown {
  const [first] = texts(result);
  if (first === undefined) throw new Error("The tool result has no text.");
  return JSON.parse(first);
}
