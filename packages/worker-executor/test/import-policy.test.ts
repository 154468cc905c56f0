import { describe, expect, it } from "vitest";
import { executor } from "./support.ts";

/** Runs `import(specifier)` in the sandbox and says what happened. */
async function importOutcome(
  specifier: string,
  options: Parameters<typeof executor>[0] = {},
): Promise<string> {
  const outcome = await executor(options).execute(
    `async () => {
      try { const module = await import(${JSON.stringify(specifier)}); return "loaded: " + Object.keys(module).join(","); }
      catch (error) { return "refused: " + error.message; }
    }`,
    [],
  );
  return String(outcome.result ?? outcome.error);
}

const LIBRARY = { "lib.js": "export const answer = 42;" };

describe("import() in the sandbox", () => {
  it.each(["node:process", "node:async_hooks", "node:fs"])(
    "refuses %s, saying there are no Node.js APIs",
    async (specifier) => {
      expect(await importOutcome(specifier)).toBe(
        `refused: import("${specifier}") is refused: the sandbox exposes no Node.js APIs; use its Web APIs (fetch, crypto, TextEncoder, URL, ...) or a tool the host provides.`,
      );
    },
  );

  it.each([
    "cloudflare:workflows",
    "cloudflare:node",
    "cloudflare:pipelines",
    "process",
    "data:text/javascript,1",
  ])("refuses %s, listing what the code may import", async (specifier) => {
    expect(await importOutcome(specifier, { modules: LIBRARY })).toContain(
      'is refused: the code may import only "cloudflare:workers", "cloudflare:sockets", "lib.js".',
    );
  });

  it.each(["lib.js", "./lib.js", "/lib.js"])("loads the host's module as %s", async (specifier) => {
    expect(await importOutcome(specifier, { modules: LIBRARY })).toBe("loaded: answer");
  });

  it("refuses node: imports with the budget off and in a provider's prelude", async () => {
    expect(await importOutcome("node:process", { budget: false })).toMatch(/^refused: .*no Node\.js APIs/);
    const outcome = await executor().execute("async () => globalThis.fromPrelude", [
      {
        name: "tools",
        fns: {},
        prelude:
          "globalThis.fromPrelude = import('node:process').then(() => 'loaded', (error) => 'refused: ' + error.message);",
      },
    ]);
    expect(outcome.result).toMatch(/^refused: .*no Node\.js APIs/);
  });

  it("reads a computed specifier once, so a value that changes its string cannot slip through", async () => {
    const outcome = await executor({ modules: LIBRARY }).execute(
      `async () => {
        let reads = 0;
        const specifier = { toString: () => (reads++ === 0 ? "lib.js" : "node:process") };
        const module = await import(specifier);
        return [Object.keys(module), reads];
      }`,
      [],
    );
    expect(outcome.result).toEqual([["answer"], 1]);
  });

  it("cannot be widened by code that replaces the built-ins the check uses", async () => {
    const outcome = await executor().execute(
      `async () => {
        Set.prototype.has = () => true;
        String.prototype.startsWith = () => false;
        Reflect.apply = (fn, self, args) => true;
        Promise.reject = () => Promise.resolve("fooled");
        try { const module = await import("node:" + "process"); return "loaded " + Object.keys(module); }
        catch (error) { return "refused: " + error.message; }
      }`,
      [],
    );
    expect(outcome.result).toMatch(
      /^refused: import\("node:process"\) is refused: the sandbox exposes no Node\.js APIs/,
    );
  });

  it("rejects the import's promise rather than throwing where it is called", async () => {
    const outcome = await executor().execute(
      `async () => {
        const pending = import("node:process");
        return pending.then(() => "loaded", () => "rejected");
      }`,
      [],
    );
    expect(outcome.result).toBe("rejected");
  });
});

describe("the harness cannot be re-entered", () => {
  it.each(["executor.js", "./executor.js", "/executor.js", "./x/../executor.js"])(
    "refuses import(%s), the sandbox's own module",
    async (specifier) => {
      expect(await importOutcome(specifier)).toBe(
        `refused: import("${specifier}") is refused: the code may import only "cloudflare:workers", "cloudflare:sockets".`,
      );
    },
  );

  it("refuses a second run through the loopback stub of its own entry point, and keeps the log bound", async () => {
    const outcome = await executor().execute(
      `async () => {
        const workers = await import("cloudflare:workers");
        const fakeSetup = {
          providers: [], connectors: [], timeout: 60000,
          logs: { maxLines: 1e9, maxBytes: 1e9, maxLineLength: 1e9 },
        };
        let reentry;
        try { reentry = await workers.exports.default.run({ bridge: {}, setup: fakeSetup }); reentry = "ran: " + JSON.stringify(reentry).slice(0, 80); }
        catch (error) { reentry = "refused: " + error.message; }
        const line = "x".repeat(100000);
        for (let index = 0; index < 200; index++) console.log(line);
        return reentry;
      }`,
      [],
    );
    expect(outcome.result).toBe(
      "refused: The sandbox's entry point runs once per execution, for the host; the code cannot call it.",
    );
    const logged = (outcome.logs ?? []).reduce((total, line) => total + line.length, 0);
    expect(logged).toBeLessThan(300_000);
  });

  it("finds no harness name through globalThis", async () => {
    const outcome = await executor().execute(
      `async () => [
        typeof globalThis.CodemodeSandbox,
        typeof globalThis["__codemode$" + "Sandbox"],
        Object.getOwnPropertyNames(globalThis).filter((name) => /codemode|sandbox|harness/i.test(name)),
        typeof globalThis.default,
      ]`,
      [],
    );
    expect(outcome.result).toEqual(["undefined", "undefined", [], "undefined"]);
  });
});
