import { describe, expect, it } from "vitest";
import { preparePrelude, prepareProgramExpression } from "./instrument-code.ts";
import { parseModule } from "./parse-module.ts";

const L = "__codemode$loop();";
const E = "__codemode$enter()";
const A = "__codemode$alloc";
const T = "__codemode$literal";

function instrumented(code: string): string {
  const result = prepareProgramExpression(code, true);
  if (!result.ok) throw new Error(result.error);
  return result.source;
}

describe("prepareProgramExpression", () => {
  it.each([
    ["a block loop", "() => { while (x) { y(); } }", `(() => {${E}; while (x) {${L} ${A}(y()); } }\n)`],
    ["a bodiless for(;;);", "() => { for (;;); }", `(() => {${E}; for (;;){${L};} }\n)`],
    [
      "a statement body",
      "() => { for (const a of b) c(a); }",
      `(() => {${E}; for (const a of b) {${L}${A}(c(a));} }\n)`,
    ],
    ["do-while", "() => { do x++; while (x < 3) }", `(() => {${E}; do {${L}x++;} while (x < 3) }\n)`],
    ["for-in", "() => { for (const k in o) {} }", `(() => {${E}; for (const k in o) {${L}} }\n)`],
    ["an arrow expression body", "async (a) => a + 1", `(async (a) => (${E}, a + 1)\n)`],
    ["an object literal body", "() => ({ a: 1 })", `(() => (${E}, (${T}({ a: 1 }, 1)))\n)`],
    ["nested arrows ending together", "() => () => 1", `(() => (${E}, () => (${E}, 1))\n)`],
    [
      "a loop around an arrow",
      "() => { while (1) () => 2 }",
      `(() => {${E}; while (1) {${L}() => (${E}, 2)} }\n)`,
    ],
    [
      "nested bodiless loops",
      "() => { for (;;) for (;;); }",
      `(() => {${E}; for (;;) {${L}for (;;){${L};}} }\n)`,
    ],
    [
      "methods, getters, functions and class members",
      "() => { class A { m() {} get g() { return 1; } f = () => 2; } function h() {} }",
      `(() => {${E}; class A { m() {${E};} get g() {${E}; return 1; } f = () => (${E}, 2); } function h() {${E};} }\n)`,
    ],
  ])("instruments %s", (_name, code, expected) => {
    const output = instrumented(code);
    expect(output).toBe(expected);
    expect(() => parseModule(output)).not.toThrow();
  });

  it("leaves strings, comments, templates and regular expressions untouched", () => {
    const code =
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder is part of the code under test
      "() => { const s = 'while (true) {}'; /* for(;;); */ const r = /for(;;)/; return `${s} () => 1`; }";
    expect(instrumented(code)).toBe(
      `(() => {${E}; const s = 'while (true) {}'; /* for(;;); */ const r = /for(;;)/; return \`\${s} () => 1\`; }\n)`,
    );
  });

  it("keeps a trailing line comment from swallowing the wrapper", () => {
    expect(instrumented("() => 1 // done")).toBe(`(() => (${E}, 1) // done\n)`);
  });

  it("routes every dynamic import through the sandbox's import check, with or without the budget", () => {
    const code = "async () => [await import('a'), await import /* c */ (b)]";
    expect(prepareProgramExpression(code, false)).toMatchObject({
      source: "(async () => [await __codemode$import('a'), await __codemode$import /* c */ (b)]\n)",
    });
    expect(instrumented(code)).toBe(
      `(async () => (${E}, ${T}([${A}(await __codemode$import('a')), ${A}(await __codemode$import /* c */ (b))], 0))\n)`,
    );
    expect(instrumented("() => import.meta")).toBe(`(() => (${E}, import.meta)\n)`);
  });

  it.each([
    [
      "new, tagged templates and literals",
      "() => [new A(n), t`x`, {}]",
      `(() => (${E}, ${T}([${A}(new A(n)), ${A}(t\`x\`), ${T}({}, 0)], 0))\n)`,
    ],
    [
      "a method call's receiver, so growth by push is seen",
      "() => { k.push(v); this.m(); }",
      `(() => {${E}; ${A}(k.push(v), k); ${A}(this.m(), this); }\n)`,
    ],
    [
      "an optional chain as a whole, keeping its short-circuit",
      "() => a?.b().c()",
      `(() => (${E}, ${A}(a?.b().c()))\n)`,
    ],
    [
      "calls whose result is called at once only once, so errors quote the code",
      "() => f().g() + h()()",
      `(() => (${E}, ${A}(f().g()) + ${A}(h()()))\n)`,
    ],
    [
      "super calls, without wrapping super itself",
      "() => class extends B { constructor() { super(); super.m(); } }",
      `(() => (${E}, class extends B { constructor() {${E}; ${A}(super()); ${A}(super.m()); } })\n)`,
    ],
  ])("measures allocations: %s", (_name, code, expected) => {
    const output = instrumented(code);
    expect(output).toBe(expected);
    expect(() => parseModule(output)).not.toThrow();
  });

  it("does not instrument when the budget is off, but still checks the shape", () => {
    expect(prepareProgramExpression("() => { while (x) {} }", false)).toEqual({
      ok: true,
      source: "(() => { while (x) {} }\n)",
      formatsValues: false,
    });
    expect(prepareProgramExpression("1); (2", false)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/single function expression/),
    });
  });

  it.each([
    ["a declaration", "() => { let __codemode$x = 1; }", /reserved for the executor/],
    ["a reference", "() => __codemode$loops", /uses the identifier "__codemode\$loops"/],
    ["a syntax error", "() => { let = ; }", /The code is not valid JavaScript: .* at line 1/],
  ])("rejects %s", (_name, code, message) => {
    const result = prepareProgramExpression(code, true);
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.error).toMatch(message);
  });
});

describe("formatsValues", () => {
  it.each([
    ["a console call", "() => console.log(1)", true],
    ["console as a property", "() => globalThis.console.log(1)", true],
    ["a throw", "() => { throw new Error('x'); }", true],
    ["neither", "async () => { const x = await codemode.f(); return x; }", false],
    ["the word in a string only", "() => 'console'", false],
  ])("is %s -> %s", (_name, code, expected) => {
    const result = prepareProgramExpression(code, true);
    expect(result.ok && result.formatsValues).toBe(expected);
  });
});

describe("preparePrelude", () => {
  it("instruments statements and refuses a prelude that escapes its wrapper", () => {
    expect(preparePrelude("{ for (;;) break; }", "codemode", true)).toEqual({
      ok: true,
      source: `{ for (;;) {${L}break;} }`,
      formatsValues: false,
    });
    expect(preparePrelude("}, () => {", "codemode", true)).toMatchObject({ ok: false });
  });
});
