import type { ResolvedProvider } from "@codemode/runtime-core";
import { describe, expect, it } from "vitest";
import { IframeSandboxExecutor } from "../src/index.ts";
import { codemode, deferred, sandboxFrameCount } from "./support/sandbox-helpers.ts";

const executor = new IframeSandboxExecutor({ timeout: 5_000 });

describe("IframeSandboxExecutor errors from the code", () => {
  it.each([
    ["an Error", "throw new Error('boom')", "boom"],
    ["a TypeError, named", "null.property", "TypeError: Cannot read properties of null (reading 'property')"],
    ["a string", "throw 'plain string'", "plain string"],
    ["an object", "throw { code: 42, reason: 'bad' }", '{"code":42,"reason":"bad"}'],
    ["a number", "throw 7", "7"],
    ["undefined", "throw undefined", "undefined"],
    ["an Error without message", "throw new RangeError()", "RangeError"],
    ["a rejected promise", "await Promise.reject(new Error('rejected'))", "rejected"],
  ])("reports %s as the error", async (_label, statement, message) => {
    const outcome = await executor.execute(`async () => { ${statement}; }`, []);
    expect(outcome).toEqual({ result: undefined, error: message, logs: [] });
  });

  it("reports a syntax error", async () => {
    const outcome = await executor.execute("async () => { return ( }", []);
    expect(outcome.error).toMatch(/^SyntaxError: /);
  });

  it("reports a result that cannot be sent back", async () => {
    const outcome = await executor.execute("async () => ({ callback() {} })", []);
    expect(outcome.error).toMatch(
      /^The code's result cannot be sent back \(.*\)\. Return JSON-compatible data\.$/,
    );
  });
});

describe("IframeSandboxExecutor errors from tools", () => {
  const failing = codemode({
    throwsError: async () => {
      throw new Error("tool exploded");
    },
    throwsString: async () => {
      throw "tool string";
    },
    throwsObject: async () => {
      throw { status: 503 };
    },
    returnsFunction: async () => () => 1,
  });

  it.each([
    ["an Error", "throwsError", "tool exploded"],
    ["a string", "throwsString", "tool string"],
    ["an object", "throwsObject", '{"status":503}'],
  ])(
    "rejects the call in the sandbox when the tool throws %s, so the code can catch it",
    async (_label, tool, message) => {
      const outcome = await executor.execute(
        `async () => {
        try { await codemode.${tool}(); return "not thrown"; }
        catch (error) { return { isError: error instanceof Error, message: error.message }; }
      }`,
        failing,
      );
      expect(outcome.result).toEqual({ isError: true, message });
    },
  );

  it("fails the run with the tool's message when the code does not catch it", async () => {
    const outcome = await executor.execute("async () => codemode.throwsError()", failing);
    expect(outcome.error).toBe("tool exploded");
  });

  it("rejects a call whose result cannot be sent to the sandbox", async () => {
    const outcome = await executor.execute("async () => codemode.returnsFunction()", failing);
    expect(outcome.error).toMatch(
      /^The result of codemode\.returnsFunction\(\) cannot be sent to the sandbox/,
    );
  });

  it("rejects a call whose arguments cannot be sent to the host, without calling the tool", async () => {
    let called = false;
    const outcome = await executor.execute(
      "async () => codemode.record(() => 1)",
      codemode({
        record: async () => {
          called = true;
        },
      }),
    );
    expect(outcome.error).toMatch(
      /^TypeError: The arguments of codemode\.record\(\) cannot be sent to the host/,
    );
    expect(called).toBe(false);
  });

  it("names the available tools when the code calls one that does not exist", async () => {
    const outcome = await executor.execute(
      "async () => codemode.serach({})",
      codemode({ search: async () => [] }),
    );
    expect(outcome.error).toBe("TypeError: codemode.serach is not a tool. Available in codemode: search.");
  });

  it("refuses tool calls beyond the limit of calls waiting at once instead of flooding the host", async () => {
    let calls = 0;
    // Every call waits until the thousandth has arrived, so they are all waiting at once, whatever the speed.
    const allArrived = deferred<void>();
    const outcome = await executor.execute(
      `async () => {
        const settled = await Promise.allSettled(Array.from({ length: 1005 }, () => codemode.slow()));
        return settled.filter((entry) => entry.status === "rejected").map((entry) => entry.reason.message);
      }`,
      codemode({
        slow: async () => {
          calls += 1;
          if (calls === 1000) allArrived.resolve();
          await allArrived.promise;
        },
      }),
    );
    expect(calls).toBe(1000);
    expect(outcome.result).toEqual(
      Array(5).fill(
        "Too many tool calls at once (1000 are already waiting). Await calls, or run them in smaller batches.",
      ),
    );
  });
});

