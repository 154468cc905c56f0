import { describe, expect, it } from "vitest";
import { encodeArgs, jsonKeepsPrimitive } from "./encode-args.ts";

describe("encodeArgs", () => {
  it.each([
    ["primitives JSON keeps", [1, "a", true, null], '[1,"a",true,null]'],
    ["plain objects and arrays", [{ a: [1, { b: 2 }] }], '[{"a":[1,{"b":2}]}]'],
    ["no arguments", [], "[]"],
  ])("sends %s as JSON text", (_label, args, text) => {
    expect(encodeArgs(args)).toBe(text);
  });

  it.each([
    ["-0", [-0]],
    ["NaN", [Number.NaN]],
    ["undefined", [undefined]],
    ["a Date (its toJSON changes it)", [new Date(0)]],
    ["a class instance", [new (class Point {})()]],
    ["a nested undefined", [{ a: undefined }]],
    ["a Map", [new Map([[1, 2]])]],
    ["a bigint (JSON throws)", [1n]],
  ])("sends %s as the arguments themselves (a structured clone)", (_label, args) => {
    expect(encodeArgs(args)).toBe(args);
  });

  it("catches a toJSON the code planted on a prototype", () => {
    const prototype = Object.prototype as { toJSON?: () => string };
    prototype.toJSON = () => "planted";
    try {
      const args = [{ a: 1 }];
      expect(encodeArgs(args)).toBe(args);
    } finally {
      delete prototype.toJSON;
    }
  });
});

describe("jsonKeepsPrimitive", () => {
  it.each([
    [1.5, true],
    [0, true],
    [-0, false],
    [Number.POSITIVE_INFINITY, false],
    ["text", true],
    [false, true],
    [null, true],
    [undefined, false],
  ])("%s: %s", (value, kept) => {
    expect(jsonKeepsPrimitive(value)).toBe(kept);
  });
});
