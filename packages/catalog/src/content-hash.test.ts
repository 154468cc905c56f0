import { describe, expect, it } from "vitest";
import { ContentHasher } from "./content-hash.ts";

const hashOf = (...values: (string | number | boolean | null)[]) => {
  const hasher = new ContentHasher();
  for (const value of values) hasher.add(value);
  return hasher.digest();
};

describe("ContentHasher", () => {
  it("is a function of the values fed, in order", () => {
    expect(hashOf("a", 1, null)).toBe(hashOf("a", 1, null));
    expect(hashOf("a", "b")).not.toBe(hashOf("b", "a"));
    expect(hashOf("a", "b")).toMatch(/^[0-9a-f]{16}$/);
  });

  it.each([
    [
      ["ab", "c"],
      ["a", "bc"],
    ],
    [["1"], [1]],
    [["true"], [true]],
    [["null"], [null]],
    [[""], []],
    [["", ""], [""]],
  ])("tells %j from %j", (left, right) => {
    expect(hashOf(...left)).not.toBe(hashOf(...right));
  });
});
