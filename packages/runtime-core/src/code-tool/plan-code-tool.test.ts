import { describe, expect, it } from "vitest";
import { NodeTestExecutor } from "../../test/support/node-executor.ts";
import { CodemodeError } from "../errors.ts";
import type { ToolLike } from "../types/provider.ts";
import { callableTools } from "./callable-tools.ts";
import { DEFAULT_DESCRIPTION, renderDescription } from "./default-description.ts";
import { normalizeProviders } from "./normalize-providers.ts";
import { type CodeToolFramework, planCodeTool, runCodeTool } from "./plan-code-tool.ts";

/** A framework that declares tools by name and runs them unvalidated, recording what it was asked. */
function recordingFramework(calls: string[] = []): CodeToolFramework {
  return {
    generateTypes: (tools, namespace) => `declare const ${namespace}: { ${Object.keys(tools).join(", ")} };`,
    hostFunction: (tool, location) => async (input: unknown) => {
      calls.push(`${location.namespace}.${location.tool}`);
      return await (tool.execute as (input: unknown) => unknown)(input);
    },
  };
}

const tools: Record<string, ToolLike> = {
  add: { execute: async ({ a, b }: { a: number; b: number }) => a + b },
  remove: { needsApproval: true, execute: async () => "removed" },
  rename: { needsApproval: () => false, execute: async () => "renamed" },
  pick: { description: "client-side" },
};

describe("callableTools", () => {
  it("keeps tools with execute and no approval requirement, and says why the others are out", () => {
    const split = callableTools(tools);
    expect(Object.keys(split.callable)).toEqual(["add"]);
    expect(split.needingApproval).toEqual(["remove", "rename"]);
    expect(split.withoutExecute).toEqual(["pick"]);
  });
});

describe("normalizeProviders", () => {
  it("wraps a record as the default provider and keeps an array as is", () => {
    expect(normalizeProviders(tools)).toEqual([{ tools }]);
    const providers = [{ name: "a", tools }];
    expect(normalizeProviders(providers)).toBe(providers);
  });

  it.each([
    [null, /tools must be a record of tools or an array of tool providers, got null/],
    ["tools", /got string/],
    [[{ name: "x" }], /tools\[0\] is not a tool provider/],
  ])("rejects %j with an actionable error", (value, message) => {
    expect(() => normalizeProviders(value as never)).toThrow(message);
  });
});

describe("renderDescription", () => {
  it("replaces every placeholder literally, keeping $ sequences", () => {
    expect(renderDescription("A {{types}} B {{types}}", "x$&y$1")).toBe("A x$&y$1 B x$&y$1");
  });

  it("has a default that shows the types and asks for one async arrow function", () => {
    expect(DEFAULT_DESCRIPTION).toContain("{{types}}");
    expect(DEFAULT_DESCRIPTION).toMatch(/async arrow function/);
  });
});

describe("planCodeTool and runCodeTool", () => {
  it("renders one declaration block per provider and runs the code against callable tools only", async () => {
    const calls: string[] = [];
    const plan = planCodeTool(
      {
        tools: [{ tools }, { name: "math", tools: { double: { execute: async (n: number) => n * 2 } } }],
        executor: new NodeTestExecutor(),
      },
      recordingFramework(calls),
    );
    expect(plan.description).toContain("declare const codemode: { add };\n\ndeclare const math: { double };");
    expect(plan.providers.map((provider) => [provider.name, Object.keys(provider.fns)])).toEqual([
      ["codemode", ["add"]],
      ["math", ["double"]],
    ]);
    const output = await runCodeTool(plan, {
      code: "async () => { console.log('sum'); return math.double(await codemode.add({ a: 2, b: 3 })); }",
    });
    expect(output).toEqual({ result: 10, logs: ["sum"] });
    expect(calls).toEqual(["codemode.add", "math.double"]);
  });

  it("prefers a provider's own types and fills a custom description", () => {
    const plan = planCodeTool(
      {
        tools: [{ tools, types: "OWN TYPES" }],
        executor: new NodeTestExecutor(),
        description: "Use:\n{{types}}",
      },
      recordingFramework(),
    );
    expect(plan.description).toBe("Use:\nOWN TYPES");
  });

  it("throws a failed run's error with its console output", async () => {
    const plan = planCodeTool({ tools, executor: new NodeTestExecutor() }, recordingFramework());
    await expect(
      runCodeTool(plan, { code: "async () => { console.log('before'); throw new Error('boom'); }" }),
    ).rejects.toThrow(/Code execution failed: boom[\s\S]*Console output:\nbefore/);
    await expect(runCodeTool(plan, { code: 42 } as never)).rejects.toThrow(/needs \{ code: string \}/);
  });

  it.each([
    [{ tools, executor: {} }, /executor must implement execute/],
    [
      { tools: [{ tools }, { tools }], executor: new NodeTestExecutor() },
      /Two tool providers use the namespace "codemode"/,
    ],
    [null, /createCodeTool needs options/],
  ])("rejects unusable options %#", (options, message) => {
    let caught: unknown;
    try {
      planCodeTool(options as never, recordingFramework());
    } catch (error) {
      caught = error;
    }
    expect(CodemodeError.isInstance(caught)).toBe(true);
    expect((caught as CodemodeError).code).toBe("invalid_argument");
    expect((caught as Error).message).toMatch(message);
  });
});
