import { toolDefinition } from "@tanstack/ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CODE_TOOL_NAME, createCodeTool, tanstackTools } from "../src/index.ts";
import { callThroughChat, executor } from "./support.ts";

function weatherTools(calls: unknown[] = []) {
  const getWeather = toolDefinition({
    name: "getWeather",
    description: "Current weather of a city.",
    inputSchema: z.object({
      city: z.string().describe("City name"),
      days: z.number().int().max(7).default(1),
    }),
  }).server(async ({ city, days }) => {
    calls.push({ city, days });
    return { city, celsius: city.length };
  });
  const deleteCity = toolDefinition({
    name: "deleteCity",
    description: "Delete a city.",
    inputSchema: z.object({ city: z.string() }),
    needsApproval: true,
  }).server(async () => {
    calls.push("deleted");
    return "deleted";
  });
  const askUser = toolDefinition({
    name: "askUser",
    description: "Ask the user in the browser.",
    inputSchema: z.object({ question: z.string() }),
  }).client();
  return [getWeather, deleteCity, askUser];
}

async function run(code: string, calls: unknown[] = []) {
  const codeTool = createCodeTool({ tools: [tanstackTools(weatherTools(calls))], executor: executor() });
  return await callThroughChat([codeTool], CODE_TOOL_NAME, { code });
}

describe("createCodeTool through chat()", () => {
  it("runs the model's code with the tools and returns the result to the model", async () => {
    const calls: unknown[] = [];
    const { received, eventTypes } = await run(
      `async () => {
        const a = await codemode.getWeather({ city: "Lisbon" });
        console.log("got", a.city);
        return a.celsius;
      }`,
      calls,
    );
    expect(received).toEqual({ result: 6, logs: ["got Lisbon"] });
    expect(calls).toEqual([{ city: "Lisbon", days: 1 }]);
    expect(eventTypes).toContain("TOOL_CALL_RESULT");
  });

  it("reports input that fails the tool's schema to the model, naming the field", async () => {
    const calls: unknown[] = [];
    const { toolMessage } = await run('async () => codemode.getWeather({ city: "Oslo", days: 30 })', calls);
    expect(String(toolMessage.content)).toMatch(/codemode\.getWeather: input\.days: .*7.*did not run/s);
    expect(calls).toEqual([]);
  });

  it("reports a failing program, with its console output, as the tool's error", async () => {
    const { toolMessage } = await run('async () => { console.log("step 1"); throw new Error("no data"); }');
    expect(String(toolMessage.content)).toMatch(/no data[\s\S]*step 1/);
  });

  it("leaves out approval-gated tools, from the sandbox and the description", async () => {
    const calls: unknown[] = [];
    const codeTool = createCodeTool({ tools: [tanstackTools(weatherTools(calls))], executor: executor() });
    expect(codeTool.description).toContain("getWeather(input: GetWeatherInput)");
    expect(codeTool.description).toMatch(/\/\*\* City name \*\/\s+city: string;/);
    expect(codeTool.description).not.toContain("deleteCity");
    const { toolMessage } = await callThroughChat([codeTool], CODE_TOOL_NAME, {
      code: 'async () => codemode.deleteCity({ city: "Rome" })',
    });
    expect(String(toolMessage.content)).toMatch(/deleteCity/);
    expect(calls).toEqual([]);
  });

  it("declares client tools, and a sandbox call to one says that it runs on the client", async () => {
    const codeTool = createCodeTool({ tools: [tanstackTools(weatherTools())], executor: executor() });
    expect(codeTool.description).toContain("askUser(input: AskUserInput)");
    const { toolMessage } = await callThroughChat([codeTool], CODE_TOOL_NAME, {
      code: 'async () => codemode.askUser({ question: "Which city?" })',
    });
    expect(String(toolMessage.content)).toMatch(
      /codemode\.askUser runs on the client .*Call askUser as a tool of its own/s,
    );
  });

  it("exposes each provider under its namespace, and records with schemas get typed declarations", async () => {
    const db = {
      query: {
        description: "Rows of a table.",
        inputSchema: z.object({ table: z.enum(["users"]) }),
        execute: async ({ table }: { table: string }) => [{ table, name: "Ada" }],
      },
    };
    const codeTool = createCodeTool({
      tools: [tanstackTools(weatherTools(), "weather"), { name: "db", tools: db }],
      executor: executor(),
    });
    expect(codeTool.description).toContain("declare const weather: {");
    expect(codeTool.description).toMatch(/type QueryInput = \{\s+table: "users";/);
    const { received } = await callThroughChat([codeTool], CODE_TOOL_NAME, {
      code: 'async () => { const [row] = await db.query({ table: "users" }); return (await weather.getWeather({ city: row.name })).celsius; }',
    });
    expect(received).toEqual({ result: 3 });
  });

  it("fills {{types}} in a custom description and names the tool for the model", () => {
    const codeTool = createCodeTool({
      tools: [tanstackTools(weatherTools())],
      executor: executor(),
      description: "T:\n{{types}}",
    });
    expect(codeTool.name).toBe("codemode_execute");
    expect(codeTool.description).toMatch(/^T:\ntype GetWeatherInput/);
  });

  it("rejects duplicate tool names and unusable options", () => {
    const [first] = weatherTools();
    expect(() => tanstackTools([first as never, first as never])).toThrow(/two tools are named "getWeather"/);
    expect(() =>
      createCodeTool({ tools: [tanstackTools(weatherTools())], executor: undefined as never }),
    ).toThrow(/executor must implement execute/);
  });
});
