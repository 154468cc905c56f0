import { describe, expect, it } from "vitest";
import { installNamespaces } from "./namespaces.ts";

const echo = (namespace: string, name: string, args: unknown[]) =>
  Promise.resolve(`${namespace}.${name}(${args.join(",")})`);

describe("installNamespaces", () => {
  it("defines read-only namespaces whose tools call the host, `__proto__` included", async () => {
    const globals: Record<string, unknown> = {};
    expect(installNamespaces(globals, [{ name: "api", tools: ["get", "__proto__"] }], echo)).toBeUndefined();
    const api = globals.api as Record<string, (...args: unknown[]) => Promise<unknown>>;
    await expect(api.get?.(1, 2)).resolves.toBe("api.get(1,2)");
    const protoTool = Reflect.get(api, "__proto__") as () => Promise<unknown>;
    await expect(protoTool()).resolves.toBe("api.__proto__()");
    expect(Object.getOwnPropertyDescriptor(globals, "api")).toMatchObject({
      writable: false,
      configurable: true,
    });
    expect(api.then).toBeUndefined();
  });

  it("answers an unknown tool with a rejection that lists the tools", async () => {
    const globals: Record<string, unknown> = {};
    installNamespaces(globals, [{ name: "api", tools: ["get", "put"] }], echo);
    const api = globals.api as Record<string, () => Promise<unknown>>;
    await expect(api.missing?.()).rejects.toThrow(
      new TypeError("api.missing is not a tool. Available in api: get, put."),
    );
  });

  it("refuses a namespace that would hide a global, keeping the ones before it and defining none after", () => {
    const globals: Record<string, unknown> = { fetch: "taken" };
    const error = installNamespaces(
      globals,
      [
        { name: "first", tools: [] },
        { name: "fetch", tools: [] },
        { name: "later", tools: [] },
      ],
      echo,
    );
    expect(error).toBe(
      'Namespace "fetch" would hide the sandbox\'s global "fetch". Give the provider another name.',
    );
    expect(globals.fetch).toBe("taken");
    expect(["first", "later"].map((name) => name in globals)).toEqual([true, false]);
  });
});
