import { describe, expect, it } from "vitest";
import { IframeSandboxExecutor } from "../src/index.ts";
import { codemode, deferred, sandboxFrameCount } from "./support/sandbox-helpers.ts";

const executor = new IframeSandboxExecutor({ timeout: 5_000 });

describe("IframeSandboxExecutor results", () => {
  it.each([
    ["null", "null", null],
    ["true", "true", true],
    ["false", "false", false],
    ["an integer", "42", 42],
    ["a negative fraction", "-1.5", -1.5],
    ["a string with markup and unicode", '"</script><b>é ✓ \\u2028</b>"', "</script><b>é ✓ \u2028</b>"],
    ["an empty array", "[]", []],
    [
      "a nested object",
      '{ a: [1, "two", { three: null }], b: { c: false } }',
      { a: [1, "two", { three: null }], b: { c: false } },
    ],
    ["undefined", "undefined", undefined],
  ])("returns %s", async (_label, expression, expected) => {
    const outcome = await executor.execute(`async () => (${expression})`, []);
    expect(outcome).toEqual({ result: expected, logs: [] });
    expect(outcome.error).toBeUndefined();
  });

  it.each([
    ["a synchronous arrow function", "() => 7", 7],
    ["a function declaration", "async function main() { return 8; }", 8],
    ["plain statements", "const value = await codemode.add(4, 5);\nvalue * 2", 18],
    ["a fenced code block", "```js\nasync () => codemode.add(1, 1)\n```", 2],
    [
      "TypeScript",
      "async (): Promise<number> => { const pair: [number, number] = [2, 3]; return (await codemode.add(...pair)) as number; }",
      5,
    ],
  ])("normalizes %s before running it", async (_label, code, expected) => {
    const outcome = await executor.execute(
      code,
      codemode({ add: async (left: number, right: number) => left + right }),
    );
    expect(outcome).toEqual({ result: expected, logs: [] });
  });

  it("passes positional arguments to host tools and returns their results, call after call", async () => {
    const seen: unknown[][] = [];
    const outcome = await executor.execute(
      `async () => {
        const sum = await codemode.add(2, 3);
        const doubled = await codemode.add(sum, sum);
        const echoed = await codemode.echo({ nested: [sum, doubled] }, "second", 3);
        return { sum, doubled, echoed };
      }`,
      codemode({
        add: async (left: number, right: number) => {
          seen.push([left, right]);
          return left + right;
        },
        echo: async (...args: unknown[]) => args,
      }),
    );
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toEqual({ sum: 5, doubled: 10, echoed: [{ nested: [5, 10] }, "second", 3] });
    expect(seen).toEqual([
      [2, 3],
      [5, 5],
    ]);
  });

  it("runs concurrent tool calls and matches each reply to its call, whatever order the replies come in", async () => {
    // The replies are held until all 20 calls arrived, then sent last call first.
    const replies = Array.from({ length: 20 }, () => deferred<void>());
    let arrived = 0;
    const outcome = await executor.execute(
      "async () => Promise.all(Array.from({ length: 20 }, (_, index) => codemode.slowSquare(index)))",
      codemode({
        slowSquare: (value: number) => {
          const reply = replies[value]?.promise.then(() => value * value);
          arrived += 1;
          if (arrived === replies.length) for (const held of [...replies].reverse()) held.resolve();
          return reply;
        },
      }),
    );
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toEqual(Array.from({ length: 20 }, (_, index) => index * index));
  });

  it("runs several executions at once, each with its own tools and its own iframe", async () => {
    const gates = [deferred<string>(), deferred<string>(), deferred<string>()];
    const runs = gates.map((gate, index) =>
      executor.execute(
        `async () => (await codemode.wait()) + " ${index}"`,
        codemode({ wait: () => gate.promise }),
      ),
    );
    await expect.poll(sandboxFrameCount).toBe(3);
    gates[2]?.resolve("third");
    gates[0]?.resolve("first");
    gates[1]?.resolve("second");
    expect((await Promise.all(runs)).map((outcome) => outcome.result)).toEqual([
      "first 0",
      "second 1",
      "third 2",
    ]);
  });

  it("exposes every provider as a global and runs preludes, whose own functions win over host dispatch", async () => {
    const outcome = await executor.execute(
      `async () => ({
        weather: await weather.forecast("Lisbon"),
        twice: await codemode.twice(21),
        hidden: await codemode.__raw(1).catch((error) => error.message),
      })`,
      [
        {
          name: "codemode",
          fns: { __raw: async (value: unknown) => (value as number) * 2, twice: async () => "host twice" },
          prelude:
            "{ const ns = codemode; const raw = ns.__raw; delete ns.__raw; ns.twice = async (value) => raw(value); }",
        },
        { name: "weather", fns: { forecast: async (city: unknown) => `sunny in ${String(city)}` } },
      ],
    );
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toEqual({
      weather: "sunny in Lisbon",
      twice: 42,
      hidden: "codemode.__raw is not a tool. Available in codemode: twice.",
    });
  });

  it("sanitizes tool names into identifiers", async () => {
    const outcome = await executor.execute(
      "async () => codemode.get_user({ id: 7 })",
      codemode({ "get-user": async (input: { id: number }) => ({ id: input.id, name: "Ada" }) }),
    );
    expect(outcome).toEqual({ result: { id: 7, name: "Ada" }, logs: [] });
  });

  it("accepts the deprecated record of functions as the codemode namespace", async () => {
    const outcome = await executor.execute("async () => codemode.ping()", { ping: async () => "pong" });
    expect(outcome).toEqual({ result: "pong", logs: [] });
  });

  it("removes its iframe after every run", async () => {
    const before = sandboxFrameCount();
    await executor.execute("async () => 1", []);
    await executor.execute("async () => { throw new Error('no'); }", []);
    await executor.execute("not valid javascript (", []);
    await executor.execute("async () => 1", [{ name: "1bad", fns: {} }]);
    expect(sandboxFrameCount()).toBe(before);
  });
});
