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
