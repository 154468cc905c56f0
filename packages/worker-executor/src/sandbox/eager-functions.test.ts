import { parse } from "@babel/parser";
import { describe, expect, it } from "vitest";
import { parenthesizeEager } from "../../scripts/eager-functions.mjs";
import { MINIFIED_HARNESSES } from "./harness-texts.ts";
import { FEATURE_COMBINATIONS, featuresKey } from "./sandbox-features.ts";

const eager = (source: string) => parenthesizeEager(source, parse);

describe("parenthesizeEager (scripts/eager-functions.mjs)", () => {
  it.each([
    [
      "an exported function with the mark in its TSDoc",
      "/**\n * Doc.\n * @eager why\n */\nexport function a(x: number): number {\n  return x;\n}\n",
      "/**\n * Doc.\n * @eager why\n */\nexport const a = (function a(x: number): number {\n  return x;\n});\n",
    ],
    [
      "an async function with the mark in a line comment",
      "// @eager why\nasync function b() {}\n",
      "// @eager why\nconst b = (async function b() {});\n",
    ],
    [
      "a function without the mark",
      "/** Not eager. */\nfunction c() {}\n",
      "/** Not eager. */\nfunction c() {}\n",
    ],
    [
      "a word that only contains the mark",
      "// not@eager\nfunction d() {}\n",
      "// not@eager\nfunction d() {}\n",
    ],
  ])("rewrites %s", (_label, source, expected) => {
    expect(eager(source)).toBe(expected);
  });

  it("refuses the mark on anything but a function declaration", () => {
    expect(() => eager("// @eager\nconst e = 1;\n")).toThrow(/other than a function declaration/);
  });
});

describe("the built harness", () => {
  for (const features of FEATURE_COMBINATIONS) {
    const key = featuresKey(features);
    it(`${key}: the entry point, run on every execution, is compiled with the script`, () => {
      const text = MINIFIED_HARNESSES[key] as string;
      expect(text).toMatch(
        /=\(async function\([\w$]*\)\{if\([\w$]+\)throw new Error\("The sandbox's entry point/,
      );
    });
  }
});
