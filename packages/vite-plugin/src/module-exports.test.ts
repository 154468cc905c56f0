import { describe, expect, it } from "vitest";
import { collectModuleExports, connectorClassNames, type ExportKind } from "./module-exports.ts";
import { parseJavaScript, parseSourceFile } from "./parse-module.ts";

async function exportsOf(source: string, file = "/project/module.ts") {
  return collectModuleExports(await parseSourceFile(source, file));
}

function kinds(exports: Awaited<ReturnType<typeof exportsOf>>): Record<string, ExportKind> {
  return Object.fromEntries([...exports.names].map(([name, binding]) => [name, binding.kind]));
}

describe("collectModuleExports", () => {
  const forms: [string, string, Record<string, ExportKind>][] = [
    ["class declaration", "export class CodemodeRuntime {}", { CodemodeRuntime: "class" }],
    [
      "local specifier",
      "class CodemodeRuntime {}\nexport { CodemodeRuntime };",
      { CodemodeRuntime: "class" },
    ],
    ["renamed specifier", "class Mine {}\nexport { Mine as CodemodeRuntime };", { CodemodeRuntime: "class" }],
    [
      "string-literal name",
      'class Mine {}\nexport { Mine as "CodemodeRuntime" };',
      { CodemodeRuntime: "class" },
    ],
    ["re-export", 'export { CodemodeRuntime } from "codemode";', { CodemodeRuntime: "re-export" }],
    ["renamed re-export", 'export { Other as CodemodeRuntime } from "x";', { CodemodeRuntime: "re-export" }],
    ["default re-exported by name", 'export { default as Thing } from "x";', { Thing: "re-export" }],
    ["namespace re-export", 'export * as CodemodeRuntime from "x";', { CodemodeRuntime: "namespace" }],
    ["imported then exported", 'import { A } from "a";\nexport { A };', { A: "import" }],
    ["imported namespace exported", 'import * as A from "a";\nexport { A };', { A: "namespace" }],
    ["class expression in const", "export const A = class {};", { A: "class" }],
    ["function", "export function f() {}", { f: "function" }],
    ["async generator function", "export async function* g() {}", { g: "function" }],
    ["plain value", "export const a = 1, b = 2;", { a: "variable", b: "variable" }],
    [
      "destructuring patterns",
      "const source = {};\nexport const { a, b: c, ...d } = source, [e, , f = 1, ...g] = [];",
      { a: "variable", c: "variable", d: "variable", e: "variable", f: "variable", g: "variable" },
    ],
    ["default class", "export default class Named {}", { default: "class" }],
    ["default expression", "export default 42;", { default: "variable" }],
    ["local exported as default", "class A {}\nexport { A as default };", { default: "class" }],
    ["let declared later", "export { late };\nlet late = 1;", { late: "variable" }],
  ];

  it.each(forms)("reads %s", async (_label, source, expected) => {
    expect(kinds(await exportsOf(source))).toEqual(expected);
  });

  it("collects export * sources separately from names", async () => {
    const exports = await exportsOf('export * from "./a";\nexport * from "codemode";\nexport const x = 1;');
    expect(exports.starSources).toEqual(["./a", "codemode"]);
    expect([...exports.names.keys()]).toEqual(["x"]);
  });

  it("ignores type-only exports, which do not exist at run time", async () => {
    const source = [
      'import type { Base } from "./base";',
      "export type CodemodeRuntime = { a: 1 };",
      "export interface Shape { a: number }",
      'export type { Base as Other } from "./base";',
      "export declare const declared: number;",
      "export class Real implements Base { private field: string = ''; }",
    ].join("\n");
    expect(kinds(await exportsOf(source))).toEqual({ Real: "class" });
  });

  it("reads TypeScript-only syntax after erasing types", async () => {
    const source =
      "export abstract class Connector<T> { constructor(private readonly value: T) {} }\nexport enum Mode { A }";
    expect(kinds(await exportsOf(source))).toEqual({ Connector: "class", Mode: "variable" });
  });

  it("reads JSX modules", async () => {
    expect(kinds(await exportsOf("export const View = () => <div />;", "/project/view.tsx"))).toEqual({
      View: "variable",
    });
  });

  it("is not fooled by export text in comments or strings", () => {
    const source =
      '// export class CodemodeRuntime {}\nconst text = "export { CodemodeRuntime }";\nexport { text };';
    expect(kinds(collectModuleExports(parseJavaScript(source, "/project/entry.js")))).toEqual({
      text: "variable",
    });
  });

  it("reports a syntax error with the file and what to do", async () => {
    await expect(exportsOf("export class {", "/project/broken.codemode.ts")).rejects.toMatchObject({
      name: "ModuleAnalysisError",
      code: "invalid_argument",
      file: "/project/broken.codemode.ts",
      message: expect.stringContaining("/project/broken.codemode.ts"),
    });
  });
});

describe("connectorClassNames", () => {
  it("keeps classes and re-exported names, sorted, and drops everything else", async () => {
    const source = [
      'import { Imported } from "./imported";',
      "export class Zeta {}",
      "export const Alpha = class {};",
      'export { Remote } from "./remote";',
      "export { Imported };",
      "export function helper() {}",
      "export const options = {};",
      'export * as Namespace from "./namespace";',
      "export default class DefaultConnector {}",
    ].join("\n");
    expect(connectorClassNames(await exportsOf(source))).toEqual(["Alpha", "Imported", "Remote", "Zeta"]);
  });
});
