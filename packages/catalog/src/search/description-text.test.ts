import { describe, expect, it } from "vitest";
import { leadSentence, proseLeadSentence, withoutLinks } from "./description-text.ts";

describe("withoutLinks", () => {
  it.each([
    [
      "See [notifications](https://docs.github.com/about-notifications) for more.",
      "See notifications for more.",
    ],
    ["Read https://example.com/a/b?c=d first", "Read   first"],
    ["Go to <https://example.com>.", "Go to  ."],
    ["An image ![logo](https://x.test/logo.png) here", "An image logo here"],
    ["Visit www.example.com today", "Visit   today"],
    ["No links at all", "No links at all"],
    ['<p>Creates a <a href="/docs/api#customer">customer</a>.</p>', " Creates a  customer . "],
    ["Fish &amp; chips &#39;n&#x27; peas", "Fish   chips  n  peas"],
    ["Keep 1 < 2 and a > b", "Keep 1 < 2 and a > b"],
  ])("%j -> %j", (text, expected) => {
    expect(withoutLinks(text)).toBe(expected);
  });
});

describe("leadSentence", () => {
  it.each([
    ["Create an issue\n\nAny user with pull access can create an issue.", "Create an issue"],
    [
      "Create a fork for the authenticated user. The fork is created asynchronously.",
      "Create a fork for the authenticated user",
    ],
    ["\n\n  List [gists](https://docs.github.com/gists) for a user.\nMore.", "List gists for a user"],
    ["Is it ready? Then merge.", "Is it ready"],
    ["<p>Retrieves a Customer object.</p>", "Retrieves a Customer object"],
    ["Version 1.2 of the API", "Version 1.2 of the API"],
    ["", ""],
    ["   \n  ", ""],
  ])("%j -> %j", (text, expected) => {
    expect(leadSentence(text)).toBe(expected);
    // What an index build reads: the same sentence from the text cleaned once.
    expect(proseLeadSentence(withoutLinks(text))).toBe(expected);
  });
});
