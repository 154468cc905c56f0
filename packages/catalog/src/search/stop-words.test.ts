import { describe, expect, it } from "vitest";
import { searchWords } from "./analyze-text.ts";

describe("STOP_WORDS", () => {
  it("leaves out function words that say nothing of a method: 'whether' as 'if', 'still', 'again'", () => {
    expect(searchWords("test whether a policy still allows the action again")).toEqual([
      "test",
      "policy",
      "allows",
      "action",
    ]);
    expect(searchWords("check if it is still there")).toEqual(["check"]);
  });
});
