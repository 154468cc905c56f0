import { describe, expect, it } from "vitest";
import type { ConnectorBinding } from "../types/executor.ts";
import { FunctionExecutor } from "./function-executor.test-helper.ts";
import { resolveProvider } from "./resolve-provider.ts";
import { runCode } from "./run-code.ts";

const math = resolveProvider({
  name: "math",
  tools: {
    add: {
      execute: async (args: unknown) =>
        (args as { a: number; b: number }).a + (args as { a: number; b: number }).b,
    },
  },
});

describe("runCode", () => {
  it("normalizes the code, runs it and returns the result without logs when nothing was logged", async () => {
    const executor = new FunctionExecutor();
    const outcome = await runCode({
      code: "const x = await math.add({ a: 2, b: 3 });\nx * 2",
      executor,
      providers: [math],
    });
    expect(outcome).toEqual({ result: 10 });
    expect(executor.received[0]?.code.startsWith("async () =>")).toBe(true);
  });

  it("runs TypeScript and fenced code", async () => {
    const code =
      "```ts\nconst total: number = await math.add({ a: 1, b: 1 } as const);\ntotal as number\n```";
    await expect(runCode({ code, executor: new FunctionExecutor(), providers: [math] })).resolves.toEqual({
      result: 2,
    });
  });

  it("returns captured logs next to the result", async () => {
    const outcome = await runCode({
      code: "async () => { console.log('step', 1); return 'done'; }",
      executor: new FunctionExecutor(),
      providers: [],
    });
    expect(outcome).toEqual({ result: "done", logs: ["step 1"] });
  });

  it("throws an Error with the failure and the console output", async () => {
    const run = runCode({
      code: "console.log('before failing'); throw new Error('boom')",
      executor: new FunctionExecutor(),
      providers: [],
    });
    await expect(run).rejects.toThrow(/Code execution failed: boom\n\nConsole output:\nbefore failing/);
  });

  it("reports a tool's rejection through the thrown error", async () => {
    const failing = resolveProvider({
      tools: {
        explode: {
          execute: async () => {
            throw new Error("upstream 503");
          },
        },
      },
    });
    await expect(
      runCode({ code: "await codemode.explode({})", executor: new FunctionExecutor(), providers: [failing] }),
    ).rejects.toThrow("Code execution failed: upstream 503");
  });

  it("passes connectors to the executor only when there are some", async () => {
    const executor = new FunctionExecutor();
    const connector: ConnectorBinding = { name: "github", binding: { callTool: async () => null } };
    await runCode({ code: "1", executor, providers: [], connectors: [] });
    await runCode({ code: "1", executor, providers: [], connectors: [connector] });
    expect(executor.received[0]?.options).toBeUndefined();
    expect(executor.received[1]?.options).toEqual({ connectors: [connector] });
  });
});
