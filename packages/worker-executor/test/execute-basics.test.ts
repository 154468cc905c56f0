import type { ResolvedProvider } from "@codemode/runtime-core";
import { withCallMeta } from "@codemode/runtime-core/internal";
import { describe, expect, it } from "vitest";
import { executor, sleep } from "./support.ts";

const echo: ResolvedProvider = {
  name: "codemode",
  fns: {
    echo: async (...args: unknown[]) => args,
    add: async (a: unknown, b: unknown) => (a as number) + (b as number),
    slow: async (value: unknown, ms: unknown) => {
      await sleep(ms as number);
      return value;
    },
  },
};

describe("results", () => {
  it.each([
    ["a number", "async () => 42", 42],
    ["a string", 'async () => "hi"', "hi"],
    ["a boolean", "async () => false", false],
    ["null", "async () => null", null],
    ["undefined", "async () => undefined", undefined],
    ["an array", "async () => [1, 'two', [3]]", [1, "two", [3]]],
    ["an object", "async () => ({ a: { b: [1, null] }, c: 'x' })", { a: { b: [1, null] }, c: "x" }],
    ["a synchronous arrow", "() => 7", 7],
    ["a bigint", "async () => 12345678901234567890n", 12345678901234567890n],
    ["a Date", "async () => new Date(86400000)", new Date(86400000)],
    [
      "a Map and a Set",
      "async () => [new Map([['k', 1]]), new Set([2])]",
      [new Map([["k", 1]]), new Set([2])],
    ],
    ["-0 and NaN", "async () => [-0, NaN, Infinity]", [-0, Number.NaN, Number.POSITIVE_INFINITY]],
  ])("returns %s", async (_name, code, expected) => {
    const outcome = await executor().execute(code, [echo]);
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toEqual(expected);
  });

  it("runs TypeScript after normalizing it", async () => {
    const outcome = await executor().execute(
      "async (): Promise<number> => { interface Box { n: number } const box: Box = { n: 20 }; return (box.n as number) + 1; }",
      [echo],
    );
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toBe(21);
  });

  it("returns binary data", async () => {
    const outcome = await executor().execute(
      "async () => ({ bytes: new Uint8Array([1, 2, 255]), buffer: new Uint16Array([513]).buffer })",
      [echo],
    );
    const result = outcome.result as { bytes: Uint8Array; buffer: ArrayBuffer };
    expect(result.bytes).toBeInstanceOf(Uint8Array);
    expect([...result.bytes]).toEqual([1, 2, 255]);
    expect([...new Uint8Array(result.buffer)]).toEqual([1, 2]);
  });

  it("reports a result that cannot cross the boundary", async () => {
    const outcome = await executor().execute("async () => ({ fn: () => 1 })", [echo]);
    expect(outcome.error).toMatch(/result cannot be returned: .*could not be cloned/);
  });

  it("returns a class instance as a plain object", async () => {
    const outcome = await executor().execute(
      "async () => { class Point { constructor() { this.x = 1; } } return new Point(); }",
      [],
    );
    expect(outcome.result).toEqual({ x: 1 });
  });
});

