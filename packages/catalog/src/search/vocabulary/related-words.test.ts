import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { searchWords } from "../analyze-text.ts";
import { splitWords } from "../split-words.ts";
import { stemWord } from "../stem-word.ts";
import { RELATED_WORD_GROUPS } from "./related-word-groups.ts";
import { buildRelatedWords, PHRASE_MARK, relatedWords } from "./related-words.ts";

/**
 * The lookup worked out in full, group by group, the plain way: what the lazily built lookup must answer,
 * in the same order, for every word and phrase of the vocabulary.
 */
function eagerLookup(groups: string) {
  const byStem = new Map<string, Set<string>>();
  const byPhrase = new Map<string, Set<string>>();
  const documentPhrases = new Set<string>();
  let longestPhrase = 1;
  let longestDocumentPhrase = 0;
  const add = (map: Map<string, Set<string>>, key: string, values: readonly string[]) => {
    const set = map.get(key) ?? new Set<string>();
    map.set(key, set);
    for (const value of values) set.add(value);
  };
  for (const line of groups.split("\n")) {
    const members = line
      .split(",")
      .map(splitWords)
      .filter((words) => words.length > 0);
    const targets = [
      ...new Set(members.filter((words) => words.length === 1).map(([word]) => stemWord(word as string))),
    ];
    for (const words of members) {
      const kept = searchWords(words.join(" ")).map(stemWord);
      if (kept.length < 2) continue;
      documentPhrases.add(kept.join(" "));
      longestDocumentPhrase = Math.max(longestDocumentPhrase, kept.length);
      targets.push(PHRASE_MARK + kept.join(" "));
    }
    for (const words of members) {
      longestPhrase = Math.max(longestPhrase, words.length);
      if (words.length === 1) add(byStem, stemWord(words[0] as string), targets);
      else add(byPhrase, words.join(" "), targets);
    }
  }
  for (const [stem, targets] of byStem) targets.delete(stem);
  return { byStem, byPhrase, documentPhrases, longestPhrase, longestDocumentPhrase };
}

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

  it("answers, prepared on demand, what the whole vocabulary worked out up front answers, in its order", () => {
    const eager = eagerLookup(RELATED_WORD_GROUPS);
    const lazy = buildRelatedWords(RELATED_WORD_GROUPS);
    expect(eager.byStem.size).toBeGreaterThan(300);
    for (const [stem, targets] of eager.byStem) expect(lazy.ofStem(stem), stem).toEqual([...targets]);
    for (const [phrase, targets] of eager.byPhrase)
      expect(lazy.ofPhrase(phrase), phrase).toEqual([...targets]);
    // Asked again: the same answer.
    for (const stem of eager.byStem.keys()) expect(lazy.ofStem(stem)).toBe(lazy.ofStem(stem));
    expect([...lazy.documentPhrases]).toEqual([...eager.documentPhrases]);
    expect([lazy.longestPhrase, lazy.longestDocumentPhrase]).toEqual([
      eager.longestPhrase,
      eager.longestDocumentPhrase,
    ]);
    expect(lazy.ofStem("notaword")).toEqual([]);
    expect(lazy.ofPhrase("not a phrase")).toBeUndefined();
  });

  it("files single words by first letters every member's stem keeps (how a stem finds its words)", () => {
    const singles = RELATED_WORD_GROUPS.split(/[,\n]/)
      .map((member) => splitWords(member))
      .filter((words) => words.length === 1)
      .map((words) => words[0] as string);
    expect(singles.length).toBeGreaterThan(1000);
    expect(singles.filter((word) => stemWord(word).slice(0, 2) !== word.slice(0, 2))).toEqual([]);
  });

  it("is general vocabulary within its size budget (at most 200 KB gzip)", () => {
    const groups = RELATED_WORD_GROUPS.split("\n").filter((line) => line.trim() !== "");
    expect(groups.length).toBeGreaterThan(100);
    expect(gzipSync(RELATED_WORD_GROUPS).length).toBeLessThan(200_000);
    expect(relatedWords().ofStem(stemWord("ticket"))).toContain(stemWord("issue"));
  });
});
