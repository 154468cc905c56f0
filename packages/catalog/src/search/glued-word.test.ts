import { describe, expect, it } from "vitest";
import { gluedTail } from "./glued-word.ts";

const known =
  (...words: string[]) =>
  (word: string) =>
    words.includes(word);

describe("gluedTail", () => {
  it("reads a word glued after a prefix or particle as the word", () => {
    expect(gluedTail("upvote", known("vote"))).toBe("vote");
    expect(gluedTail("autoscale", known("scale"))).toBe("scale");
    expect(gluedTail("subaccounts", known("accounts"))).toBe("accounts");
    expect(gluedTail("unfollow", known("follow"))).toBe("follow");
  });

  it("needs the tail to be known, long enough, and the head to be a prefix it knows", () => {
    expect(gluedTail("upvote", known())).toBeUndefined();
    expect(gluedTail("upset", known("set"))).toBeUndefined();
    expect(gluedTail("refund", known("fund"))).toBeUndefined();
    expect(gluedTail("bookmark", known("mark"))).toBeUndefined();
    expect(gluedTail("vote", known("vote"))).toBeUndefined();
  });
});
