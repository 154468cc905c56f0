import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { stemWord } from "../stem-word.ts";
import { RELATED_WORD_GROUPS } from "./related-word-groups.ts";
import { buildRelatedWords, PHRASE_MARK, relatedWords } from "./related-words.ts";

const singleWords = (stems: readonly string[] = []) => stems.filter((stem) => !stem.startsWith(PHRASE_MARK));

describe("related words", () => {
  const lookup = buildRelatedWords("create, add, new, set up\nremove, delete, get rid of\n");

  it("relates every single word of a group to every other, by stem, never to itself", () => {
    expect(singleWords(lookup.ofStem(stemWord("create"))).sort()).toEqual(["add", "new"]);
    expect(lookup.ofStem(stemWord("adding"))).toEqual([]);
    expect(lookup.ofStem(stemWord("adds"))).toContain(stemWord("create"));
    expect(lookup.ofStem("unknown")).toEqual([]);
  });

  it("relates phrases to the group's single words", () => {
    expect(lookup.longestPhrase).toBe(3);
    expect(singleWords(lookup.ofPhrase("get rid of")).sort()).toEqual(
      [stemWord("delete"), stemWord("remove")].sort(),
    );
    expect(lookup.ofPhrase("set")).toBeUndefined();
  });

  it("relates words and phrases to the group's phrases as documents hold them (stop words out, stemmed)", () => {
    expect([...lookup.documentPhrases].sort()).toEqual([`get rid`, `set up`]);
    expect(lookup.longestDocumentPhrase).toBe(2);
    expect(lookup.ofStem(stemWord("create"))).toContain(`${PHRASE_MARK}set up`);
    expect(lookup.ofStem(stemWord("delete"))).toContain(`${PHRASE_MARK}get rid`);
    expect(lookup.ofPhrase("get rid of")).toContain(`${PHRASE_MARK}get rid`);
  });

  it("is general vocabulary within its size budget (at most 200 KB gzip)", () => {
    const groups = RELATED_WORD_GROUPS.split("\n").filter((line) => line.trim() !== "");
    expect(groups.length).toBeGreaterThan(100);
    expect(gzipSync(RELATED_WORD_GROUPS).length).toBeLessThan(200_000);
    expect(relatedWords().ofStem(stemWord("ticket"))).toContain(stemWord("issue"));
  });
});
