import { createExecutionContext } from "cloudflare:test";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { createServer } from "@modelcontextprotocol/server-everything/dist/server/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ToolArgumentsError } from "../src/connector/tool-arguments-error.ts";
import type { McpConnectionLike } from "../src/mcp/mcp-connection.ts";
import { McpConnector } from "../src/mcp/mcp-connector.ts";
import { connectClient } from "./mcp-fixture.ts";

class EverythingConnector extends McpConnector {
  readonly #client: Client;
  constructor(client: Client) {
    super(createExecutionContext(), {});
    this.#client = client;
  }
  name(): string {
    return "everything";
  }
  protected createConnection(): McpConnectionLike {
    return { name: "everything", client: this.#client };
  }
}

describe("McpConnector against @modelcontextprotocol/server-everything", () => {
  let client: Client;
  let cleanup: () => void;
  let connector: EverythingConnector;

  beforeAll(async () => {
    const everything = createServer();
    cleanup = () => everything.cleanup(undefined);
    client = await connectClient(everything.server);
    connector = new EverythingConnector(client);
  });

  afterAll(async () => {
    cleanup();
    await client.close();
  });

  it("lists the server's tools as sanitized methods", async () => {
    const description = await connector.describe();
    // The server's own instructions (from initialize) become the connector's.
    expect(description.instructions).toBe(client.getInstructions());
    expect(description.instructions).toBeTruthy();
    const methods = Object.keys(description.descriptors);
    expect(methods).toEqual(
      expect.arrayContaining(["echo", "get_sum", "get_structured_content", "get_tiny_image"]),
    );
    expect(methods.every((method) => /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(method))).toBe(true);
    expect(description.descriptors.get_sum?.inputSchema).toMatchObject({
      type: "object",
      properties: { a: { type: "number" }, b: { type: "number" } },
      required: ["a", "b"],
    });
  });

  it("calls tools and unwraps text, structured and image results", async () => {
    expect(await connector.executeTool("get_sum", { a: 2, b: 3 })).toBe("The sum of 2 and 3 is 5.");
    expect(await connector.executeTool("echo", { message: "hello" })).toBe("Echo: hello");
    expect(await connector.executeTool("get_structured_content", { location: "Chicago" })).toEqual({
      temperature: 36,
      conditions: "Light rain / drizzle",
      humidity: 82,
    });
    const image = (await connector.executeTool("get_tiny_image", {})) as Array<{ type: string }>;
    expect(image.map((part) => part.type)).toContain("image");
  });

  it("rejects wrong arguments before they reach the server", async () => {
    const error = await connector.executeTool("get_sum", { a: "2", b: 3 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ToolArgumentsError);
    expect((error as Error).message).toMatch(/^everything\.get_sum: input\.a must be a number, got string\./);
  });
});
