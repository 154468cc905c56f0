import type { ResolvedProvider } from "@codemode/runtime-core";
import { describe, expect, it, vi } from "vitest";
import { executor } from "./support.ts";

const echo: ResolvedProvider = { name: "codemode", fns: { echo: async (...args: unknown[]) => args } };

describe("errors", () => {
  it.each([
    ["an Error", "async () => { throw new Error('boom'); }", "boom"],
    ["a TypeError", "async () => null.x", "Cannot read properties of null (reading 'x')"],
    ["a string", "async () => { throw 'plain string'; }", "plain string"],
    ["an object", "async () => { throw { code: 7 }; }", "The code threw a non-Error value: { code: 7 }"],
    ["null", "async () => { throw null; }", "The code threw a non-Error value: null"],
    ["undefined", "async () => { throw undefined; }", "The code threw a non-Error value: undefined"],
    ["a rejected promise", "() => Promise.reject(new RangeError('range'))", "range"],
  ])("reports %s thrown by the code", async (_name, code, message) => {
    const outcome = await executor().execute(code, [echo]);
    expect(outcome.result).toBeUndefined();
    expect(outcome.error).toContain(message);
  });

  it.each([
    [
      "an Error",
      () => {
        throw new Error("tool broke");
      },
      "tool broke",
    ],
    [
      "a string",
      () => {
        throw "tool string";
      },
      "tool string",
    ],
    [
      "an object",
      () => {
        throw { reason: "x" };
      },
      '{"reason":"x"}',
    ],
  ])("reports %s thrown by a tool as an Error in the sandbox", async (_name, thrower, message) => {
    const provider = { name: "codemode", fns: { fail: async () => thrower() } };
    const outcome = await executor().execute(
      "async () => { try { await codemode.fail(); } catch (error) { return [error instanceof Error, error.message]; } }",
      [provider],
    );
    expect(outcome.result).toEqual([true, message]);
  });

  it("reports an unknown tool and syntax errors", async () => {
    expect((await executor().execute("async () => codemode.nope()", [echo])).error).toMatch(
      /codemode.nope is not a function/,
    );
    expect((await executor().execute("async () => { let x = ; }", [echo])).error).toMatch(
      /not valid JavaScript: Unexpected token/,
    );
  });
});

describe("deprecated function record", () => {
  it("runs as one provider named codemode and warns once", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const fns = { triple: async (n: unknown) => (n as number) * 3 };
      const first = await executor().execute("async () => codemode.triple(3)", fns);
      const second = await executor().execute("async () => codemode.triple(4)", fns);
      expect([first.result, second.result]).toEqual([9, 12]);
      const deprecations = warn.mock.calls.filter((call) => String(call[0]).includes("deprecated"));
      expect(deprecations).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });
});
