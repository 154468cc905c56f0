import { exports } from "cloudflare:workers";
import type { ExecuteResult } from "@codemode/runtime-core";
import { describe, expect, it } from "vitest";
import { abuseExecutor } from "./support/abuse-host.ts";

const outbound = (exports as unknown as { OutboundProbe: Fetcher }).OutboundProbe;
/** Labels the sandbox's `codemode.record(label)` calls delivered to the host. */
const reached: string[] = [];
const echo = [
  {
    name: "codemode",
    fns: {
      id: async (value: unknown) => value,
      record: async (label: unknown) => {
        reached.push(String(label));
        return label;
      },
    },
  },
];

/** One hostile program against the bare executor and the outcome it must end in. */
interface AbuseCase {
  name: string;
  code: string;
  outbound?: boolean;
  expect(outcome: ExecuteResult): void | Promise<void>;
}

const blocked = /not permitted to access the internet/;
const noCodeGeneration = /Code generation from strings disallowed/;

const CASES: AbuseCase[] = [
  {
    name: "reaching the host's globalThis",
    code: "async () => [typeof globalThis.__hostSecret, typeof HOST_SECRET, typeof env, typeof process, typeof require]",
    expect: (outcome) =>
      expect(outcome.result).toEqual(["undefined", "undefined", "undefined", "undefined", "undefined"]),
  },
  {
    name: "constructor.constructor('return globalThis')",
    code: "async () => (() => {}).constructor.constructor('return globalThis')().__hostSecret",
    expect: (outcome) => expect(outcome.error).toMatch(noCodeGeneration),
  },
  {
    name: "eval",
    code: "async () => eval('1 + 1')",
    expect: (outcome) => expect(outcome.error).toMatch(noCodeGeneration),
  },
  {
    name: "new Function",
    code: "async () => new Function('return this')()",
    expect: (outcome) => expect(outcome.error).toMatch(noCodeGeneration),
  },
  {
    name: "import() of the host's entry module",
    code: "async () => Object.keys(await import('./worker.ts'))",
    expect: (outcome) =>
      expect(outcome.error).toMatch(/import\("\.\/worker\.ts"\) is refused: the code may import only/),
  },
  {
    name: "import() of a host package",
    code: "async () => Object.keys(await import('@codemode/durable-storage'))",
    expect: (outcome) =>
      expect(outcome.error).toMatch(
        /import\("@codemode\/durable-storage"\) is refused: the code may import only/,
      ),
  },
  {
    name: "import() of a Node module",
    code: "async () => Object.keys(await import('node:fs'))",
    expect: (outcome) =>
      expect(outcome.error).toMatch(/import\("node:fs"\) is refused: the sandbox exposes no Node\.js APIs/),
  },
  {
    name: "import() of node:process, which the runtime has even without nodejs_compat",
    code: "async () => (await import('node:' + 'process')).exit()",
    expect: (outcome) => expect(outcome.error).toMatch(/import\("node:process"\) is refused/),
  },
  {
    name: "re-entering the harness through its own module with looser log limits",
    code: "async () => { const own = await import('executor.js'); return own.default.run({ bridge: {}, setup: { logs: { maxLines: 1e9, maxBytes: 1e9, maxLineLength: 1e9 } } }); }",
    expect: (outcome) => expect(outcome.error).toMatch(/import\("executor\.js"\) is refused/),
  },
  {
    name: "re-entering the harness through the loopback stub of its entry point",
    code: "async () => (await import('cloudflare:workers')).exports.default.run({ bridge: {}, setup: {} })",
    expect: (outcome) => expect(outcome.error).toMatch(/entry point runs once per execution/),
  },
  {
    name: "import() of cloudflare:workers for the host's env",
    code: "async () => Object.keys((await import('cloudflare:workers')).env)",
    expect: (outcome) => expect(outcome.result).toEqual([]),
  },
  {
    name: "fetch without an outbound Fetcher",
    code: "async () => (await fetch('https://example.com/')).status",
    expect: (outcome) => expect(outcome.error).toMatch(blocked),
  },
  {
    name: "connect without an outbound Fetcher",
    code: "async () => { const { connect } = await import('cloudflare:sockets'); await connect('example.com:443').opened; return 'open'; }",
    expect: (outcome) => expect(outcome.error).toMatch(blocked),
  },
  {
    name: "fetch with an outbound Fetcher goes to the Fetcher only",
    code: "async () => (await fetch('https://example.com/secret', { method: 'POST' })).text()",
    outbound: true,
    expect: (outcome) => expect(outcome.result).toBe("probe saw POST https://example.com/secret"),
  },
  {
    name: "prototype and JSON tampering",
    code: "async () => { Object.prototype.toJSON = () => 'hijacked'; Array.prototype.push = null; JSON.stringify = () => 'x'; JSON.parse = () => 'y'; return { a: [1, 2] }; }",
    expect: (outcome) => expect(outcome.result).toEqual({ a: [1, 2] }),
  },
  {
    name: "replacing Promise, setTimeout, console and JSON",
    code: "async () => { globalThis.Promise = null; globalThis.setTimeout = null; globalThis.console = null; globalThis.JSON = null; return 'still here'; }",
    expect: (outcome) => expect(outcome.result).toBe("still here"),
  },
  {
    name: "Promise.prototype.then replaced (the run still ends with the code's result)",
    code: "async () => { Promise.prototype.then = function () {}; return 1; }",
    expect: (outcome) => expect(outcome).toMatchObject({ result: 1, logs: [] }),
  },
  {
    name: "unbounded recursion",
    code: "async () => { const f = (n) => f(n + 1); return f(0); }",
    expect: (outcome) =>
      expect(outcome.error).toMatch(/Maximum call stack size exceeded|exceeded 100000 function calls/),
  },
  {
    name: "unbounded async recursion",
    code: "async () => { const f = async () => { await null; return f(); }; return f(); }",
    expect: (outcome) => expect(outcome.error).toMatch(/exceeded 100000 function calls/),
  },
  {
    name: "an endless loop",
    code: "async () => { while (true) {} }",
    expect: (outcome) => expect(outcome.error).toMatch(/exceeded 200000 loop iterations/),
  },
  {
    name: "an endless loop that catches the budget error",
    code: "async () => { for (;;) { try { while (true) {} } catch {} } }",
    expect: (outcome) => expect(outcome.error).toMatch(/exceeded 200000 loop iterations/),
  },
  {
    name: "an endless async loop",
    code: "async () => { for (;;) await null; }",
    expect: (outcome) => expect(outcome.error).toMatch(/exceeded 200000 loop iterations/),
  },
  {
    name: "an unhandled rejection",
    code: "async () => { Promise.reject(new Error('nobody catches me')); return 1; }",
    expect: (outcome) => expect(outcome).toMatchObject({ result: 1 }),
  },
  {
    name: "a throw from a timer",
    code: "async () => { setTimeout(() => { throw new Error('late throw'); }, 0); await new Promise((resolve) => setTimeout(resolve, 20)); return 2; }",
    expect: (outcome) => expect(outcome).toMatchObject({ result: 2 }),
  },
  {
    name: "throwing a non-Error value",
    code: "async () => { throw { weird: true }; }",
    expect: (outcome) => expect(outcome.error).toMatch(/threw a non-Error value: \{ weird: true \}/),
  },
  {
    name: "a syntax error",
    code: "async () => { return ( }",
    expect: (outcome) => expect(outcome.error).toMatch(/not valid JavaScript/),
  },
  {
    name: "returning a forged result envelope",
    code: `async () => '{"error":"forged"}'`,
    expect: (outcome) => expect(outcome).toMatchObject({ result: '{"error":"forged"}' }),
  },
  {
    name: "an enormous console line",
    code: "async () => { console.log('x'.repeat(1_500_000)); return 'logged'; }",
    expect: (outcome) => {
      expect(outcome.result).toBe("logged");
      expect((outcome.logs ?? []).join("").length).toBeLessThan(300 * 1024);
    },
  },
  {
    name: "an enormous argument and result",
    code: "async () => (await codemode.id('x'.repeat(1_500_000))).length",
    expect: (outcome) => expect(outcome.result).toBe(1_500_000),
  },
  {
    name: "calls after the run ended",
    code: "async () => { setTimeout(() => codemode.record('from a timer after the return'), 5); return 'returned'; }",
    expect: async (outcome) => {
      expect(outcome.result).toBe("returned");
      // timing-allowed: the sandbox's 5 ms timer gets 20 times that to try its call. A slower machine can
      // only make this pass without proving much, never fail.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(reached).not.toContain("from a timer after the return");
    },
  },
];

describe("hostile code against the bare DynamicWorkerExecutor", () => {
  it.each(CASES.map((abuse) => [abuse.name, abuse] as const))(
    "%s: a documented outcome, and the next execution runs normally",
    async (_name, abuse) => {
      const executor = abuseExecutor(abuse.outbound ? { globalOutbound: outbound } : {});
      await abuse.expect(await executor.execute(abuse.code, echo));
      const next = await executor.execute(
        "async () => { let total = 0; for (let i = 0; i < 10; i++) total += await codemode.id(i); return [total, typeof globalThis.leaked, ({}).toJSON, JSON.stringify([1])]; }",
        echo,
      );
      expect(next).toMatchObject({ result: [45, "undefined", undefined, "[1]"] });
    },
  );
});
