import { describe, expect, it } from "vitest";
import { splitWords } from "./split-words.ts";

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
