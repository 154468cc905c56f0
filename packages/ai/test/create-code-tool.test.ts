import { tool } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { aiTools, createCodeTool } from "../src/index.ts";
import { executor, runThroughModel } from "./support.ts";

function weatherTools(calls: unknown[] = []) {
  return {
    getWeather: tool({
      description: "Current weather of a city.",
      inputSchema: z.object({ city: z.string().describe("City name, e.g. Lisbon") }),
      execute: async ({ city }) => {
        calls.push(city);
        return { city, celsius: city.length };
      },
    }),
  };
}

describe("createCodeTool through a model", () => {
  it.each(["generate", "stream"] as const)(
    "runs the model's code and returns its result (%sText)",
    async (mode) => {
      const calls: unknown[] = [];
      const codemode = createCodeTool({ tools: weatherTools(calls), executor: executor() });
      const { received, text } = await runThroughModel(
        codemode,
        `async () => {
        const a = await codemode.getWeather({ city: "Lisbon" });
        const b = await codemode.getWeather({ city: "Oslo" });
        return { warmest: a.celsius > b.celsius ? a.city : b.city };
      }`,
        mode,
      );
      expect(received.output).toEqual({ type: "json", value: { result: { warmest: "Lisbon" } } });
      expect(calls).toEqual(["Lisbon", "Oslo"]);
      expect(text).toBe("done");
    },
  );

  it("returns console output with the result", async () => {
    const codemode = createCodeTool({ tools: weatherTools(), executor: executor() });
    const { received } = await runThroughModel(
      codemode,
      'async () => { console.log("checking", 1); return (await codemode.getWeather({ city: "Rome" })).celsius; }',
    );
    expect(received.output).toEqual({ type: "json", value: { result: 4, logs: ["checking 1"] } });
  });

  it("runs TypeScript the model wrote although it was asked for JavaScript", async () => {
    const codemode = createCodeTool({ tools: weatherTools(), executor: executor() });
    const { received } = await runThroughModel(
      codemode,
      "async (): Promise<number> => { const r: { celsius: number } = await codemode.getWeather({ city: 'Bern' }); return r.celsius as number; }",
    );
    expect(received.output).toEqual({ type: "json", value: { result: 4 } });
  });

  it("gives the model an error result, with the console output, when its code fails", async () => {
    const codemode = createCodeTool({ tools: weatherTools(), executor: executor() });
    const { received } = await runThroughModel(
      codemode,
      'async () => { console.log("about to fail"); throw new Error("no forecast today"); }',
    );
    expect(received.output.type).toBe("error-text");
    expect(received.output.value).toContain("no forecast today");
    expect(received.output.value).toContain("about to fail");
  });

  it("exposes each provider under its own namespace", async () => {
    const rows = { users: [{ id: 1, name: "Ada" }] };
    const dbTools = {
      query: tool({
        description: "Rows of a table.",
        inputSchema: z.object({ table: z.enum(["users"]) }),
        execute: async ({ table }) => rows[table],
      }),
    };
    const codemode = createCodeTool({
      tools: [aiTools(weatherTools()), { name: "db", tools: dbTools }],
      executor: executor(),
    });
    expect(codemode.description).toContain("declare const codemode:");
    expect(codemode.description).toContain("declare const db:");
    const { received } = await runThroughModel(
      codemode,
      'async () => { const [user] = await db.query({ table: "users" }); return (await codemode.getWeather({ city: user.name })).celsius; }',
    );
    expect(received.output).toEqual({ type: "json", value: { result: 3 } });
  });

  it("leaves out tools that need approval, from the description and from the sandbox", async () => {
    const deleted: unknown[] = [];
    const tools = {
      ...weatherTools(),
      deleteCity: tool({
        description: "Delete a city.",
        inputSchema: z.object({ city: z.string() }),
        needsApproval: true,
        execute: async ({ city }) => deleted.push(city),
      }),
      renameCity: tool({
        description: "Rename a city.",
        inputSchema: z.object({ city: z.string() }),
        needsApproval: async () => false,
        execute: async ({ city }) => deleted.push(city),
      }),
    };
    const codemode = createCodeTool({ tools, executor: executor() });
    expect(codemode.description).toContain("getWeather(");
    expect(codemode.description).not.toContain("deleteCity");
    expect(codemode.description).not.toContain("renameCity");
    for (const method of ["deleteCity", "renameCity"]) {
      const { received } = await runThroughModel(
        codemode,
        `async () => codemode.${method}({ city: "Paris" })`,
      );
      expect(received.output.type).toBe("error-text");
    }
    expect(deleted).toEqual([]);
  });

  it("gives the code a streaming tool's final value", async () => {
    const progress = tool({
      description: "Count to three, reporting progress.",
      inputSchema: z.object({}),
      async *execute() {
        yield { done: 1 };
        yield { done: 2 };
        yield { done: 3, final: true };
      },
    });
    const codemode = createCodeTool({ tools: { progress }, executor: executor() });
    const { received } = await runThroughModel(codemode, "async () => codemode.progress({})");
    expect(received.output).toEqual({ type: "json", value: { result: { done: 3, final: true } } });
  });

  it("rejects options that cannot work, naming the problem", () => {
    expect(() => createCodeTool({ tools: weatherTools(), executor: {} as never })).toThrow(
      /executor must implement execute/,
    );
    expect(() =>
      createCodeTool({
        tools: [{ tools: weatherTools() }, { name: "codemode", tools: {} }],
        executor: executor(),
      }),
    ).toThrow(/Two tool providers use the namespace "codemode"/);
    expect(() =>
      createCodeTool({ tools: [{ name: "my-db", tools: weatherTools() }], executor: executor() }),
    ).toThrow(/not a valid JavaScript identifier/);
    expect(() => createCodeTool({ tools: null as never, executor: executor() })).toThrow(
      /tools must be a record/,
    );
  });
});
