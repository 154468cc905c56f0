import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import { z } from "zod";

/** Every call the upstream tools received, in order. */
export type UpstreamCalls = Array<{ tool: string; args: unknown }>;

/**
 * A real MCP server with tools that cover each result shape: JSON text, structured content with an output
 * schema, plain text, an `isError` result, and a large result.
 */
export function upstreamServer(calls: UpstreamCalls = []): McpServer {
  const server = new McpServer(
    { name: "upstream", version: "1.0.0" },
    { jsonSchemaValidator: new CfWorkerJsonSchemaValidator() },
  );
  server.registerTool(
    "get-sum",
    {
      description: "Add two numbers.",
      inputSchema: { a: z.number().describe("First addend"), b: z.number() },
    },
    async (args) => {
      calls.push({ tool: "get-sum", args });
      return { content: [{ type: "text", text: JSON.stringify({ sum: args.a + args.b }) }] };
    },
  );
  server.registerTool(
    "weather",
    {
      description: "Weather of a city.",
      inputSchema: { city: z.string() },
      outputSchema: { city: z.string(), celsius: z.number() },
    },
    async ({ city }) => {
      calls.push({ tool: "weather", args: { city } });
      const value = { city, celsius: city.length * 3 };
      return { content: [{ type: "text", text: `${city}: ${value.celsius} C` }], structuredContent: value };
    },
  );
  server.registerTool(
    "greet",
    { description: "Say hello.", inputSchema: { name: z.string() } },
    async ({ name }) => ({
      content: [{ type: "text", text: `Hello, ${name}!` }],
    }),
  );
  server.registerTool(
    "charge",
    { description: "Charge a card.", inputSchema: { cents: z.number().int() } },
    async () => ({
      content: [{ type: "text", text: "card declined: insufficient funds" }],
      isError: true,
    }),
  );
  server.registerTool(
    "list-records",
    { description: "Many records.", inputSchema: { count: z.number().int() } },
    async ({ count }) => ({
      content: [
        {
          type: "text",
          text: JSON.stringify(
            Array.from({ length: count }, (_, id) => ({ id, note: `record ${id} `.repeat(20) })),
          ),
        },
      ],
    }),
  );
  return server;
}
