import { describe, expect, it } from "vitest";
import { gluedTail } from "./glued-word.ts";
import { stemWord } from "./stem-word.ts";

/** Accepts the stems of `words`. */
const indexed =
  (...words: string[]) =>
  (stem: string) =>
    words.map(stemWord).includes(stem);

describe("gluedTail", () => {
  it("reads a word glued after a prefix or particle as the word", () => {
    expect(gluedTail("upvote", indexed("vote"))).toBe("vote");
    expect(gluedTail("autoscale", indexed("scale"))).toBe("scale");
    expect(gluedTail("subaccounts", indexed("account"))).toBe("accounts");
    expect(gluedTail("multiregion", indexed("regions"))).toBe("region");
  });

  it("needs the tail to be indexed and its stem four letters or more", () => {
    expect(gluedTail("upvote", indexed())).toBeUndefined();
    expect(gluedTail("upset", indexed("set"))).toBeUndefined();
    // "puts" is four letters, but its stem `put` is not.
    expect(gluedTail("outputs", indexed("put"))).toBeUndefined();
    expect(gluedTail("vote", indexed("vote"))).toBeUndefined();
  });

  it("reads `re` before a known verb as that verb", () => {
    expect(gluedTail("reactivate", indexed("activate"))).toBe("activate");
    expect(gluedTail("resend", indexed("sends"))).toBe("send");
    expect(gluedTail("reassigned", indexed("assign"))).toBe("assigned");
    // Not a verb after `re`, a verb too short, or a word that means something else than doing it again.
    expect(gluedTail("report", indexed("port"))).toBeUndefined();
    expect(gluedTail("reset", indexed("set"))).toBeUndefined();
    expect(gluedTail("remove", indexed("move"))).toBeUndefined();
    expect(gluedTail("returns", indexed("turn"))).toBeUndefined();
    expect(gluedTail("review", indexed("view"))).toBeUndefined();
    expect(gluedTail("reactivate", indexed())).toBeUndefined();
  });

  it("knows only prefixes that keep what a word is about", () => {
    expect(gluedTail("refund", indexed("fund"))).toBeUndefined();
    expect(gluedTail("present", indexed("sent"))).toBeUndefined();
    expect(gluedTail("unfollow", indexed("follow"))).toBeUndefined();
    expect(gluedTail("bookmark", indexed("mark"))).toBeUndefined();
  });
});
