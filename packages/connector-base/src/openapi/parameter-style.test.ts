import { describe, expect, it } from "vitest";
import { formFieldPairs, headerParameterText, queryParameterPairs } from "./parameter-style.ts";

describe("queryParameterPairs", () => {
  it.each([
    [
      "form (default)",
      undefined,
      undefined,
      ["a", "b"],
      [
        ["id", "a"],
        ["id", "b"],
      ],
    ],
    ["form, not exploded", "form", false, ["a", "b"], [["id", "a,b"]]],
    [
      "form object",
      "form",
      true,
      { role: "admin", n: 1 },
      [
        ["role", "admin"],
        ["n", "1"],
      ],
    ],
    ["form object, not exploded", "form", false, { role: "admin" }, [["id", "role,admin"]]],
    ["spaceDelimited", "spaceDelimited", false, ["a", "b"], [["id", "a b"]]],
    ["pipeDelimited", "pipeDelimited", false, ["a", "b"], [["id", "a|b"]]],
    [
      "pipeDelimited, exploded",
      "pipeDelimited",
      true,
      ["a", "b"],
      [
        ["id", "a"],
        ["id", "b"],
      ],
    ],
    [
      "deepObject",
      "deepObject",
      true,
      { gte: 1, in: ["x", "y"] },
      [
        ["id[gte]", "1"],
        ["id[in][0]", "x"],
        ["id[in][1]", "y"],
      ],
    ],
    ["a scalar", undefined, undefined, true, [["id", "true"]]],
    ["null", undefined, undefined, null, [["id", ""]]],
  ])("%s", (_, style, explode, value, pairs) => {
    expect(
      queryParameterPairs("id", value, {
        ...(style ? { style } : {}),
        ...(explode === undefined ? {} : { explode }),
      }),
    ).toEqual(pairs);
  });
});

describe("formFieldPairs", () => {
  it.each([
    ["a scalar", "x", {}, [["f", "x"]]],
    [
      "an array of scalars, repeated",
      ["a", "b"],
      {},
      [
        ["f", "a"],
        ["f", "b"],
      ],
    ],
    ["an object, nested with brackets", { a: { b: 1 } }, {}, [["f[a][b]", "1"]]],
    ["an array of objects, indexed", [{ price: "p1" }], {}, [["f[0][price]", "p1"]]],
    ["a deepObject array, indexed", ["tax"], { style: "deepObject", explode: true }, [["f[0]", "tax"]]],
    ["a form array not exploded", ["a", "b"], { style: "form", explode: false }, [["f", "a,b"]]],
  ])("%s", (_, value, style, pairs) => {
    expect(formFieldPairs("f", value, style)).toEqual(pairs);
  });
});

describe("headerParameterText", () => {
  it.each([
    [["a", "b"], false, "a,b"],
    [{ k: "v", n: 2 }, false, "k,v,n,2"],
    [{ k: "v", n: 2 }, true, "k=v,n=2"],
  ])("%j (explode %s) is %s", (value, explode, text) => {
    expect(headerParameterText(value, { explode })).toBe(text);
  });
});
