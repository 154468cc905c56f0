import { describe, expect, it } from "vitest";
import { phraseMultiplier } from "./phrase-bonus.ts";
import { rankDocuments } from "./rank-documents.ts";
import {
  ADJACENT_PAIR_BONUS,
  CONTAINED_PHRASE_BONUS,
  GAPPED_PHRASE_BONUS,
  WHOLE_FIELD_PHRASE_BONUS,
} from "./ranking-parameters.ts";
import { methodDocuments } from "./search-document.ts";
import { SearchIndex } from "./search-index.ts";
import { withoutPossessives } from "./word-forms.ts";

const summary = (words: string): { name: string[]; summary: string[] } => ({
  name: [],
  summary: words.split(" "),
});

describe("phraseMultiplier", () => {
  it("rewards a field that is the query, then one that contains it", () => {
    expect(phraseMultiplier(summary("creat payout"), ["creat", "payout"])).toBe(1 + WHOLE_FIELD_PHRASE_BONUS);
    expect(phraseMultiplier(summary("previous creat payout cancel"), ["creat", "payout"])).toBeCloseTo(
      1 + CONTAINED_PHRASE_BONUS * Math.sqrt(2 / 4),
      12,
    );
  });

  it("rewards a contained phrase by the share of the field it fills", () => {
    const query = ["updat", "customer"];
    const filling = phraseMultiplier(summary("updat customer object"), query);
    const passing = phraseMultiplier(summary("list transaction that updat customer s balanc"), query);
    expect(filling).toBeGreaterThan(passing);
    expect(passing).toBeGreaterThan(1);
    expect(filling).toBeLessThan(1 + CONTAINED_PHRASE_BONUS);
  });

  it("rewards the query's words in order with one other word among them, less than back to back", () => {
    const gapped = phraseMultiplier(summary("send fund creat new payout object"), ["creat", "payout"]);
    expect(gapped).toBeCloseTo(1 + GAPPED_PHRASE_BONUS * Math.sqrt(2 / 6), 12);
    expect(gapped).toBeGreaterThan(1);
    expect(gapped).toBeLessThan(
      phraseMultiplier(summary("send fund creat payout new object"), ["creat", "payout"]),
    );
    // Two other words, or the words out of order, are no phrase.
    expect(phraseMultiplier(summary("creat new bank payout"), ["creat", "payout"])).toBe(1);
    expect(phraseMultiplier(summary("payout new creat"), ["creat", "payout"])).toBe(1);
  });

  it("takes the adjacent pairs' share, or a gapped phrase when it is worth more", () => {
    const query = ["list", "pull", "request", "review"];
    // Two of three pairs adjacent, and no phrase with one word added (two words among them).
    const multiplier = phraseMultiplier(summary("list pull request x y review"), query);
    expect(multiplier).toBeCloseTo(1 + (ADJACENT_PAIR_BONUS * 2) / 3, 12);
    const gapped = phraseMultiplier(summary("list pull request x review"), query);
    expect(gapped).toBeCloseTo(
      1 + Math.max(GAPPED_PHRASE_BONUS * Math.sqrt(4 / 5), (ADJACENT_PAIR_BONUS * 2) / 3),
      12,
    );
  });

  it("matches a name against the query's words in the order a name says them", () => {
    const boardLists = { name: ["get", "board", "list"], summary: [] };
    const listBoard = { name: ["get", "list", "board"], summary: [] };
    const query = ["get", "list", "board"];
    const nameOrder = ["get", "board", "list"];
    expect(phraseMultiplier(boardLists, query, nameOrder)).toBe(1 + WHOLE_FIELD_PHRASE_BONUS);
    expect(phraseMultiplier(listBoard, query, nameOrder)).toBeLessThan(1 + WHOLE_FIELD_PHRASE_BONUS);
    // A name said with its preposition is in the query's order, and so is a summary that repeats it.
    expect(phraseMultiplier(listBoard, query, nameOrder, true)).toBe(1 + WHOLE_FIELD_PHRASE_BONUS);
    const repeated = { name: ["get", "list", "board"], summary: ["get", "list", "board"] };
    expect(phraseMultiplier(repeated, query, nameOrder)).toBeLessThan(1 + WHOLE_FIELD_PHRASE_BONUS);
    const english = { name: ["get", "board", "list"], summary: ["get", "list", "board"] };
    expect(phraseMultiplier(english, query, nameOrder)).toBe(1 + WHOLE_FIELD_PHRASE_BONUS);
    // A summary in words (not the name again) is matched in the query's order, whatever the name's order.
    const worded = { name: ["board", "list"], summary: ["get", "list", "board"] };
    expect(phraseMultiplier(worded, query, nameOrder)).toBe(1 + WHOLE_FIELD_PHRASE_BONUS);
    const wordedOtherwise = { name: ["board", "list"], summary: ["get", "board", "list"] };
    expect(phraseMultiplier(wordedOtherwise, query, nameOrder)).toBeLessThan(1 + WHOLE_FIELD_PHRASE_BONUS);
  });
});

describe("phrases without possessives", () => {
  const indexOf = (summaryText: string) =>
    SearchIndex.build(
      methodDocuments([
        { name: "api", descriptors: { files_list: { description: summaryText, inputSchema: {} } } },
      ]),
    );

  it("reads a summary's words in order without the 's' a possessive leaves", () => {
    const phrases = indexOf("Lists the user's files.").phrases[0];
    expect(phrases?.summary).toEqual(["list", "user", "file"]);
    // "list files" with one word between: the gapped bonus, as for "Lists the user files".
    expect(phraseMultiplier(phrases ?? summary(""), ["list", "file"])).toBeGreaterThan(1);
  });

  it("reads a query's possessive the same way", () => {
    const index = indexOf("Lists the user's files.");
    const score = (query: string) => rankDocuments(query, [index], 5).ranked[0]?.score ?? 0;
    // The whole summary, said with the possessive as the summary says it: the whole-field bonus.
    const bonus = score("list the user's files") / score("files user's the list");
    expect(bonus).toBeCloseTo(1 + WHOLE_FIELD_PHRASE_BONUS, 6);
    expect(withoutPossessives(["list", "user", "s", "file"])).toEqual(["list", "user", "file"]);
  });
});
