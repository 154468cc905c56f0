import { normalizeCode } from "@codemode/normalize";
import { describe, expect, it } from "vitest";
import { platformPrelude } from "../../src/engine/platform-prelude.ts";
import type { Snippet } from "../../src/types/snippet.ts";

const snippet = (code: string): Snippet => ({ name: "s", description: "", code, savedAt: 0 });
const embedded = (code: string, normalize: (code: string) => string = normalizeCode) =>
  platformPrelude([snippet(code)], new Set(), normalize);

describe("a snippet embedded in the prelude", () => {
  it.each([
    ["an async arrow", "async () => 1"],
    ["statements", "const a = 1;\na + 1"],
    ["TypeScript", "const seen = new Set<string>(['a']);\nseen.size"],
    ["a trailing line comment", "async () => 1 // done"],
    ["top-level await", "await Promise.resolve(1)"],
    ["`using` declarations", "async () => { using handle = { [Symbol.dispose]() {} }; }"],
  ])("is embedded as a function when it is one expression (%s)", (_label, code) => {
    const prelude = embedded(code);
    expect(prelude).toContain(`["s"]: { fn: (codemode) => (${normalizeCode(code)}\n) },`);
    expect(prelude).not.toContain("does not parse");
  });

  it.each([
    // Kept as written by normalizeCode (it looks like its own wrapper), but it closes the embedding's parenthesis.
    [
      "closes the embedding",
      "async () => { return 1 }); globalThis.pwned = 1; (async () => {}",
      normalizeCode,
    ],
    ["a sequence of two expressions", "a), (b", (code: string) => code],
    ["two statements", "a; b", (code: string) => code],
    ["a syntax error", "async () => { let let = 1 }", (code: string) => code],
    ["strict-mode only error", "async () => { with (a) {} }", (code: string) => code],
    ["empty", "", (code: string) => code],
  ])("is replaced by an error when it is not one expression (%s)", (_label, code, normalize) => {
    const prelude = embedded(code, normalize);
    expect(prelude).not.toContain("fn: (codemode)");
    expect(prelude).toMatch(/\["s"\]: \{"error":"Snippet \\"s\\" does not parse: .+"\},/);
  });

  it("names the parser's position for a syntax error", () => {
    expect(embedded("async () => {\n  let let = 1\n}", (code) => code)).toMatch(
      /does not parse: [^"]*\(2:6\)/,
    );
  });
});
