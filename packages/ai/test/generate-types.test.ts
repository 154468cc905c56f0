import { jsonSchema, tool } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createCodeTool, generateTypes } from "../src/index.ts";
import { executor } from "./support.ts";

const tools = {
  "get-weather": tool({
    description: "Current weather of a city.",
    inputSchema: z.object({
      city: z.string().describe("City name, e.g. Lisbon"),
      unit: z.enum(["c", "f"]).optional().describe("Temperature unit"),
    }),
    outputSchema: z.object({ celsius: z.number(), source: z.string().default("met") }),
    execute: async () => ({ celsius: 20, source: "met" }),
  }),
  find_documents: tool({
    description: "Search documents.",
    inputSchema: jsonSchema<{ query: string }>({
      type: "object",
      properties: { query: { type: "string", description: "Words to look for" } },
      required: ["query"],
    }),
    execute: async () => [],
  }),
};

describe("generateTypes", () => {
  const types = generateTypes(tools);

  it("declares each tool as a method of the codemode namespace, with sanitized names", () => {
    expect(types).toContain("declare const codemode: {");
    expect(types).toContain("get_weather(input: GetWeatherInput): Promise<GetWeatherOutput>;");
    expect(types).toContain("find_documents(input: FindDocumentsInput): Promise<FindDocumentsOutput>;");
  });

  it("types Zod and jsonSchema() inputs, with field descriptions as JSDoc", () => {
    expect(types).toMatch(/\/\*\* City name, e\.g\. Lisbon \*\/\s+city: string;/);
    expect(types).toMatch(/\/\*\* Temperature unit \*\/\s+unit\?: "c" \| "f";/);
    expect(types).toMatch(/\/\*\* Words to look for \*\/\s+query: string;/);
    expect(types).toContain("/** Current weather of a city. */");
  });

  it("types an output schema by the value it produces: a .default() field is required", () => {
    expect(types).toMatch(
      /type GetWeatherOutput = \{\s+celsius: number;\s+\/\*\* @default "met" \*\/\s+source: string;/,
    );
    expect(types).toContain("type FindDocumentsOutput = unknown;");
  });

  it("uses the namespace it is given", () => {
    expect(generateTypes(tools, "weather")).toContain("declare const weather: {");
  });

  it("declares a schema it cannot convert as unknown instead of failing", () => {
    const odd = {
      broken: {
        description: "Broken.",
        inputSchema: jsonSchema(() => Promise.resolve({ type: "object" as const })),
      },
    };
    expect(generateTypes(odd)).toContain("broken(input: BrokenInput): Promise<BrokenOutput>;");
  });
});

describe("the code tool description", () => {
  it("carries the declarations of every callable tool in the default description", () => {
    const codemode = createCodeTool({ tools, executor: executor() });
    expect(codemode.description).toContain(generateTypes(tools));
    expect(codemode.description).toContain("async arrow function");
  });

  it("puts the declarations in place of {{types}} in a custom description, literally", () => {
    const withDollar = {
      lookup: tool({
        inputSchema: jsonSchema({ type: "object", properties: { $ref: { type: "string" } } }),
        execute: async () => null,
      }),
    };
    const codemode = createCodeTool({
      tools: withDollar,
      executor: executor(),
      description: "Tools:\n{{types}}\nEnd.",
    });
    expect(codemode.description).toMatch(/^Tools:\ntype LookupInput = \{\s+\$ref\?: string;/);
    expect(codemode.description).toMatch(/declare const codemode: \{[\s\S]*\};\nEnd\.$/);
  });

  it("uses a provider's own types instead of generating them", () => {
    const codemode = createCodeTool({
      tools: [
        {
          name: "kv",
          tools: { get: { execute: async () => 1 } },
          types: "declare const kv: { get(): Promise<number> };",
        },
      ],
      executor: executor(),
    });
    expect(codemode.description).toContain("declare const kv: { get(): Promise<number> };");
  });

  it("leaves tools without execute out of the declarations", () => {
    const clientSide = {
      ...tools,
      confirm: tool({ description: "Ask the user.", inputSchema: z.object({}) }),
    };
    expect(createCodeTool({ tools: clientSide, executor: executor() }).description).not.toContain("confirm");
  });
});
