import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";

/** A real MCP SDK client connected to `server` over the SDK's in-memory transport. */
export async function connectClient(server: McpServer): Promise<Client> {
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  const client = new Client(
    { name: "connector-base-test", version: "1.0.0" },
    // The SDK's default (Ajv) validator generates code, which workerd forbids.
    { jsonSchemaValidator: new CfWorkerJsonSchemaValidator() },
  );
  await server.connect(serverTransport);
  await client.connect(clientTransport);
  return client;
}
