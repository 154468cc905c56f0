import { createExecutionContext } from "cloudflare:test";
import { CodemodeError } from "@codemode/runtime-core";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { ConnectorTool } from "../src/connector/connector-tool.ts";
import { ToolArgumentsError } from "../src/connector/tool-arguments-error.ts";
import type { McpConnectionLike, McpTool } from "../src/mcp/mcp-connection.ts";
import { McpConnector } from "../src/mcp/mcp-connector.ts";
import { McpToolError } from "../src/mcp/mcp-tool-error.ts";
import { connectClient } from "./mcp-fixture.ts";

const TINY_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/** A real MCP server whose tools cover every result shape, counting the calls that reach it. */
function issueServer(received: unknown[]): McpServer {
  const server = new McpServer(
    { name: "issues", version: "1.0.0" },
    { instructions: "Issues server: list before you create." },
  );
  server.registerTool(
    "list-issues",
    {
      description: "List issues.",
      inputSchema: { repo: z.string(), limit: z.number().int().max(100).optional() },
    },
    async (args) => {
      received.push(args);
      return { content: [{ type: "text", text: JSON.stringify([{ number: 1, repo: args.repo }]) }] };
    },
  );
  server.registerTool(
    "get.weather",
    {
      description: "Weather in a city.",
      inputSchema: { city: z.enum(["Paris", "Oslo"]) },
      outputSchema: { celsius: z.number(), city: z.string() },
    },
    async ({ city }) => ({
      content: [{ type: "text", text: `It is 12 degrees in ${city}.` }],
      structuredContent: { celsius: 12, city },
    }),
  );
  server.registerTool("echo", { title: "Echo", inputSchema: { text: z.string() } }, async ({ text }) => ({
    content: [{ type: "text", text: `echo: ${text}` }],
  }));
  server.registerTool("split", { description: "Two text parts." }, async () => ({
    content: [
      { type: "text", text: '{"part":1}' },
      { type: "text", text: "plain second part" },
    ],
  }));
  server.registerTool("picture", { description: "An image and a caption." }, async () => ({
    content: [
      { type: "image", data: TINY_PNG, mimeType: "image/png" },
      { type: "text", text: "a pixel" },
    ],
  }));
  server.registerTool("nothing", { description: "Returns no content." }, async () => ({ content: [] }));
  server.registerTool("fail", { description: "Always fails." }, async () => ({
    isError: true,
    content: [{ type: "text", text: "Repository not found: check the owner name." }],
  }));
  return server;
}

class IssuesMcp extends McpConnector {
  readonly connection: McpConnectionLike;
  connectionsCreated = 0;
  constructor(connection: McpConnectionLike) {
    super(createExecutionContext(), {});
    this.connection = connection;
  }
  name(): string {
    return "issues";
  }
  protected createConnection(): McpConnectionLike {
    this.connectionsCreated++;
    return this.connection;
  }
  protected override tool(name: string, tool: ConnectorTool): ConnectorTool {
    return name === "echo" ? { ...tool, requiresApproval: true } : tool;
  }
}

