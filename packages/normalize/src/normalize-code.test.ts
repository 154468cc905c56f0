import { parse } from "acorn";
import { describe, expect, it } from "vitest";
import { normalizeCode } from "./normalize-code.ts";
import { assertSingleArrow, runNormalized } from "./normalize-test-helpers.test-helper.ts";

describe("normalizeCode: forms", () => {
  it.each([
    ["an async arrow", "async () => 1 + 1", 2],
    ["an async arrow with a trailing semicolon", "async () => { return 'x'; };", "x"],
    ["a sync arrow", "() => 40 + 2", 42],
    ["a sync arrow with a block body", "() => { const a = [1, 2]; return a.length; }", 2],
    ["a parenthesized arrow", "(async () => 'p')", "p"],
    ["a js fence", "```js\nconst x = 2;\nx * 3\n```", 6],
    ["a javascript fence", "```javascript\nreturn 'js'\n```", "js"],
    ["a ts fence", "```ts\nconst n: number = 4;\nn\n```", 4],
    ["a typescript fence", "```typescript\nasync () => 5\n```", 5],
    ["a jsx fence", "```jsx\n[1, 2].map((x) => x * 2)\n```", [2, 4]],
    ["a tsx fence", "```tsx\nconst id = <T,>(x: T) => x;\nid(7)\n```", 7],
    ["a bare fence", "```\n'bare'\n```", "bare"],
    ["prose around a fence", "Here is the code:\n\n```js\nconst v = 8;\nv\n```\n\nIt returns 8.", 8],
    ["an unclosed fence", "```js\nconst cut = 9;\ncut", 9],
    ["export default async function", "export default async function main() { return 10; }", 10],
    ["export default anonymous function", "export default function () { return 11; }", 11],
    ["export default arrow", "export default async () => 12", 12],
    ["export default value", "export default { answer: 13 }", { answer: 13 }],
    ["export default after helpers", "const base = 7;\nexport default () => base * 2", 14],
    ["a named function declaration", "async function main() { return 15; }", 15],
    [
      "function declarations with main",
      "function helper() { return 8; }\nasync function main() { return helper() * 2; }",
      16,
    ],
    ["statements ending in an expression", "const a = 8;\nconst b = 9;\na + b", 17],
    ["a trailing comment after the last expression", "const a = 18;\na // the answer", 18],
    ["an await expression last", "await Promise.resolve(19)", 19],
    ["a top-level return", "const list = [1, 2, 3];\nreturn list.reduce((s, x) => s + x, 14)", 20],
    ["statements without a final expression", "const x = 1;\nif (x) { console.log(x); }", undefined],
    ["a parenthesized function expression", "(async function run() { return 21; })", 21],
    ["an immediately called function", "(async () => 22)()", 22],
    ["exported declarations", "export const n = 23;\nexport function twice(x) { return x * 2; }\nn", 23],
    ["an object literal expression", "({ ok: true })", { ok: true }],
    ["empty input", "", undefined],
    ["whitespace input", "  \n\t ", undefined],
    ["an empty fence", "```js\n```", undefined],
  ])("%s", async (_, code, expected) => {
    await expect(runNormalized(code)).resolves.toEqual(expected);
  });

  it("returns an async arrow unchanged", () => {
    expect(normalizeCode("async () => { return 1; }")).toBe("async () => { return 1; }");
  });

  it("normalizes empty input to an arrow returning undefined", () => {
    expect(normalizeCode("")).toBe("async () => {}");
  });

  it("reads a comparison chain that is also a TypeScript generic call as TypeScript (the documented rare case)", async () => {
    await expect(runNormalized("const a = 1, b = 2, c = 3;\na < b > (c)")).rejects.toThrow(TypeError);
  });

  it("reads it as JavaScript with typeScriptFirst: false", async () => {
    const code = "const a = 1, b = 2, c = 3;\na < b > (c)";
    await expect(runNormalized(code, { typeScriptFirst: false })).resolves.toBe(false);
  });

  it("falls back to the whole text when the fenced part does not parse but the whole does", async () => {
    const code = "const doc = 5; /*\n```js\nnot ( code\n```\n*/\ndoc";
    await expect(runNormalized(code)).resolves.toBe(5);
  });

  it("wraps unparseable code as it is, so the sandbox reports the real syntax error", () => {
    const normalized = normalizeCode("const x = ;");
    expect(normalized).toBe("async () => {\nconst x = ;\n}");
    expect(() => new Function(`return (${normalized})`)).toThrow(SyntaxError);
  });

  it("wraps only the fenced code when fenced code does not parse", () => {
    expect(normalizeCode("Try this:\n```js\nlet = = 1\n```")).toBe("async () => {\nlet = = 1\n}");
  });
});

describe("normalizeCode: idempotence", () => {
  it.each([
    "async () => 1",
    "() => 2",
    "1 + 2",
    "```ts\nconst x: number = 1;\nx\n```",
    "export default function () { return 1; }",
    "function main() { return 4 }",
    "return 5",
    "",
    "const x = ;",
    "interface A { x: number }\nconst a: A = { x: 1 };\na.x",
    "enum E { A, B }\nE.B",
  ])("normalizing the output of %j again changes nothing", (code) => {
    const once = normalizeCode(code);
    expect(normalizeCode(once)).toBe(once);
  });
});

// Speed is for a benchmark to measure; this test proves that large programs come out whole.
describe("normalizeCode: large programs", () => {
  it("normalizes a 5 KB TypeScript program and 400 lines of JavaScript", () => {
    const block = (index: number) =>
      `interface Row${index} { id: number; name?: string }\n` +
      `async function load${index}(ids: number[]): Promise<Row${index}[]> {\n` +
      `  const rows: Row${index}[] = ids.map((id) => ({ id, name: \`row \${id}\` }) as Row${index});\n` +
      `  return rows.filter((row): row is Row${index} => row.name !== undefined);\n}\n`;
    let source = "";
    for (let index = 0; source.length < 5_000; index++) source += block(index);
    source += "await load0([1, 2, 3])";
    assertSingleArrow(normalizeCode(source));
    const plain = Array.from({ length: 400 }, (_, index) => `const x${index} = ${index};`).join("\n");
    expect(() => parse(`(${normalizeCode(plain)})`, { ecmaVersion: "latest" })).not.toThrow();
  });
});
