import { toolDefinition } from "@tanstack/ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { generateTypes, tanstackTools } from "../src/index.ts";

const tools = [
  toolDefinition({
    name: "get-forecast",
    description: "Forecast of a city.",
    inputSchema: z.object({ city: z.string().describe("City name"), unit: z.enum(["c", "f"]).optional() }),
    outputSchema: z.object({ celsius: z.number() }),
  }).server(async () => ({ celsius: 1 })),
  toolDefinition({
    name: "lookup",
    description: "Look up a word.",
    inputSchema: {
      type: "object",
      properties: { word: { type: "string", description: "The word" } },
      required: ["word"],
    },
  }).server(async () => "meaning"),
];

describe("generateTypes", () => {
  const types = generateTypes(tools);

  it("declares every tool from Zod and JSON Schema, with descriptions as JSDoc", () => {
    expect(types).toContain("declare const codemode: {");
    expect(types).toContain(
      "/** Forecast of a city. */\n  get_forecast(input: GetForecastInput): Promise<GetForecastOutput>;",
    );
    expect(types).toMatch(/\/\*\* City name \*\/\s+city: string;\s+unit\?: "c" \| "f";/);
    expect(types).toMatch(/type GetForecastOutput = \{\s+celsius: number;/);
    expect(types).toMatch(/\/\*\* The word \*\/\s+word: string;/);
    expect(types).toContain("type LookupOutput = unknown;");
  });

  it("uses the namespace it is given", () => {
    expect(generateTypes(tools, "dictionary")).toContain("declare const dictionary: {");
    expect(tanstackTools(tools, "dictionary")).toMatchObject({
      name: "dictionary",
      types: generateTypes(tools, "dictionary"),
    });
  });

  it("leaves the default namespace unnamed in the provider, as the reference does", () => {
    expect(tanstackTools(tools).name).toBeUndefined();
  });
});