describe("provider calls", () => {
  it("passes positional arguments and every value type both ways", async () => {
    const outcome = await executor().execute(
      "async () => codemode.echo(1, 'b', undefined, 2n, new Uint8Array([9]), new Date(5), new Map([[1, 2]]), new Set(['s']))",
      [echo],
    );
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toEqual([
      1,
      "b",
      undefined,
      2n,
      new Uint8Array([9]),
      new Date(5),
      new Map([[1, 2]]),
      new Set(["s"]),
    ]);
  });

  it("passes primitive arguments JSON would change intact: -0, NaN, Infinity, a lone surrogate", async () => {
    const outcome = await executor().execute(
      "async () => codemode.echo(-0, NaN, -Infinity, '\\ud800', 'text', true, null, 0.5)",
      [echo],
    );
    expect(outcome.error).toBeUndefined();
    const result = outcome.result as unknown[];
    expect(Object.is(result[0], -0)).toBe(true);
    expect(result.slice(1)).toEqual([
      Number.NaN,
      Number.NEGATIVE_INFINITY,
      "\ud800",
      "text",
      true,
      null,
      0.5,
    ]);
  });

  it("passes a Date argument as a Date, not as the string JSON makes of it", async () => {
    const outcome = await executor().execute(
      "async () => codemode.echo(new Date(5), { when: new Date(6) })",
      [echo],
    );
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toEqual([new Date(5), { when: new Date(6) }]);
  });

  it("keeps arguments intact when the code replaced the globals a lossless check would use", async () => {
    const outcome = await executor().execute(
      `async () => {
        Number.isFinite = () => true;
        Object.is = () => false;
        Object.getPrototypeOf = () => Object.prototype;
        return codemode.echo({ far: Infinity, zero: -0, map: new Map([[1, 2]]) });
      }`,
      [echo],
    );
    expect(outcome.error).toBeUndefined();
    const [sent] = outcome.result as [{ far: number; zero: number; map: Map<number, number> }];
    expect(sent.far).toBe(Number.POSITIVE_INFINITY);
    expect(Object.is(sent.zero, -0)).toBe(true);
    expect(sent.map).toEqual(new Map([[1, 2]]));
  });

  it("still sends the arguments when the code makes the plain-JSON check itself throw", async () => {
    const outcome = await executor().execute(
      `async () => {
        const original = Object.getPrototypeOf(Array.prototype);
        Object.setPrototypeOf(Array.prototype, new Proxy(original, {
          has(target, key) { if (key === "toJSON") throw new Error("trap"); return key in target; },
        }));
        try { return await codemode.echo(1, "a"); } finally { Object.setPrototypeOf(Array.prototype, original); }
      }`,
      [echo],
    );
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toEqual([1, "a"]);
  });

  it("passes the arguments intact when the code plants toJSON on Array.prototype", async () => {
    const outcome = await executor().execute(
      "async () => { Array.prototype.toJSON = () => 'replaced'; const sent = await codemode.echo(1, 'a'); delete Array.prototype.toJSON; return sent; }",
      [echo],
    );
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toEqual([1, "a"]);
  });

  it.each([
    [
      "a function",
      "codemode.echo({ cb: () => 1 })",
      /arguments of codemode.echo cannot be sent to the host: it contains a function at value\[0\]\.cb/,
    ],
    [
      "a cycle",
      "(() => { const o = {}; o.self = o; return codemode.echo(o); })()",
      /arguments of codemode.echo cannot be sent to the host: it contains a circular reference at value\[0\]\.self/,
    ],
    [
      "a class instance",
      "codemode.echo(new (class Point {})())",
      /arguments of codemode.echo cannot be sent to the host: Could not serialize object of type "Point"/,
    ],
    [
      "a symbol",
      "codemode.echo(Symbol('s'))",
      /arguments of codemode.echo cannot be sent to the host: Symbol\(s\) could not be cloned/,
    ],
  ])("refuses %s as an argument with an error in the sandbox", async (_name, call, message) => {
    const outcome = await executor().execute(
      `async () => { try { await ${call}; return "sent"; } catch (error) { return error.message; } }`,
      [echo],
    );
    expect(outcome.result).toMatch(message);
  });

  it("refuses a tool result that cannot cross, naming where", async () => {
    const provider = { name: "codemode", fns: { leak: async () => ({ client: { run: () => 1 } }) } };
    const outcome = await executor().execute(
      "async () => { try { await codemode.leak(); } catch (error) { return error.message; } }",
      [provider],
    );
    expect(outcome.result).toMatch(
      /result of codemode.leak cannot be sent to the sandbox: it contains a function at value\.client\.run/,
    );
  });

  it("runs sequential, concurrent and nested calls", async () => {
    const code = `async () => {
      const a = await codemode.add(1, 2);
      const b = await codemode.add(a, 10);
      const all = await Promise.all([codemode.slow("x", 30), codemode.slow("y", 1), codemode.add(b, 0)]);
      const nested = await codemode.add(await codemode.add(1, 1), await codemode.add(2, 2));
      return { a, b, all, nested };
    }`;
    const outcome = await executor().execute(code, [echo]);
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toEqual({ a: 3, b: 13, all: ["x", "y", 13], nested: 6 });
  });

  it("exposes several providers and sanitized tool names", async () => {
    const outcome = await executor().execute(
      "async () => [await state.read_file('a'), await codemode.add(2, 3)]",
      [echo, { name: "state", fns: { "read-file": async (path: unknown) => `content of ${path}` } }],
    );
    expect(outcome.result).toEqual(["content of a", 5]);
  });

  it("gives withCallMeta functions the call's identity", async () => {
    const seen: unknown[] = [];
    const provider: ResolvedProvider = {
      name: "codemode",
      fns: {
        who: withCallMeta(async (meta, value) => {
          seen.push({ meta, value });
          return meta?.seq;
        }),
      },
    };
    const outcome = await executor().execute(
      "async () => [await codemode.who('a'), await codemode.who('b')]",
      [provider],
    );
    expect(outcome.result).toEqual([0, 1]);
    expect(seen).toMatchObject([
      { meta: { seq: 0 }, value: "a" },
      { meta: { seq: 1 }, value: "b" },
    ]);
  });

  it("lets a prelude define sandbox functions that win over dispatch and hide internal ones", async () => {
    const provider: ResolvedProvider = {
      name: "codemode",
      fns: { __secret: async () => "secret", greet: async () => "host greet" },
      prelude: `{
        const secret = codemode.__secret;
        delete codemode.__secret;
        codemode.greet = async (name) => "sandbox hello " + name + " / " + (await secret());
        let count = 0;
        for (const word of ["a", "b"]) count += word.length;
        codemode.count = count;
      }`,
    };
    const outcome = await executor().execute(
      "async () => [await codemode.greet('ann'), typeof codemode.__secret, codemode.count]",
      [provider],
    );
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toEqual(["sandbox hello ann / secret", "undefined", 2]);
  });

  it("reports a prelude that does not parse", async () => {
    const outcome = await executor().execute("async () => 1", [
      { name: "codemode", fns: {}, prelude: "} evil() {" },
    ]);
    expect(outcome.error).toMatch(/prelude of provider "codemode" is not valid JavaScript/);
  });
});

