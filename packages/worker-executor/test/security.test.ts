import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { walkAst } from "../src/budget/ast-walk.ts";
import { parseModule } from "../src/budget/parse-module.ts";
import { SANDBOX_COMPATIBILITY_DATE, SANDBOX_COMPATIBILITY_FLAGS, SANDBOX_GLOBALS } from "../src/index.ts";
import { MINIFIED_HARNESSES } from "../src/sandbox/harness-texts.ts";
import { executor, laterSandboxTimerFired } from "./support.ts";

/** Names of the harness's own functions and state in its source (src/harness). */
const HARNESS_SOURCE_NAMES = [
  "CodemodeSandbox",
  "OriginalDate",
  "OriginalPromise",
  "hostCall",
  "startCalls",
  "installNamespaces",
  "installConsole",
  "inspect",
  "encodeArgs",
  "localReply",
  "canonicalPlainJson",
  "hash64",
];

/** Every name a declaration in `source` binds: variables, functions, classes and parameters. */
function harnessNames(source: string): Set<string> {
  const names = new Set<string>();
  const bind = (pattern: { type: string; name?: string } | null | undefined) => {
    if (pattern?.type === "Identifier" && pattern.name) names.add(pattern.name);
  };
  walkAst(parseModule(source), (node) => {
    const declared = node as unknown as {
      type: string;
      id?: { type: string; name?: string } | null;
      params?: Array<{ type: string; name?: string }>;
    };
    if (
      ["VariableDeclarator", "FunctionDeclaration", "FunctionExpression", "ClassDeclaration"].includes(
        declared.type,
      )
    ) {
      bind(declared.id);
    }
    for (const param of declared.params ?? []) bind(param);
  });
  return names;
}

const outbound = (exports as unknown as { OutboundProbe: Fetcher }).OutboundProbe;

describe("network", () => {
  it("blocks fetch by default", async () => {
    const outcome = await executor().execute(
      "async () => { try { await fetch('https://example.com/'); return 'reached'; } catch (error) { return 'blocked: ' + error.message; } }",
      [],
    );
    expect(outcome.result).toMatch(/^blocked: /);
  });

  it("blocks connect by default", async () => {
    const outcome = await executor().execute(
      `async () => {
        const { connect } = await import("cloudflare:sockets");
        try { const socket = connect("example.com:443"); await socket.opened; return "reached"; }
        catch (error) { return "blocked: " + error.message; }
      }`,
      [],
    );
    expect(outcome.result).toMatch(/^blocked: /);
  });

  it("routes every outbound request through a given Fetcher", async () => {
    const outcome = await executor({ globalOutbound: outbound }).execute(
      "async () => (await fetch('https://example.com/data', { method: 'POST' })).text()",
      [],
    );
    expect(outcome.result).toBe("intercepted POST https://example.com/data");
  });
});

