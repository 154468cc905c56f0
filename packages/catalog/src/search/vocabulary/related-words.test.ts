import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { stemWord } from "../stem-word.ts";
import { RELATED_WORD_GROUPS } from "./related-word-groups.ts";
import { buildRelatedWords, relatedWords } from "./related-words.ts";

describe("related words", () => {
  const lookup = buildRelatedWords("create, add, new, set up\nremove, delete, get rid of\n");

  it("relates every single word of a group to every other, by stem, never to itself", () => {
    expect([...lookup.ofStem(stemWord("create"))].sort()).toEqual(["add", "new"]);
    expect(lookup.ofStem(stemWord("adding"))).toEqual([]);
    expect(lookup.ofStem(stemWord("adds"))).toContain(stemWord("create"));
    expect(lookup.ofStem("unknown")).toEqual([]);
  });

  it("relates phrases to the group's single words", () => {
    expect(lookup.longestPhrase).toBe(3);
    expect([...(lookup.ofPhrase("get rid of") ?? [])].sort()).toEqual(
      [stemWord("delete"), stemWord("remove")].sort(),
    );
    expect(lookup.ofPhrase("set")).toBeUndefined();
  });

  it("is general vocabulary within its size budget (at most 200 KB gzip)", () => {
    const groups = RELATED_WORD_GROUPS.split("\n").filter((line) => line.trim() !== "");
    expect(groups.length).toBeGreaterThan(100);
    expect(gzipSync(RELATED_WORD_GROUPS).length).toBeLessThan(200_000);
    expect(relatedWords().ofStem(stemWord("ticket"))).toContain(stemWord("issue"));
  });
});