describe("connectors", () => {
  it("routes any method to callTool(method, args, meta)", async () => {
    const calls: unknown[] = [];
    const github = {
      name: "github",
      binding: {
        callTool: async (method: string, args: unknown, meta?: unknown) => {
          calls.push({ method, args, meta });
          return { method, args };
        },
      },
    };
    const outcome = await executor().execute(
      "async () => [await github.list_issues({ repo: 'a' }), await github.anything_at_all()]",
      [],
      { connectors: [github] },
    );
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toEqual([
      { method: "list_issues", args: { repo: "a" } },
      { method: "anything_at_all", args: undefined },
    ]);
    expect(calls).toMatchObject([{ meta: { seq: 0, cause: expect.any(String) } }, { meta: { seq: 1 } }]);
  });

  it("turns a connector's failure into an error in the sandbox", async () => {
    const failing = {
      name: "svc",
      binding: {
        callTool: async () => {
          throw new Error("rate limited");
        },
      },
    };
    const outcome = await executor().execute(
      "async () => { try { await svc.x(); } catch (error) { return 'caught: ' + error.message; } }",
      [],
      { connectors: [failing] },
    );
    expect(outcome.result).toBe("caught: rate limited");
  });
});

describe("modules", () => {
  it("imports a configured module and ignores the reserved executor.js key", async () => {
    const outcome = await executor({
      modules: {
        "helpers.js": "export const double = (n) => n * 2;",
        "executor.js": "throw new Error('not me')",
      },
    }).execute("async () => { const { double } = await import('helpers.js'); return double(21); }", []);
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toBe(42);
  });
});
