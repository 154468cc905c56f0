import { describe, expect, it } from "vitest";
import { phraseMultiplier } from "./phrase-bonus.ts";
import {
  ADJACENT_PAIR_BONUS,
  CONTAINED_PHRASE_BONUS,
  GAPPED_PHRASE_BONUS,
  WHOLE_FIELD_PHRASE_BONUS,
} from "./ranking-parameters.ts";

const summary = (words: string): { name: string[]; summary: string[] } => ({
  name: [],
  summary: words.split(" "),
});

describe("phraseMultiplier", () => {
  it("rewards a field that is the query, then one that contains it", () => {
    expect(phraseMultiplier(summary("creat payout"), ["creat", "payout"])).toBe(1 + WHOLE_FIELD_PHRASE_BONUS);
    expect(phraseMultiplier(summary("previous creat payout cancel"), ["creat", "payout"])).toBe(
      1 + CONTAINED_PHRASE_BONUS,
    );
  });

  it("rewards the query's words in order with one other word among them, less than back to back", () => {
    const gapped = phraseMultiplier(summary("send fund creat new payout object"), ["creat", "payout"]);
    expect(gapped).toBe(1 + GAPPED_PHRASE_BONUS);
    expect(gapped).toBeGreaterThan(1);
    expect(gapped).toBeLessThan(1 + CONTAINED_PHRASE_BONUS);
    // Two other words, or the words out of order, are no phrase.
    expect(phraseMultiplier(summary("creat new bank payout"), ["creat", "payout"])).toBe(1);
    expect(phraseMultiplier(summary("payout new creat"), ["creat", "payout"])).toBe(1);
  });

  it("takes the adjacent pairs' share when it is worth more than a gapped phrase", () => {
    const query = ["list", "pull", "request", "review"];
    const multiplier = phraseMultiplier(summary("list pull request x review"), query);
    expect(multiplier).toBeCloseTo(1 + Math.max(GAPPED_PHRASE_BONUS, (ADJACENT_PAIR_BONUS * 2) / 3), 12);
  });
});
