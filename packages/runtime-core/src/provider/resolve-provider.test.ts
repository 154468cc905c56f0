import { describe, expect, it } from "vitest";
import { resolveProvider } from "./resolve-provider.ts";

describe("resolveProvider", () => {
  it("uses the provider name, or codemode by default", () => {
    expect(resolveProvider({ tools: {} }).name).toBe("codemode");
    expect(resolveProvider({ name: "github", tools: {} }).name).toBe("github");
  });

  it("calls execute with the first positional argument only", async () => {
    const seen: unknown[][] = [];
    const provider = resolveProvider({
      tools: {
        add: {
          description: "adds",
          execute: async (...args: unknown[]) => {
            seen.push(args);
            const { a, b } = args[0] as { a: number; b: number };
            return a + b;
          },
        },
      },
    });
    await expect(provider.fns.add?.({ a: 2, b: 3 }, "ignored")).resolves.toBe(5);
    expect(seen).toEqual([[{ a: 2, b: 3 }]]);
  });

  it("leaves out tools that need approval and tools without execute", () => {
    const execute = async () => "ok";
    const provider = resolveProvider({
      tools: {
        open: { inputSchema: {}, execute },
        gated: { needsApproval: true, execute },
        predicate: { needsApproval: () => false, execute },
        notGated: { needsApproval: false, execute },
        described: { inputSchema: { type: "object" } },
      },
    });
    expect(Object.keys(provider.fns).sort()).toEqual(["notGated", "open"]);
  });

  it("does not validate arguments against the schema", async () => {
    const provider = resolveProvider({
      tools: {
        echo: { inputSchema: { type: "object", required: ["x"] }, execute: async (args: unknown) => args },
      },
    });
    await expect(provider.fns.echo?.("not an object")).resolves.toBe("not an object");
  });

  it("passes a synchronous execute's value and a rejection through as promises", async () => {
    const provider = resolveProvider({
      tools: {
        sync: { execute: (() => 42) as unknown as (args: unknown) => Promise<unknown> },
        fails: {
          execute: async () => {
            throw new Error("tool broke");
          },
        },
      },
    });
    await expect(provider.fns.sync?.({})).resolves.toBe(42);
    await expect(provider.fns.fails?.({})).rejects.toThrow("tool broke");
  });
});

describe("resolveProvider with tools named like Object.prototype members", () => {
  it("keeps every tool as an own function, __proto__ included", async () => {
    const tools = Object.create(null) as Record<string, { execute: (input: unknown) => Promise<string> }>;
    const names = ["__proto__", "constructor", "toString", "hasOwnProperty"];
    for (const name of names)
      Object.defineProperty(tools, name, { enumerable: true, value: { execute: async () => name } });
    const provider = resolveProvider({ tools });
    expect(Object.keys(provider.fns)).toEqual(names);
    for (const name of names) await expect(provider.fns[name]?.({})).resolves.toBe(name);
  });
});
