import { describe, expect, it } from "vitest";
import { codeMcpServer, MAX_RESPONSE_CHARS } from "../src/index.ts";
import { connectClient, executor, firstJson, texts } from "./support.ts";
import { type UpstreamCalls, upstreamServer } from "./upstream-server.ts";

async function codeClient(calls: UpstreamCalls = [], description?: string) {
  const server = await codeMcpServer({
    server: upstreamServer(calls),
    executor: executor(),
    ...(description ? { description } : {}),
  });
  return await connectClient(server);
}

describe("codeMcpServer", () => {
  it("offers one code tool whose description declares every upstream tool", async () => {
    const client = await codeClient();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(["code"]);
    const description = tools[0]?.description ?? "";
    expect(description).toContain("declare const codemode: {");
    expect(description).toContain("get_sum(input: GetSumInput): Promise<GetSumOutput>;");
    expect(description).toMatch(/\/\*\* First addend \*\/\s+a: number;/);
    expect(description).toMatch(/type WeatherOutput = \{\s+city: string;\s+celsius: number;/);
    expect(description).toContain(
      "Example: async () => { const result = await codemode.get_sum({ a: 0, b: 0 }); return result; }",
    );
    expect(tools[0]?.inputSchema).toMatchObject({
      properties: { code: { type: "string" } },
      required: ["code"],
    });
  });

  it("chains upstream tools in one call and returns only the result", async () => {
    const calls: UpstreamCalls = [];
    const client = await codeClient(calls);
    const result = await client.callTool({
      name: "code",
      arguments: {
        code: `async () => {
          const first = await codemode.get_sum({ a: 2, b: 3 });
          const second = await codemode.get_sum({ a: first.sum, b: 10 });
          return second.sum;
        }`,
      },
    });
    expect(result.isError).toBeUndefined();
    expect(firstJson(result)).toBe(15);
    expect(calls).toEqual([
      { tool: "get-sum", args: { a: 2, b: 3 } },
      { tool: "get-sum", args: { a: 5, b: 10 } },
    ]);
  });

  it("unwraps structured content and plain text, and returns console output", async () => {
    const client = await codeClient();
    const result = await client.callTool({
      name: "code",
      arguments: {
        code: `async () => {
          const weather = await codemode.weather({ city: "Rome" });
          const greeting = await codemode.greet({ name: "Ada" });
          console.log("greeted");
          return { celsius: weather.celsius, greeting };
        }`,
      },
    });
    expect(firstJson(result)).toEqual({ celsius: 12, greeting: "Hello, Ada!" });
    expect(texts(result)[1]).toBe("Console output:\ngreeted");
  });

  it("turns an upstream isError result into an error the code can catch", async () => {
    const client = await codeClient();
    const caught = await client.callTool({
      name: "code",
      arguments: {
        code: "async () => { try { await codemode.charge({ cents: 100 }); return 'charged'; } catch (error) { return 'failed: ' + error.message; } }",
      },
    });
    expect(texts(caught)).toEqual(["failed: card declined: insufficient funds"]);

    const uncaught = await client.callTool({
      name: "code",
      arguments: { code: "async () => codemode.charge({ cents: 100 })" },
    });
    expect(uncaught.isError).toBe(true);
    expect(texts(uncaught)[0]).toMatch(/^Error: .*card declined: insufficient funds/);
  });

  it("gives a failing program's error and console output as an isError result", async () => {
    const client = await codeClient();
    const result = await client.callTool({
      name: "code",
      arguments: { code: 'async () => { console.log("looking"); return codemode.no_such_tool({}); }' },
    });
    expect(result.isError).toBe(true);
    expect(texts(result)[0]).toMatch(/no_such_tool/);
    expect(texts(result)[0]).toContain("looking");
  });

  it("shrinks a large result to the budget as valid JSON, with truncation markers", async () => {
    const client = await codeClient();
    const result = await client.callTool({
      name: "code",
      arguments: { code: "async () => codemode.list_records({ count: 2000 })" },
    });
    const [text] = texts(result);
    expect(text?.length).toBeLessThanOrEqual(MAX_RESPONSE_CHARS);
    const value = JSON.parse(text ?? "") as unknown[];
    expect(Array.isArray(value)).toBe(true);
    expect(String(value[value.length - 1])).toMatch(/--- TRUNCATED --- [\d,]+ more items/);
    expect(value[0]).toMatchObject({ id: 0 });
  });

  it("fills {{types}} and {{example}} in a custom description", async () => {
    const client = await codeClient([], "Tools:\n{{types}}\n---\n{{example}}");
    const { tools } = await client.listTools();
    expect(tools[0]?.description).toMatch(/^Tools:\ntype GetSumInput = [\s\S]*\n---\nExample: async \(\) =>/);
  });

  it("refuses missing options with an actionable error", async () => {
    await expect(codeMcpServer({ server: undefined as never, executor: executor() })).rejects.toThrow(
      /needs \{ server \}/,
    );
    await expect(codeMcpServer({ server: upstreamServer(), executor: {} as never })).rejects.toThrow(
      /needs \{ executor \}/,
    );
  });
});
