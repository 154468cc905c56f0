import { describe, expect, it } from "vitest";
import { isPlainJson } from "./plain-json.ts";

function holeAt(index: number): unknown[] {
  const array = [1, 2, 3];
  delete array[index];
  return array;
}

describe("isPlainJson", () => {
  it.each([
    ["a string", "x", true],
    ["a finite number", 1.5, true],
    ["null", null, true],
    ["nested arrays and objects", { a: [1, { b: "c" }], d: true }, true],
    ["a null-prototype object", Object.assign(Object.create(null), { a: 1 }), true],
    ["undefined", undefined, false],
    ["an object holding undefined", { a: undefined }, false],
    ["-0", -0, false],
    ["NaN", Number.NaN, false],
    ["a bigint", 1n, false],
    ["a Date", new Date(0), false],
    ["a Map", new Map(), false],
    ["binary data", new Uint8Array(1), false],
    ["a class instance", new (class Point {})(), false],
    ["a hole in an array", holeAt(1), false],
    ["a function", () => 1, false],
  ])("%s -> %s", (_name, value, expected) => {
    expect(isPlainJson(value)).toBe(expected);
  });

  it("gives up past the depth limit, so cycles are never walked forever", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(isPlainJson(cyclic)).toBe(false);
    expect(isPlainJson([[[1]]], 2)).toBe(false);
    expect(isPlainJson([[[1]]], 3)).toBe(true);
  });
});
