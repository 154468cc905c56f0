import { describe, expect, it } from "vitest";
import { normalizeCode, stripTypeScript } from "../src/index.ts";
import { runNormalized } from "../src/normalize-test-helpers.test-helper.ts";

describe("constructs TypeScript keeps for ESNext but the sandbox cannot parse", () => {
  it.each([
    ["accessor field", "class A { accessor n: number = 1; }\nconst a = new A();\na.n = 5;\na.n", 5],
    ["static accessor", "class B { static accessor k = 'k'; }\nB.k", "k"],
    ["private accessor", "class C { accessor #v = 2; read() { return this.#v; } }\nnew C().read()", 2],
  ])("lowers an %s to a private field with a getter and a setter", async (_name, code, value) => {
    await expect(runNormalized(code)).resolves.toEqual(value);
  });
});

describe("positions", () => {
  it("keeps the line and column of the code after erased types", () => {
    const code = "interface A {\n  x: number;\n}\nconst a: A = { x: 1 };\nconst b = (a as any).y.z;";
    const erased = stripTypeScript(code) ?? "";
    const at = (text: string, token: string) => {
      const index = text.indexOf(token);
      const before = text.slice(0, index).split("\n");
      return [before.length, (before.at(-1) ?? "").length];
    };
    expect(at(erased, ".y.z")).toEqual(at(code, ".y.z"));
    expect(at(erased, "{ x: 1 }")).toEqual(at(code, "{ x: 1 }"));
  });

  it("names the line and column of a refused construct", () => {
    expect(normalizeCode("const a = 1;\n  import fs = require('fs');")).toContain("Line 2, column 3:");
  });

  // No decorator runs: the sandbox's engine has no decorators, and TypeScript leaves standard ones as written.
  it.each([
    ["a class decorator", "@sealed class A {}", "Line 1, column 1:"],
    ["a class decorator after export", "export @sealed class A {}", "Line 1, column 8:"],
    ["a method decorator", "class A {\n  @log m() {}\n}", "Line 2, column 3:"],
    ["a field decorator", "class A { @observable x = 1; }", "Line 1, column 11:"],
    ["an accessor decorator", "class A { @bound accessor x = 1; }", "Line 1, column 11:"],
    ["a class expression decorator", "const A = @sealed class {};", "Line 1, column 11:"],
    [
      "a parameter decorator (experimental decorators only)",
      "class A { m(@inject x: number) {} }",
      "Line 1, column 13:",
    ],
    [
      "a parameter property decorator",
      "class A { constructor(@inject private x: number) {} }",
      "Line 1, column 23:",
    ],
  ])("refuses %s by name and position", (_label, code, position) => {
    const normalized = normalizeCode(code);
    expect(normalized).toContain(position);
    expect(normalized).toContain("`decorator` cannot run in the sandbox");
  });
});