describe("IframeSandboxExecutor namespace checks", () => {
  const tool = async () => 1;
  it.each<[string, ResolvedProvider[], string]>([
    [
      "a namespace that is not an identifier",
      [{ name: "my-tools", fns: {} }],
      'Provider name "my-tools" is not a valid JavaScript identifier. Use letters, digits, "_" and "$", not starting with a digit.',
    ],
    [
      "a reserved word",
      [{ name: "class", fns: {} }],
      'Provider name "class" is a reserved word in JavaScript. Give the provider another name.',
    ],
    [
      "a duplicate namespace",
      [
        { name: "tools", fns: {} },
        { name: "tools", fns: {} },
      ],
      'Duplicate provider name "tools". Give every provider its own name.',
    ],
    [
      "two tools that sanitize alike",
      [{ name: "codemode", fns: { "get-user": tool, get_user: tool } }],
      'Tool names "get-user" and "get_user" both sanitize to "get_user" in provider "codemode". Rename one of them.',
    ],
    [
      "a tool that is not a function",
      [{ name: "codemode", fns: { broken: "nope" as never } }],
      'Tool "broken" of provider "codemode" is not a function.',
    ],
    [
      "a namespace hiding a sandbox global",
      [{ name: "fetch", fns: {} }],
      'Namespace "fetch" would hide the sandbox\'s global "fetch". Give the provider another name.',
    ],
    [
      "a namespace hiding console",
      [{ name: "console", fns: {} }],
      'Namespace "console" would hide the sandbox\'s global "console". Give the provider another name.',
    ],
  ])("refuses %s", async (_label, providers, message) => {
    const before = sandboxFrameCount();
    const outcome = await executor.execute("async () => 1", providers);
    expect(outcome).toEqual({ result: undefined, error: message, logs: [] });
    expect(sandboxFrameCount()).toBe(before);
  });

  it("reports a failing prelude", async () => {
    const outcome = await executor.execute("async () => 1", [
      { name: "codemode", fns: {}, prelude: "throw new Error('bad prelude')" },
    ]);
    expect(outcome.error).toBe('The prelude of namespace "codemode" failed: bad prelude');
  });

  it("refuses connectors, which only the Workers executor supports", async () => {
    const outcome = await executor.execute("async () => 1", [], {
      connectors: [{ name: "github", binding: { callTool: async () => 1 } }],
    });
    expect(outcome.error).toBe(
      "IframeSandboxExecutor does not support connectors. Pass their tools as providers instead.",
    );
  });

  it("refuses code that is not a string", async () => {
    const outcome = await executor.execute(42 as unknown as string, []);
    expect(outcome.error).toBe("The code to execute must be a string.");
  });

  it("throws a CodemodeError for an invalid timeout", () => {
    expect(() => new IframeSandboxExecutor({ timeout: 0 })).toThrow(
      expect.objectContaining({
        code: "invalid_argument",
        message: expect.stringContaining("positive number"),
      }),
    );
    expect(() => new IframeSandboxExecutor({ timeout: Number.NaN })).toThrow(
      /positive number of milliseconds/,
    );
    expect(() => new IframeSandboxExecutor({ timeout: 2 ** 31 })).toThrow(/up to 2147483647/);
    expect(() => new IframeSandboxExecutor({ csp: 5 as unknown as string })).toThrow(
      expect.objectContaining({ code: "invalid_argument", message: expect.stringContaining("csp") }),
    );
  });
});
