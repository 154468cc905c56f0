import { describe, expect, it } from "vitest";
import { editDistance, editSimilarity } from "./edit-distance.ts";

describe("editDistance", () => {
  it.each([
    ["", "", 0],
    ["abc", "", 3],
    ["", "abc", 3],
    ["kitten", "sitting", 3],
    ["list_issues", "list_isues", 1],
    ["list_issues", "list-issues", 1],
    ["flaw", "lawn", 2],
  ])("%j -> %j is %i", (left, right, distance) => {
    expect(editDistance(left, right)).toBe(distance);
    expect(editDistance(right, left)).toBe(distance);
  });

  it("stops at the limit", () => {
    expect(editDistance("aaaaaaaa", "bbbbbbbb", 2)).toBe(3);
    expect(editDistance("a", "abcdefgh", 2)).toBe(3);
    expect(editDistance("kitten", "sitting", 3)).toBe(3);
  });
});

describe("editSimilarity", () => {
  it("is 1 for equal strings and falls with distance", () => {
    expect(editSimilarity("same", "same")).toBe(1);
    expect(editSimilarity("", "")).toBe(1);
    expect(editSimilarity("list_issues", "list_isues")).toBeCloseTo(1 - 1 / 11);
    expect(editSimilarity("abc", "xyz")).toBe(0);
  });
});
