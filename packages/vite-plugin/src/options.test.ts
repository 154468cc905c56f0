import { describe, expect, it } from "vitest";
import { DEFAULT_CONNECTOR_PATTERN, resolvePluginOptions } from "./options.ts";

describe("resolvePluginOptions", () => {
  it("applies defaults when called with nothing", () => {
    expect(resolvePluginOptions(undefined)).toEqual({
      runtimeModule: "codemode",
      entries: undefined,
      connectorPatterns: [DEFAULT_CONNECTOR_PATTERN],
      declarationFile: undefined,
    });
  });

  it("accepts every option", () => {
    expect(
      resolvePluginOptions({
        runtimeModule: "@codemode/durable-storage",
        entry: "worker/main.ts",
        connectors: ["connectors/*.ts", "more/**/*.codemode.js"],
        declarationFile: "types/connectors.d.ts",
      }),
    ).toEqual({
      runtimeModule: "@codemode/durable-storage",
      entries: ["worker/main.ts"],
      connectorPatterns: ["connectors/*.ts", "more/**/*.codemode.js"],
      declarationFile: "types/connectors.d.ts",
    });
  });

  it("turns discovery off with connectors: false", () => {
    expect(resolvePluginOptions({ connectors: false }).connectorPatterns).toEqual([]);
  });

  const invalid: [string, unknown, RegExp][] = [
    ["a string instead of an object", "codemode", /takes an options object/],
    ["an unknown option", { runtime: "codemode" }, /unknown option "runtime"\. Known options: runtimeModule/],
    [
      "an empty runtimeModule",
      { runtimeModule: " " },
      /"runtimeModule" must be a non-empty module specifier/,
    ],
    ["an empty entry list", { entry: [] }, /"entry" must be a non-empty string or a non-empty array/],
    ["a non-string connector glob", { connectors: [1] }, /"connectors" must be/],
    ["connectors: true", { connectors: true }, /"connectors" must be/],
    [
      "a declaration file without .d.ts",
      { declarationFile: "types.ts" },
      /"declarationFile" must be a path ending/,
    ],
  ];

  it.each(invalid)("rejects %s with an actionable message", (_label, options, message) => {
    expect(() => resolvePluginOptions(options)).toThrow(message);
    expect(() => resolvePluginOptions(options)).toThrow(expect.objectContaining({ code: "configuration" }));
  });
});
