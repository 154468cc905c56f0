import { describe, expect, it } from "vitest";
import { isAgentNoun, isDerivedNoun } from "./derived-noun.ts";
import { stemWord } from "./stem-word.ts";

const derived = (noun: string, verb: string) => isDerivedNoun(stemWord(noun), stemWord(verb));

describe("isDerivedNoun", () => {
  it.each([
    ["attachment", "attach"],
    ["reaction", "react"],
    ["acceptance", "accept"],
    ["deletion", "delete"],
    ["configuration", "configure"],
    // A verb in -ify, whose noun is spelled apart from it.
    ["verification", "verify"],
    ["notifications", "notify"],
  ])("%j is the noun of %j", (noun, verb) => {
    expect(derived(noun, verb)).toBe(true);
  });

  it.each([
    // Another word that begins with the verb, or the other way round.
    ["reactivate", "react"],
    ["attach", "attachment"],
    // Too short a base: `station` is no noun of "state" (stemmed `stat`), `sentence` none of "sent".
    ["station", "state"],
    ["sentence", "sent"],
    // Not every -ication word: an application is no noun of "apply", a replication none of "reply".
    ["application", "apply"],
    ["replication", "reply"],
  ])("%j is not the noun of %j", (noun, verb) => {
    expect(isDerivedNoun(stemWord(noun), stemWord(verb))).toBe(false);
  });
});

describe("isAgentNoun", () => {
  const agent = (noun: string, verb: string) => isAgentNoun(stemWord(noun), stemWord(verb));

  it("names who does the verb", () => {
    expect(agent("followers", "follows")).toBe(true);
    expect(agent("subscribers", "subscribe")).toBe(true);
    expect(agent("editor", "edit")).toBe(true);
  });

  it("is not another word, nor a noun of a short base", () => {
    expect(agent("following", "follows")).toBe(false);
    expect(agent("owner", "own")).toBe(false);
  });
});
