import { generateTypesFromJsonSchema } from "@codemode/catalog";
import { describe, expect, it } from "vitest";
import {
  createBrowserCodeTool,
  type ExecuteResult,
  type Executor,
  IframeSandboxExecutor,
  type JsonSchemaExecutableToolDescriptors,
} from "../src/index.ts";
import { sandboxFrameCount } from "./support/sandbox-helpers.ts";

const weatherTools: JsonSchemaExecutableToolDescriptors = {
  getWeather: {
    description: "Current weather of a city",
    inputSchema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
    outputSchema: { type: "object", properties: { celsius: { type: "number" } } },
    execute: async (args) => ({ celsius: String(args.city).length }),
  },
  "list-cities": {
    description: "Known cities",
    inputSchema: { type: "object", properties: {} },
    execute: async () => ["Lisbon", "Oslo"],
  },
};

const approvalTools = {
  deleteCity: {
    description: "Deletes a city",
    inputSchema: { type: "object" as const, properties: { city: { type: "string" as const } } },
    needsApproval: true,
    execute: async () => "deleted",
  },
  renameCity: {
    description: "Renames a city",
    inputSchema: { type: "object" as const },
    needsApproval: () => true,
    execute: async () => "renamed",
  },
};

describe("createBrowserCodeTool", () => {
  it("returns a plain JSON Schema tool whose description declares the tools", () => {
    const tool = createBrowserCodeTool({ tools: weatherTools, executor: new IframeSandboxExecutor() });
    expect(tool.name).toBe("codemode");
    expect(tool.inputSchema).toEqual({
      type: "object",
      properties: { code: { type: "string", description: expect.any(String) } },
      required: ["code"],
    });
    expect(tool.outputSchema).toEqual({
      type: "object",
      properties: {
        result: { description: expect.any(String) },
        logs: { type: "array", items: { type: "string" }, description: expect.any(String) },
      },
      required: ["result"],
    });
    const types = generateTypesFromJsonSchema({
      getWeather: {
        description: "Current weather of a city",
        inputSchema: weatherTools.getWeather?.inputSchema ?? {},
        outputSchema: weatherTools.getWeather?.outputSchema ?? {},
      },
      "list-cities": { description: "Known cities", inputSchema: { type: "object", properties: {} } },
    });
    expect(tool.description).toContain(types);
    expect(tool.description).not.toContain("{{types}}");
    // Serializable as registerTool() and MCP clients expect (execute aside).
    const { execute, ...definition } = tool;
    expect(typeof execute).toBe("function");
    expect(JSON.parse(JSON.stringify(definition))).toEqual(definition);
  });

  it("runs code end to end in the default sandbox, with sanitized tool names", async () => {
    const tool = createBrowserCodeTool({ tools: weatherTools });
    const before = sandboxFrameCount();
    const output = await tool.execute({
      code: `async () => {
        const cities = await codemode.list_cities({});
        console.log("cities", cities.length);
        const weather = await Promise.all(cities.map((city) => codemode.getWeather({ city })));
        return weather.map((entry) => entry.celsius);
      }`,
    });
    expect(output).toEqual({ result: [6, 4], logs: ["cities 2"] });
    expect(sandboxFrameCount()).toBe(before);
  });

  it("leaves the result without logs when the code printed nothing", async () => {
    const tool = createBrowserCodeTool({ tools: weatherTools });
    expect(await tool.execute({ code: "async () => 1" })).toEqual({ result: 1 });
  });

  it("rejects with the error and the console output when the code fails", async () => {
    const tool = createBrowserCodeTool({ tools: weatherTools });
    await expect(
      tool.execute({ code: "async () => { console.log('trying'); throw new Error('no luck'); }" }),
    ).rejects.toThrow("Code execution failed: no luck\n\nConsole output:\ntrying");
  });

  it("accepts an array of named tools, as listTools() returns them", async () => {
    const tool = createBrowserCodeTool({
      tools: [
        { name: "twice", inputSchema: { type: "object" }, execute: async (args) => Number(args.value) * 2 },
      ],
    });
    expect(await tool.execute({ code: "async () => codemode.twice({ value: 21 })" })).toEqual({ result: 42 });
  });

  it("leaves out tools that need approval, from the description and from the sandbox", async () => {
    const tool = createBrowserCodeTool({ tools: { ...weatherTools, ...approvalTools } });
    expect(tool.description).not.toContain("deleteCity");
    expect(tool.description).not.toContain("renameCity");
    await expect(tool.execute({ code: "async () => codemode.deleteCity({ city: 'Oslo' })" })).rejects.toThrow(
      "codemode.deleteCity is not a tool",
    );
  });

  it("fills every {{types}} of a custom description", () => {
    const tool = createBrowserCodeTool({
      tools: weatherTools,
      description: "Tools:\n{{types}}\nAgain: {{types}}",
    });
    const types = tool.description.slice("Tools:\n".length, tool.description.indexOf("\nAgain: "));
    expect(types).toContain("getWeather");
    expect(tool.description).toBe(`Tools:\n${types}\nAgain: ${types}`);
  });

  it("uses the executor it is given", async () => {
    const calls: string[] = [];
    const executor: Executor = {
      async execute(code): Promise<ExecuteResult> {
        calls.push(code);
        return { result: "from the custom executor", logs: [] };
      },
    };
    const tool = createBrowserCodeTool({ tools: weatherTools, executor });
    expect(await tool.execute({ code: "async () => 1" })).toEqual({ result: "from the custom executor" });
    expect(calls).toHaveLength(1);
  });

  it.each([
    [
      "an array item without a name",
      () => createBrowserCodeTool({ tools: [{ inputSchema: {}, execute: async () => 1 }] }),
      "Tool at index 0 has no name. Tools given as an array need a `name`; or pass a record keyed by name.",
    ],
    [
      "two names that sanitize alike",
      () =>
        createBrowserCodeTool({
          tools: { "get-user": weatherTools.getWeather as never, get_user: weatherTools.getWeather as never },
        }),
      'Tool names "get-user" and "get_user" both sanitize to "get_user". Rename one of them.',
    ],
    [
      "tools that are neither an array nor a record",
      () => createBrowserCodeTool({ tools: undefined as never }),
      "createBrowserCodeTool needs `tools`: an array of named tools or a record keyed by name.",
    ],
  ])("throws a CodemodeError for %s", (_label, create, message) => {
    expect(create).toThrow(
      expect.objectContaining({ name: "CodemodeError", code: "invalid_argument", message }),
    );
  });

  it("rejects input without code", async () => {
    const tool = createBrowserCodeTool({ tools: weatherTools });
    await expect(tool.execute({} as { code: string })).rejects.toThrow(
      expect.objectContaining({ code: "invalid_argument" }),
    );
  });
});
