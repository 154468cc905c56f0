import { describe, expect, it } from "vitest";
import { queryPhrases } from "./query-phrases.ts";
import { splitWords } from "./split-words.ts";

const PHRASES: Record<string, readonly string[]> = {
  "turn off": ["stop"],
  "log in": ["signin"],
  "log out": ["signout"],
  "set up": ["creat"],
  "api key": ["token"],
};

const phrasesOf = (query: string) =>
  queryPhrases(splitWords(query), 2, (words) => PHRASES[words]).map((phrase) => phrase.words.join(" "));

describe("queryPhrases", () => {
  it("finds phrases as consecutive words", () => {
    expect(phrasesOf("turn off notifications")).toEqual(["turn off"]);
    expect(phrasesOf("rotate the api key")).toEqual(["api key"]);
  });

  it("finds a phrasal verb whose particle follows its object", () => {
    expect(phrasesOf("turn do not disturb off now")).toEqual(["turn off"]);
    expect(phrasesOf("log the user out")).toEqual(["log out"]);
    expect(phrasesOf("set a webhook up")).toEqual(["set up"]);
    expect(phrasesOf("turn the do not disturb off")).toEqual(["turn off"]);
    expect(phrasesOf("log the user in")).toEqual(["log in"]);
  });

  it("finds a phrase whose first word the query inflects, and says which plain word it was", () => {
    expect(phrasesOf("who am i logged in as")).toEqual(["logged in"]);
    expect(phrasesOf("webhooks i have set up")).toEqual(["set up"]);
    expect(phrasesOf("turning off alerts")).toEqual(["turning off"]);
    expect(phrasesOf("log the user out")).toEqual(["log out"]);
    const inflected = (query: string) =>
      queryPhrases(splitWords(query), 2, (words) => PHRASES[words]).map((phrase) => phrase.inflected);
    expect(inflected("who am i logged in as")).toEqual(["log"]);
    expect(inflected("log in with a password")).toEqual([undefined]);
    expect(phrasesOf("the logs in a file")).toEqual([]);
  });

  it("does not take a particle that has its own object, or one too far from its verb", () => {
    expect(phrasesOf("log the hours in the timesheet")).toEqual([]);
    expect(phrasesOf("log work in jira")).toEqual([]);
    expect(phrasesOf("turn every single one of them all off")).toEqual([]);
    expect(phrasesOf("off")).toEqual([]);
  });
});
