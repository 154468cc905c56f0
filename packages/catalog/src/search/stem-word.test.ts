import { describe, expect, it } from "vitest";
import { stemWord } from "./stem-word.ts";

describe("stemWord", () => {
  it.each([
    // forms that must meet
    [["issue", "issues"], "issu"],
    [["alias", "aliases"], "alias"],
    [["status", "statuses"], "status"],
    [["release", "releases", "released"], "releas"],
    [["case", "cases"], "case"],
    [["schema", "schemas"], "schema"],
    [["repository", "repositories"], "repository"],
    [["branch", "branches"], "branch"],
    [["create", "created", "creating", "creates"], "creat"],
    [["merge", "merged", "merging", "merges"], "merg"],
    [["star", "starred", "starring", "stars"], "star"],
    [["commit", "commits", "committed"], "commit"],
    [["label", "labels", "labeled"], "label"],
    [["install", "installed", "installing"], "install"],
  ])("%j all stem to %j", (forms, stem) => {
    for (const form of forms) expect(stemWord(form)).toBe(stem);
  });

  it.each([
    // words that must stay as they are
    ["status", "status"],
    ["analysis", "analysis"],
    ["ssh", "ssh"],
    ["gpg", "gpg"],
    ["bus", "bus"],
    ["oauth2", "oauth2"],
    ["ring", "ring"],
    ["bed", "bed"],
    ["assignee", "assignee"],
  ])("%j stays %j", (word, stem) => {
    expect(stemWord(word)).toBe(stem);
  });
});
