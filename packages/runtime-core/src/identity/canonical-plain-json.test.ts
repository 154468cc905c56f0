import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJson } from "../codec/durable-codec.ts";
import { canonicalPlainJson } from "./canonical-plain-json.ts";

describe("canonicalPlainJson", () => {
  it("equals the durable codec's canonical form for every plain JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const plain = canonicalPlainJson(value);
        if (plain !== undefined) expect(plain).toBe(canonicalJson(value));
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ["undefined", undefined],
    ["an undefined property", { a: undefined }],
    ["NaN", Number.NaN],
    ["-0", -0],
    ["a bigint", 1n],
    ["a Date", new Date(0)],
    ["a class instance", new (class Point {})()],
    // biome-ignore lint/suspicious/noSparseArray: the hole is what is tested
    ["an array hole", [1, , 3]],
    ["a $cm key", { $cm: 1 }],
  ])("refuses %s", (_label, value) => {
    expect(canonicalPlainJson(value)).toBeUndefined();
  });

  it("refuses a cycle but accepts a shared object", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(canonicalPlainJson(cyclic)).toBeUndefined();
    const shared = { x: 1 };
    expect(canonicalPlainJson({ b: shared, a: shared })).toBe('{"a":{"x":1},"b":{"x":1}}');
  });
});

describe("canonicalPlainJson after the built-ins were replaced", () => {
  // The Workers sandbox runs this function after the model's code, which may replace any built-in.
  it("writes the same text", () => {
    const value = { b: [1, { d: true, c: null }], a: "x", 10: 2 };
    const expected = canonicalPlainJson(value);
    const saved = {
      sort: Array.prototype.sort,
      keys: Object.keys,
      stringify: JSON.stringify,
      push: Array.prototype.push,
    };
    try {
      Array.prototype.sort = function reversed(this: unknown[]) {
        return this.reverse();
      };
      Array.prototype.push = () => 0;
      Object.keys = () => [];
      JSON.stringify = () => "tampered";
      expect(canonicalPlainJson(value)).toBe(expected);
    } finally {
      Array.prototype.sort = saved.sort;
      Array.prototype.push = saved.push;
      Object.keys = saved.keys;
      JSON.stringify = saved.stringify;
    }
    expect(expected).toBe('{"10":2,"a":"x","b":[1,{"c":null,"d":true}]}');
  });
});
