import { describe, expect, it } from "vitest";
import { boundProse, plainProse } from "./plain-prose.ts";

describe("plainProse", () => {
  it.each([
    [
      "Stripe's HTML",
      "<p>Creates a new <code>customer</code> object.</p><p>Second &amp; last.</p>",
      "Creates a new customer object.\nSecond & last.",
    ],
    ["HTML lists and entities", "<ul><li>one</li><li>two&#39;s</li></ul>", "- one\n- two's"],
    ["an HTML code sample", "Call it.<pre><code>curl -X POST</code></pre>Done.", "Call it. Done."],
    [
      "a markdown code sample",
      "Upload a file.\n\n```bash\ncurl -F file=@a.txt\n```\n\nThen wait.",
      "Upload a file.\n\nThen wait.",
    ],
    [
      "markdown images, links, headings and bold",
      "## Usage\n![diagram](a.png) See **the [guide](https://x.dev)**.",
      "Usage\nSee the guide.",
    ],
    ["plain text", "Lists pull requests.", "Lists pull requests."],
  ])("converts %s", (_, text, plain) => {
    expect(plainProse(text)).toBe(plain);
  });
});

describe("boundProse", () => {
  it.each([
    ["short text is kept", "Lists issues.", 40, "Lists issues.", false],
    ["long text is cut at a word", "one two three four five six", 15, "one two three…", true],
  ])("%s", (_, text, limit, bounded, shortened) => {
    expect(boundProse(text, limit)).toEqual({ text: bounded, shortened });
    expect(boundProse(text, limit).text.length).toBeLessThanOrEqual(limit);
  });
});
