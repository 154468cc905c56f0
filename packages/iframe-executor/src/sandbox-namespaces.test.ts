import { describe, expect, it } from "vitest";
import { prepareNamespaces } from "./sandbox-namespaces.ts";

describe("prepareNamespaces", () => {
  it("keys tools by sanitized name in a Map, keeps preludes and the providers' order", () => {
    const search = async () => [];
    const construct = async () => "built";
    const prepared = prepareNamespaces([
      { name: "codemode", fns: { "search-docs": search }, prelude: "/* prelude */" },
      { name: "$tools_2", fns: { constructor: construct } },
    ]);
    expect(prepared).toEqual({
      namespaces: [
        { name: "codemode", tools: new Map([["search_docs", search]]), prelude: "/* prelude */" },
        { name: "$tools_2", tools: new Map([["constructor", construct]]) },
      ],
    });
  });

  it.each(["class", "arguments", "eval", "yield"])("refuses the reserved word %s", (name) => {
    expect(prepareNamespaces([{ name, fns: {} }])).toEqual({
      error: `Provider name "${name}" is a reserved word in JavaScript. Give the provider another name.`,
    });
  });

  it.each([
    ["a name starting with a digit", "2fast"],
    ["an empty name", ""],
    ["a dotted name", "a.b"],
    ["a non-ASCII name", "héllo"],
  ])("refuses %s", (_label, name) => {
    expect(prepareNamespaces([{ name, fns: {} }])).toEqual({
      error: `Provider name "${name}" is not a valid JavaScript identifier. Use letters, digits, "_" and "$", not starting with a digit.`,
    });
  });

  it("refuses a provider that is not an object with a name", () => {
    expect(prepareNamespaces([null as never])).toEqual({
      error: "Every provider needs a string `name` and an `fns` record of functions.",
    });
  });

  it("refuses a prelude that is not a string", () => {
    expect(prepareNamespaces([{ name: "codemode", fns: {}, prelude: 42 as never }])).toEqual({
      error: 'The prelude of provider "codemode" must be a string of JavaScript.',
    });
  });
});
