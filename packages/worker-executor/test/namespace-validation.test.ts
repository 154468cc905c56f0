import type { ConnectorBinding, ResolvedProvider } from "@codemode/runtime-core";
import { describe, expect, it } from "vitest";
import { SANDBOX_COMPATIBILITY_DATE, SANDBOX_COMPATIBILITY_FLAGS, SANDBOX_GLOBALS } from "../src/index.ts";
import { executor, loader } from "./support.ts";

const fn = async () => 1;
const provider = (name: string, fns: ResolvedProvider["fns"] = { fn }): ResolvedProvider => ({ name, fns });
const connector = (name: string): ConnectorBinding => ({ name, binding: { callTool: async () => 1 } });

describe("namespace validation", () => {
  it.each([
    [
      "a name that is not an identifier",
      [provider("my-tools")],
      [],
      /Provider name "my-tools" is not a valid JavaScript identifier/,
    ],
    [
      "a reserved word",
      [provider("class")],
      [],
      /Provider name "class" is not a valid JavaScript identifier/,
    ],
    [
      "arguments, which strict code cannot bind (the reserved-word list of @codemode/catalog)",
      [provider("arguments")],
      [],
      /Provider name "arguments" is not a valid JavaScript identifier/,
    ],
    ["eval", [], [connector("eval")], /Connector name "eval" is not a valid JavaScript identifier/],
    [
      "a name starting with a digit",
      [],
      [connector("1st")],
      /Connector name "1st" is not a valid JavaScript identifier/,
    ],
    ["a standard global", [provider("Math")], [], /Provider name "Math" is reserved/],
    ["a Workers global", [], [connector("fetch")], /Connector name "fetch" is reserved/],
    ["the console", [provider("console")], [], /Provider name "console" is reserved/],
    ["the instrumentation prefix", [provider("__codemode$loop")], [], /is reserved/],
    [
      "two providers with one name",
      [provider("tools"), provider("tools")],
      [],
      /Provider name "tools" is used twice/,
    ],
    [
      "a connector clashing with a provider",
      [provider("github")],
      [connector("github")],
      /Connector name "github" is used twice \(it is already a provider name\)/,
    ],
    [
      "tool names that sanitize alike",
      [provider("tools", { "get-item": fn, get_item: fn })],
      [],
      /Tool names "get-item" and "get_item" of provider "tools" both become "get_item"/,
    ],
  ])("rejects %s in ExecuteResult.error", async (_name, providers, connectors, message) => {
    const outcome = await executor().execute("async () => 1", providers, { connectors });
    expect(outcome.result).toBeUndefined();
    expect(outcome.error).toMatch(message);
  });

  it("accepts distinct valid names", async () => {
    const outcome = await executor().execute(
      "async () => [await a.fn(), await $b.fn(), await c_1.x()]",
      [provider("a"), provider("$b")],
      {
        connectors: [connector("c_1")],
      },
    );
    expect(outcome.result).toEqual([1, 1, 1]);
  });

  it("rejects code that uses the instrumentation's identifiers", async () => {
    const outcome = await executor().execute("async () => { __codemode$loops = -1e9; }", []);
    expect(outcome.error).toMatch(/uses the identifier "__codemode\$loops"/);
  });

  it("rejects code that tries to break out of its wrapper", async () => {
    const outcome = await executor().execute("async () => 1); (globalThis.x = 2", []);
    expect(outcome.error).toBeDefined();
  });

  it("lists every global the real sandbox has", async () => {
    const worker = loader.load({
      compatibilityDate: SANDBOX_COMPATIBILITY_DATE,
      compatibilityFlags: [...SANDBOX_COMPATIBILITY_FLAGS],
      mainModule: "main.js",
      modules: {
        "main.js": `import { WorkerEntrypoint } from "cloudflare:workers";
          export default class extends WorkerEntrypoint {
            names() {
              const names = new Set();
              for (let scope = globalThis; scope && scope !== Object.prototype; scope = Object.getPrototypeOf(scope)) {
                for (const name of Object.getOwnPropertyNames(scope)) names.add(name);
              }
              return [...names];
            }
          }`,
      },
      globalOutbound: null,
    });
    const names = await (worker.getEntrypoint() as unknown as { names(): Promise<string[]> }).names();
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((name) => !SANDBOX_GLOBALS.has(name))).toEqual([]);
  });
});
