import { describe, expect, it } from "vitest";
import { MAX_THROWN_DESCRIPTION_CHARS } from "../constants.ts";
import { mayRunSnippets, platformPrelude } from "./platform-prelude.ts";

describe("mayRunSnippets", () => {
  it.each([
    ["a call", 'async () => codemode.run("report", {})'],
    ["an optional call", 'async () => codemode?.run("report")'],
    ["a destructured run", 'async () => { const { run } = codemode; return run("report"); }'],
    ["run through an alias", 'async () => { const c = codemode; return c.run("x"); }'],
    ["a computed member", 'async () => codemode["r" + "un"]("report")'],
    ["codemode passed along", "async () => helper(codemode)"],
    ["code that does not tokenize", 'async () => codemode.search("unterminated)'],
  ])("may run a snippet: %s", (_label, code) => {
    expect(mayRunSnippets(code)).toBe(true);
  });

  it.each([
    ["no codemode at all", "async () => 1"],
    ["run in a comment", "async () => { // run the report\n return codemode.search('x'); }"],
    ["run in a string", 'async () => codemode.search("run the report")'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the model's code holds a template literal
    ["run in a template", "async () => codemode.search(`how to run ${1}`)"],
    ["other tools", 'async () => [await codemode.search("a"), await codemode.describe("b")]'],
    ["a longer name", "async () => { const running = 1; const runner = 2; return running + runner; }"],
  ])("cannot: %s", (_label, code) => {
    expect(mayRunSnippets(code)).toBe(false);
  });
});

describe("platformPrelude", () => {
  // The prelude is compiled in every sandbox, so it carries a small description of its own (embedding
  // describeThrown's source measured 0.3 ms more per durable execute): the message, bounded.
  it("records a step's thrown value as its message, bounded", async () => {
    const prelude = platformPrelude([], new Set(), (code) => code);
    const settled: unknown[] = [];
    const codemode: Record<string, unknown> = {
      __stepDecide: async () => ({ kind: "execute", seq: 0 }),
      __stepSettle: async (_seq: number, outcome: unknown) => settled.push(outcome),
    };
    new Function("codemode", prelude)(codemode);
    const step = codemode.step as (name: string, fn: () => unknown) => Promise<unknown>;
    const cases: unknown[] = [
      new Error("boom"),
      { code: 1 },
      "x".repeat(MAX_THROWN_DESCRIPTION_CHARS + 10),
      5n,
    ];
    for (const thrown of cases) {
      await expect(
        step("s", () => {
          throw thrown;
        }),
      ).rejects.toBe(thrown);
    }
    expect(settled).toEqual([
      { error: "boom" },
      { error: "[object Object]" },
      { error: "x".repeat(MAX_THROWN_DESCRIPTION_CHARS) },
      { error: "5" },
    ]);
  });
});
