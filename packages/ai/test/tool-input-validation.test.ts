import { InvalidToolInputError } from "@codemode/runtime-core/internal";
import { jsonSchema, tool } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createCodeTool, resolveProvider } from "../src/index.ts";
import { executor, runThroughModel } from "./support.ts";

function bookingTools(received: unknown[]) {
  return {
    book: tool({
      description: "Book a table.",
      inputSchema: z.object({
        restaurant: z.string(),
        guests: z.number().int().max(8),
        notes: z.string().default("none"),
      }),
      execute: async (input) => {
        received.push(input);
        return "booked";
      },
    }),
    forecast: tool({
      description: "Forecast of a city.",
      inputSchema: jsonSchema<{ city: string; days?: number }>({
        type: "object",
        properties: { city: { type: "string" }, days: { type: "integer", maximum: 7 } },
        required: ["city"],
      }),
      execute: async (input) => {
        received.push(input);
        return "sunny";
      },
    }),
    shout: tool({
      description: "Upper-case a word.",
      inputSchema: jsonSchema<{ word: string }>(
        { type: "object", properties: { word: { type: "string" } } },
        {
          validate: (value) =>
            typeof (value as { word?: unknown }).word === "string" && (value as { word: string }).word !== ""
              ? { success: true, value: value as { word: string } }
              : { success: false, error: new Error("word must be a non-empty string") },
        },
      ),
      execute: async ({ word }) => word.toUpperCase(),
    }),
  };
}

describe("tool input validation inside the sandbox", () => {
  it.each([
    [
      "a Zod schema",
      'codemode.book({ restaurant: "Zuma", guests: 12 })',
      /codemode\.book: input\.guests: .*8/,
    ],
    [
      "a Zod type mismatch",
      "codemode.book({ restaurant: 7, guests: 2 })",
      /codemode\.book: input\.restaurant: .*expected string/i,
    ],
    [
      "a jsonSchema() without validate",
      'codemode.forecast({ city: "Oslo", days: 30 })',
      /codemode\.forecast: input\.days: .*7/,
    ],
    [
      "a missing required field",
      "codemode.forecast({ days: 2 })",
      /codemode\.forecast: input\.city: is required/,
    ],
    [
      "a jsonSchema() with its own validate",
      'codemode.shout({ word: "" })',
      /codemode\.shout: input: word must be a non-empty string/,
    ],
  ])("gives the model an error naming the field for %s", async (_case, call, expected) => {
    const received: unknown[] = [];
    const codemode = createCodeTool({ tools: bookingTools(received), executor: executor() });
    const { received: result } = await runThroughModel(codemode, `async () => ${call}`);
    expect(result.output.type).toBe("error-text");
    expect(result.output.value).toMatch(expected);
    expect(result.output.value).toContain("did not run");
    expect(received).toEqual([]);
  });

  it("lets the code catch the error and read what is wrong", async () => {
    const codemode = createCodeTool({ tools: bookingTools([]), executor: executor() });
    const { received } = await runThroughModel(
      codemode,
      "async () => { try { await codemode.forecast({ city: 42 }); } catch (error) { return error.message; } }",
    );
    expect(received.output.type).toBe("json");
    expect(received.output.value).toEqual({
      result: expect.stringMatching(/^codemode\.forecast: input\.city: must be a string, got number/),
    });
  });

  it("passes the parsed input to execute: Zod defaults apply", async () => {
    const received: unknown[] = [];
    const codemode = createCodeTool({ tools: bookingTools(received), executor: executor() });
    await runThroughModel(codemode, 'async () => codemode.book({ restaurant: "Zuma", guests: 2 })');
    expect(received).toEqual([{ restaurant: "Zuma", guests: 2, notes: "none" }]);
  });
});

describe("resolveProvider (validating)", () => {
  it("validates before execute and leaves out approval-gated tools", async () => {
    const received: unknown[] = [];
    const tools = {
      ...bookingTools(received),
      cancel: tool({ inputSchema: z.object({}), needsApproval: true, execute: async () => "x" }),
    };
    const provider = resolveProvider({ name: "dining", tools });
    expect(provider.name).toBe("dining");
    expect(Object.keys(provider.fns)).toEqual(["book", "forecast", "shout"]);
    const error = await provider.fns
      .book?.({ restaurant: "Zuma", guests: 99 })
      .catch((caught: unknown) => caught);
    expect(InvalidToolInputError.isInstance(error)).toBe(true);
    expect((error as InvalidToolInputError).issues.map((issue) => issue.path)).toEqual(["input.guests"]);
    expect(await provider.fns.forecast?.({ city: "Oslo" })).toBe("sunny");
    expect(received).toEqual([{ city: "Oslo" }]);
  });

  it("defaults the namespace to codemode", () => {
    expect(resolveProvider({ tools: {} }).name).toBe("codemode");
  });
});
