import { describe, expect, it } from "vitest";
import { stemWord } from "./stem-word.ts";
import { WordSegmenter } from "./word-segmenter.ts";

const vocabulary = [
  "issue",
  "create",
  "list",
  "repo",
  "get",
  "activity",
  "star",
  "pull",
  "request",
  "repository",
  "site",
];
const segmenter = new WordSegmenter(new Set(vocabulary.map(stemWord)), new Set(["repository", "password"]));

describe("WordSegmenter", () => {
  it.each([
    ["issuescreate", ["issues", "create"]],
    ["reposget", ["repos", "get"]],
    ["activitystar", ["activity", "star"]],
    ["pullslistrepos", ["pulls", "list", "repos"]],
  ])("splits %j into %j", (word, parts) => {
    expect(segmenter.segment(word)).toEqual(parts);
  });

  it.each([
    ["repository", "a word used in descriptions"],
    ["issue", "shorter than six letters"],
    ["createzzz", "a part that is no known word"],
    ["oauth2create", "has digits"],
    ["getlistcreatestar", "needs more than three parts"],
  ])("leaves %j whole (%s)", (word) => {
    expect(segmenter.segment(word)).toBeUndefined();
  });

  it("answers the same word the same way twice", () => {
    expect(segmenter.segment("issuescreate")).toBe(segmenter.segment("issuescreate"));
  });
});
