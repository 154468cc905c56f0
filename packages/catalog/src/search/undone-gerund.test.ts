import { describe, expect, it } from "vitest";
import { stemWord } from "./stem-word.ts";
import { undoneGerund } from "./undone-gerund.ts";

const indexed =
  (...words: string[]) =>
  (stem: string): boolean =>
    words.map(stemWord).includes(stem);

describe("undoneGerund", () => {
  it("writes 'stop V-ing' as the verb undone when the catalog has that word", () => {
    const catalog = indexed("unfollow", "unwatch", "follow");
    expect(undoneGerund(["stop", "following", "an", "account"], catalog)).toEqual([
      "unfollow",
      "an",
      "account",
    ]);
    expect(undoneGerund(["quit", "watching", "this", "repo"], catalog)).toEqual(["unwatch", "this", "repo"]);
  });

  it("leaves the words as they are otherwise", () => {
    const catalog = indexed("unfollow", "unsync");
    // No such word in the catalog: "stop getting emails" is searched as written.
    expect(undoneGerund(["stop", "getting", "emails"], catalog)).toEqual(["stop", "getting", "emails"]);
    // Not an -ing form, not a known verb, not led by a word that stops.
    expect(undoneGerund(["stop", "follow"], catalog)).toEqual(["stop", "follow"]);
    expect(undoneGerund(["stop", "blinking"], indexed("unblink"))).toEqual(["stop", "blinking"]);
    expect(undoneGerund(["start", "following"], catalog)).toEqual(["start", "following"]);
    expect(undoneGerund(["stop"], catalog)).toEqual(["stop"]);
  });
});