describe("McpConnector against a real MCP server", () => {
  let client: Client;
  let received: unknown[];
  let connector: IssuesMcp;

  beforeEach(async () => {
    received = [];
    client = await connectClient(issueServer(received));
    connector = new IssuesMcp({ client });
  });

  afterEach(async () => {
    await client.close();
  });

  it("exposes one sanitized method per MCP tool with its schemas, and the server's instructions", async () => {
    const description = await connector.describe();
    expect(Object.keys(description.descriptors)).toEqual([
      "list_issues",
      "get_weather",
      "echo",
      "split",
      "picture",
      "nothing",
      "fail",
    ]);
    expect(description.descriptors.list_issues?.inputSchema).toMatchObject({
      type: "object",
      properties: { repo: { type: "string" }, limit: { type: "integer", maximum: 100 } },
      required: ["repo"],
    });
    expect(description.descriptors.get_weather?.outputSchema).toMatchObject({
      properties: { celsius: { type: "number" } },
    });
    expect(description.descriptors.echo?.description).toBe("Echo");
    expect(description.instructions).toBe("Issues server: list before you create.");
    expect(description.annotations).toEqual({ echo: { requiresApproval: true } });
    expect(connector.connectionsCreated).toBe(1);
  });

  it("unwraps results: JSON text, structured content, plain text, several parts, other content", async () => {
    expect(await connector.executeTool("list_issues", { repo: "codemode" })).toEqual([
      { number: 1, repo: "codemode" },
    ]);
    expect(received).toEqual([{ repo: "codemode" }]);
    expect(await connector.executeTool("get_weather", { city: "Oslo" })).toEqual({
      celsius: 12,
      city: "Oslo",
    });
    expect(await connector.executeTool("echo", { text: "hi" })).toBe("echo: hi");
    expect(await connector.executeTool("split", {})).toEqual([{ part: 1 }, "plain second part"]);
    expect(await connector.executeTool("picture", {})).toEqual([
      { type: "image", data: TINY_PNG, mimeType: "image/png" },
      { type: "text", text: "a pixel" },
    ]);
    expect(await connector.executeTool("nothing", undefined)).toBeUndefined();
  });

  it("throws an isError result as an Error carrying the tool's text", async () => {
    const error = await connector.executeTool("fail", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(McpToolError);
    expect((error as McpToolError).message).toBe("Repository not found: check the owner name.");
    expect((error as McpToolError).tool).toBe("fail");
  });

  it("checks arguments against the MCP input schema before the server is called", async () => {
    const error = await connector
      .executeTool("list_issues", { repo: "codemode", limit: 500 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ToolArgumentsError);
    expect((error as Error).message).toMatch(/^issues\.list_issues: input\.limit must be <= 100, got 500\./);
    await expect(connector.executeTool("get_weather", { city: "Rome" })).rejects.toThrow(
      'issues.get_weather: input.city must be one of "Paris", "Oslo", got "Rome"',
    );
    expect(received).toEqual([]);
  });

  it("uses the connection's own tools and instructions when it carries them (Agents SDK shape)", async () => {
    const listed = (await client.listTools()).tools.filter((tool) => tool.name === "echo");
    const agentsConnection: McpConnectionLike = {
      client,
      tools: listed,
      instructions: "From the Agents SDK.",
    };
    const agentsConnector = new IssuesMcp(agentsConnection);
    const description = await agentsConnector.describe();
    expect(Object.keys(description.descriptors)).toEqual(["echo"]);
    expect(description.instructions).toBe("From the Agents SDK.");
    expect(await agentsConnector.executeTool("echo", { text: "x" })).toBe("echo: x");
  });

  it("prefers the connector's own instructions over the server's", async () => {
    class Instructed extends IssuesMcp {
      protected override instructions(): string {
        return "Use for issue tracking.";
      }
    }
    expect((await new Instructed({ client }).describe()).instructions).toBe("Use for issue tracking.");
  });
});

describe("McpConnector tool names", () => {
  const collide: McpTool[] = [
    { name: "get-item", inputSchema: { type: "object" } },
    { name: "get.item", inputSchema: { type: "object" } },
  ];
  const noCall = { callTool: async () => ({ content: [] }) };

  it("refuses two MCP tools that map to the same method, naming both", async () => {
    const error = await new IssuesMcp({ client: noCall, tools: collide })
      .describe()
      .catch((caught: unknown) => caught);
    expect((error as Error).message).toBe(
      'MCP tools "get-item" and "get.item" of connector "issues" both become the method "get_item". ' +
        "Override toolName(tool) to give one of them another name.",
    );
    expect(CodemodeError.isInstance(error) && error.code).toBe("configuration");
  });

  it("lets toolName() disambiguate", async () => {
    class Renamed extends IssuesMcp {
      protected override toolName(tool: McpTool): string {
        return tool.name.replace(/[-.]/g, (separator) => (separator === "-" ? "_dash_" : "_dot_"));
      }
    }
    const description = await new Renamed({ client: noCall, tools: collide }).describe();
    expect(Object.keys(description.descriptors)).toEqual(["get_dash_item", "get_dot_item"]);
  });

  it("retries createConnection after a failure", async () => {
    let attempts = 0;
    class Flaky extends IssuesMcp {
      protected override createConnection(): McpConnectionLike {
        attempts++;
        if (attempts === 1) throw new Error("server unreachable");
        return { client: noCall, tools: [{ name: "ping", inputSchema: { type: "object" } }] };
      }
    }
    const flaky = new Flaky({ client: noCall });
    await expect(flaky.describe()).rejects.toThrow("server unreachable");
    expect(Object.keys((await flaky.describe()).descriptors)).toEqual(["ping"]);
  });
});
