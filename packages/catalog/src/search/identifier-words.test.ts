import { describe, expect, it } from "vitest";
import { identifierWords } from "./identifier-words.ts";

const words = (query: string) => [...identifierWords(query)];

describe("identifierWords", () => {
  it("gives the words of tokens joined by a dot, an underscore or a capital inside", () => {
    expect(words("publish an order.created event")).toEqual(["order", "created"]);
    expect(words("is the newCheckout flag on?")).toEqual(["new", "checkout"]);
    expect(words("set DATABASE_URL in my project")).toEqual(["database", "url"]);
    expect(words("stop SendGrid from rewriting links")).toEqual(["send", "grid"]);
    expect(words("deliver (invoice.paid) now")).toEqual(["invoice", "paid"]);
  });

  it("leaves words with spaces, hyphens or a sentence's punctuation alone", () => {
    expect(words("create a new issue. then close it")).toEqual([]);
    expect(words("turn off two-factor login")).toEqual([]);
    expect(words("Delete The Repository")).toEqual([]);
    expect(words("who am I?")).toEqual([]);
  });
});
