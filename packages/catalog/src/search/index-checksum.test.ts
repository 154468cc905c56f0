import { describe, expect, it } from "vitest";
import { textChecksum } from "./index-checksum.ts";

const base = JSON.stringify(["github", "list_issues", "List issues in a repository", false, ["owner"], []]);

describe("textChecksum", () => {
  it("is a function of the text: 16 hex digits, the same for the same text", () => {
    expect(textChecksum(base)).toMatch(/^[0-9a-f]{16}$/);
    expect(textChecksum(base)).toBe(textChecksum(`${base}`));
  });

  it.each<[string, string]>([
    // One code unit changed at each position of a 32-bit word, and past the last whole word.
    ...[0, 1, 2, 3, base.length - 1].map((at): [string, string] => [
      `a changed code unit at ${at}`,
      `${base.slice(0, at)}#${base.slice(at + 1)}`,
    ]),
    ["one code unit more", `${base} `],
    ["one code unit fewer", base.slice(0, -1)],
    ["a character outside ASCII", base.replace("List", "Lïst")],
    ["a character outside the BMP", base.replace("List", "L😀st")],
    ["two words swapped", base.replace("list_issues", "issues_list")],
  ])("tells the text from one with %s", (_label, changed) => {
    expect(changed).not.toBe(base);
    expect(textChecksum(changed)).not.toBe(textChecksum(base));
  });

  it("tells texts apart that differ only in where the zero padding of the last word would go", () => {
    const lengths = ["", "a", "ab", "abc", "abcd", "abcde"].map(textChecksum);
    expect(new Set(lengths).size).toBe(lengths.length);
  });
});