describe("isolation", () => {
  it("has no process, require, Buffer or host env", async () => {
    const outcome = await executor().execute(
      `async () => {
        const workers = await import("cloudflare:workers");
        return [typeof process, typeof require, typeof Buffer, typeof env, Object.keys(workers.env ?? {})];
      }`,
      [],
    );
    expect(outcome.result).toEqual(["undefined", "undefined", "undefined", "undefined", []]);
  });

  // Every name the built harness declares (minified: e, t, ...), and the names of its source, must be out of
  // the code's reach. Checked for the variant without options (000) and the deterministic one (100).
  it.each([
    ["000", undefined],
    ["100", { seed: "s", startTime: 0 }],
  ] as const)("hides the names harness %s declares from the code", async (key, determinism) => {
    const names = [...harnessNames(MINIFIED_HARNESSES[key] as string), ...HARNESS_SOURCE_NAMES].filter(
      (name) => !SANDBOX_GLOBALS.has(name),
    );
    expect(names.length).toBeGreaterThan(20);
    const outcome = await executor().execute(
      `async () => [${names.map((name) => `typeof ${name}`).join(", ")}]`,
      [],
      determinism ? { determinism } : {},
    );
    expect(outcome.error).toBeUndefined();
    const visible = names.filter((_name, index) => (outcome.result as string[])[index] !== "undefined");
    expect(visible).toEqual([]);
  });

  it("exposes configured bindings as the sandbox's own env", async () => {
    const outcome = await executor({ bindings: { GREETING: "hello" } }).execute(
      "async () => (await import('cloudflare:workers')).env.GREETING",
      [],
    );
    expect(outcome.result).toBe("hello");
  });

  it("keeps prototype and global mutations inside one execution", async () => {
    const run = executor();
    const first = await run.execute(
      `async () => {
        Object.prototype.polluted = "yes";
        Array.prototype.map = () => "hijacked";
        globalThis.leaked = 1;
        JSON.stringify = () => "broken";
        return [({}).polluted, [1].map((x) => x)];
      }`,
      [{ name: "codemode", fns: { id: async (value: unknown) => value } }],
    );
    expect(first.result).toEqual(["yes", "hijacked"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect([1].map((x) => x * 2)).toEqual([2]);
    const second = await run.execute(
      "async () => [({}).polluted, typeof globalThis.leaked, [1, 2].map((x) => x * 2), JSON.stringify({ a: 1 })]",
      [],
    );
    expect(second.result).toEqual([undefined, "undefined", [2, 4], '{"a":1}']);
  });
});

describe("runaway code", () => {
  it("ends a program that never settles at the timeout, and the next one works", async () => {
    // The program never settles, so only the timeout ends it (a timeout that does not fire fails the test at
    // its own timeout instead).
    const run = executor({ timeout: 300 });
    const outcome = await run.execute("async () => { await new Promise(() => {}); }", []);
    expect(outcome.error).toMatch(/timed out after 300 ms/);
    expect(outcome.interrupted).toBe("timeout");
    expect((await run.execute("async () => 'alive'", [])).result).toBe("alive");
  });

  it.each([
    ["while (true) {}", "async () => { while (true) {} }", /exceeded 10000 loop iterations/],
    ["a bodiless for(;;);", "async () => { for (;;); }", /exceeded 10000 loop iterations/],
    ["do-while", "async () => { let i = 0; do i++; while (i >= 0); }", /exceeded 10000 loop iterations/],
    [
      "a caught breach",
      "async () => { try { while (true) {} } catch { return 'swallowed'; } }",
      /exceeded 10000 loop iterations/,
    ],
    [
      "sync recursion",
      "async () => { const f = (n) => f(n + 1) + 1; return f(0); }",
      /exceeded 5000 function calls/,
    ],
    [
      "async recursion",
      "async () => { const f = async () => { await null; return f(); }; return f(); }",
      /exceeded 5000 function calls/,
    ],
    [
      "async recursion in a method",
      "async () => { const o = { async m() { await 0; return this.m(); } }; return o.m(); }",
      /exceeded 5000 function calls/,
    ],
  ])("stops %s with the budget, and the next execution works", async (_name, code, message) => {
    const run = executor({ budget: { loopIterations: 10_000, functionCalls: 5000 } });
    const outcome = await run.execute(code, []);
    expect(outcome.error).toMatch(message);
    expect(
      (await run.execute("async () => { let s = 0; for (let i = 0; i < 100; i++) s += i; return s; }", []))
        .result,
    ).toBe(4950);
  });

  it("ends the execution at once when an unawaited promise chain breaches the budget", async () => {
    // A timeout far beyond the test's own: a breach that waited for the timeout would fail the test by timing
    // it out, whatever the machine's speed (the result alone cannot tell, it names the breach either way).
    const outcome = await executor({ timeout: 10 * 60_000, budget: { functionCalls: 5000 } }).execute(
      "async () => { const f = async () => { await null; f(); }; f(); await new Promise(() => {}); }",
      [],
    );
    expect(outcome.error).toMatch(/exceeded 5000 function calls/);
    expect(outcome.interrupted).toBe("budget");
  });

  it("stops an endless loop in a provider's prelude", async () => {
    const outcome = await executor({ budget: { loopIterations: 1000 } }).execute("async () => 1", [
      { name: "codemode", fns: {}, prelude: "{ while (true) {} }" },
    ]);
    expect(outcome.error).toMatch(/exceeded 1000 loop iterations/);
  });

  it("cannot be fooled by a thenable planted on Object.prototype", async () => {
    const outcome = await executor().execute(
      "async () => { Object.prototype.then = function () {}; console.log('planted'); return 5; }",
      [],
    );
    expect(outcome).toEqual({ result: 5, logs: ["planted"] });
  });

  it("counts only what runs: a legitimate loop under the budget completes", async () => {
    const run = executor({ budget: { loopIterations: 1000, functionCalls: 1000 } });
    const outcome = await run.execute(
      "async () => { let s = 0; for (let i = 0; i < 900; i++) s += i; return s; }",
      [],
    );
    expect(outcome.result).toBe(404550);
  });

  it("wires limits.cpuMs, the compatibility date and flags and a null outbound into the loaded Worker", async () => {
    const { loader } = await import("./support.ts");
    const recorded: WorkerLoaderWorkerCode[] = [];
    const recording: WorkerLoader = {
      get: () => {
        throw new Error("loader.get caches every Worker under its name; the executor must use load");
      },
      load: (code) => {
        recorded.push(code);
        return loader.load(code);
      },
    };
    const outcome = await executor({ loader: recording, cpuMs: 1234 }).execute("async () => 1", []);
    expect(outcome.result).toBe(1);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.limits).toEqual({ cpuMs: 1234 });
    expect(recorded[0]?.compatibilityDate).toBe(SANDBOX_COMPATIBILITY_DATE);
    expect(recorded[0]?.compatibilityFlags).toEqual([...SANDBOX_COMPATIBILITY_FLAGS]);
    expect(recorded[0]?.compatibilityFlags?.some((flag) => flag.startsWith("nodejs"))).toBe(false);
    expect(recorded[0]?.globalOutbound).toBeNull();
  });

  it("bounds megabytes of console output, and the next execution works", async () => {
    const run = executor();
    const outcome = await run.execute(
      "async () => { const line = 'x'.repeat(1000); for (let i = 0; i < 5000; i++) console.log(line); return 'done'; }",
      [],
    );
    expect(outcome.result).toBe("done");
    const logs = outcome.logs ?? [];
    expect(logs.join("\n").length).toBeLessThan(300 * 1024);
    expect(logs.at(-1)).toMatch(/^\.\.\. \d+ more console line\(s\) dropped/);
    expect((await run.execute("async () => 2", [])).result).toBe(2);
  });
});

describe("calls after the execution settles", () => {
  it("runs a call the code started but did not await before returning", async () => {
    const reached: string[] = [];
    const provider = {
      name: "codemode",
      fns: {
        record: async (label: unknown) => {
          reached.push(String(label));
          return label;
        },
      },
    };
    for (let round = 0; round < 5; round++) {
      reached.length = 0;
      const outcome = await executor().execute(
        `async () => { codemode.record("fire and forget"); return 1; }`,
        [provider],
      );
      expect(outcome.result).toBe(1);
      // The call reached the host before the result (the sandbox syncs first); its tool may run a moment later.
      await expect.poll(() => reached, { timeout: 10_000 }).toEqual(["fire and forget"]);
    }
  });

  it("never reach the host, and a call left running does not hold the result", async () => {
    const reached: string[] = [];
    let releaseHang!: () => void;
    const release = new Promise<void>((resolve) => {
      releaseHang = resolve;
    });
    const provider = {
      name: "codemode",
      fns: {
        record: async (label: unknown) => {
          reached.push(String(label));
          return label;
        },
        // Held until the run has returned: a result that waited for it would never come (the run would time out).
        hang: async () => {
          await release;
          reached.push("hang finished");
          return "late";
        },
      },
    };
    const code = `async () => {
      codemode.hang();
      await codemode.record("before return");
      setTimeout(() => codemode.record("from a timer after return"), 50);
      return "returned";
    }`;
    const outcome = await executor().execute(code, [provider]);
    expect(outcome.result).toBe("returned");
    // The run's 50 ms timer has fired by the time a later one of 50 ms has: its call would have come by now.
    await laterSandboxTimerFired(50);
    releaseHang();
    await expect.poll(() => reached, { timeout: 10_000 }).toEqual(["before return", "hang finished"]);
  });
});
