import { describe, expect, it } from "vitest";
import { splitWords, splitWordsByPattern } from "./split-words.ts";

describe("splitWords", () => {
  it.each([
    ["listPullRequests", ["list", "pull", "requests"]],
    ["ListPullRequests", ["list", "pull", "requests"]],
    ["getHTTPResponse", ["get", "http", "response"]],
    ["list_pull_requests", ["list", "pull", "requests"]],
    ["list-pull-requests", ["list", "pull", "requests"]],
    ["github.list_issues", ["github", "list", "issues"]],
    ["repos/{owner}/{repo}/issues", ["repos", "owner", "repo", "issues"]],
    ["oauth2Token", ["oauth", "2", "token"]],
    ["v3api", ["v", "3", "api"]],
    ["__private__name__", ["private", "name"]],
    ["Créer un problème", ["créer", "un", "problème"]],
    ["  spaced   out  ", ["spaced", "out"]],
    ["", []],
    ["!!!", []],
  ])("%j -> %j", (text, words) => {
    expect(splitWords(text)).toEqual(words);
  });
});

describe("splitWords on text with ASCII letters and digits", () => {
  const alphabet = "aAbBzZ09_-. /{}xXyYqQ1eE’—éÉ٣\u{1d400}Ⓐİ";
  const randomText = (seed: number): string => {
    let state = seed;
    let text = "";
    const length = seed % 40;
    for (let position = 0; position < length; position++) {
      state = (state * 1103515245 + 12345) % 2147483648;
      text += alphabet.charAt(state % alphabet.length);
    }
    return text;
  };

  it("splits exactly as the Unicode patterns do (2,000 generated texts and edge cases)", () => {
    const texts = [
      "ABCd",
      "ABCDe",
      "aBCdEFg",
      "a1b2C3D",
      "HTTP2Response",
      "XMLHttpRequest",
      `${"a".repeat(70)}B`,
      "A".repeat(80),
      "1".repeat(65),
      "x-GitHub-Api-Version",
      "Don’t list—Ⓐ repos",
      "aⒶB",
    ];
    for (let seed = 1; seed <= 2000; seed++) texts.push(randomText(seed * 7919));
    for (const text of texts) expect(splitWords(text), text).toEqual(splitWordsByPattern(text));
  });
});
