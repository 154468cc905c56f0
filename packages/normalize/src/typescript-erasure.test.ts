import { describe, expect, it } from "vitest";
import { normalizeCode } from "./normalize-code.ts";
import { runNormalized } from "./normalize-test-helpers.test-helper.ts";
import { stripTypeScript } from "./strip-typescript.ts";

/** [construct, TypeScript program, value it evaluates to] */
const constructs: [string, string, unknown][] = [
  ["variable annotation", "const n: number = 1;\nlet s: string = 'a';\nn + s", "1a"],
  ["parameter and return types", "function add(a: number, b: number): number { return a + b }\nadd(1, 2)", 3],
  [
    "arrow with typed params and return type",
    "const f = (a: number, b: string): string => b + a;\nf(1, 'x')",
    "x1",
  ],
  ["async arrow with return type", "const f = async (x: number): Promise<number[]> => [x];\nawait f(4)", [4]],
  ["optional parameter", "function g(a: number, b?: number) { return b ?? a }\ng(5)", 5],
  ["optional parameter in an arrow", "const g = (a?: string, b: number = 2) => a ?? b;\ng()", 2],
  [
    "rest parameter type",
    "const sum = (...xs: number[]): number => xs.reduce((a, b) => a + b, 0);\nsum(1, 2, 3)",
    6,
  ],
  [
    "destructured parameter type",
    "const h = ({ a, b }: { a: number; b: number }) => a * b;\nh({ a: 2, b: 3 })",
    6,
  ],
  [
    "interface",
    "interface User { id: number; name?: string; tags: string[] }\nconst u: User = { id: 1, tags: [] };\nu.id",
    1,
  ],
  ["interface extends with generics", "interface Box<T> extends Base<T>, Other { value: T }\n7", 7],
  ["type alias", "type Id = string | number;\nconst id: Id = 3;\nid", 3],
  ["as cast", "const raw: unknown = { a: 1 };\n(raw as { a: number }).a", 1],
  ["as const", "const dirs = ['n', 's'] as const;\ndirs.length", 2],
  ["satisfies", "const cfg = { port: 80 } satisfies Record<string, number>;\ncfg.port", 80],
  ["angle-bracket cast", "const v = <number>(<unknown>5);\nv", 5],
  [
    "generic function",
    "function first<T>(items: T[]): T | undefined { return items[0] }\nfirst<number>([9])",
    9,
  ],
  ["generic arrow with trailing comma", "const id = <T,>(x: T): T => x;\nid('g')", "g"],
  [
    "generic arrow with constraint",
    "const len = <T extends { length: number }>(x: T) => x.length;\nlen('abc')",
    3,
  ],
  ["async generic arrow", "const wrap = async <T>(x: T): Promise<T[]> => [x];\nawait wrap(1)", [1]],
  ["type arguments on new", "const m = new Map<string, Array<number>>();\nm.set('a', [1]);\nm.get('a')", [1]],
  ["nested generics closing with >>", "const s = new Set<Array<Map<string, number>>>();\ns.size", 0],
  [
    "type arguments on a call",
    "const parse = <T>(text: string) => JSON.parse(text) as T;\nparse<{ a: number }>('{\"a\":2}').a",
    2,
  ],
  ["non-null assertion", "const m = new Map([['k', { v: 3 }]]);\nm.get('k')!.v", 3],
  [
    "non-null assertion before a call",
    "const fns: { run?: () => number } = { run: () => 4 };\nfns.run!()",
    4,
  ],
  ["definite assignment", "let x!: number;\nx = 5;\nx", 5],
  ["declare statement", "declare const env: { KEY: string };\ndeclare function log(x: string): void;\n6", 6],
  ["declare module block", "declare module 'x' {\n  export const y: number;\n}\n7", 7],
  [
    "class members and modifiers",
    "class C { private a: number = 1; public readonly b = 2; protected static c?: string; get sum(): number { return this.a + this.b } }\nnew C().sum",
    3,
  ],
  [
    "parameter properties",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the TypeScript source under test contains a template literal
    "class P { constructor(private name: string, public readonly age: number = 1) {} describe(): string { return `${this.name}:${this.age}` } }\nnew P('ann').describe()",
    "ann:1",
  ],
  [
    "parameter properties after super",
    "class A { constructor(public base: number) {} }\nclass B extends A { constructor(base: number, private extra: number) { super(base); } total() { return this.base + this.extra } }\nnew B(1, 2).total()",
    3,
  ],
  [
    "abstract class and members",
    "abstract class Shape { abstract area(): number; describe() { return this.area() } }\nclass Sq extends Shape { constructor(private s: number) { super() } area() { return this.s ** 2 } }\nnew Sq(3).describe()",
    9,
  ],
  [
    "implements clause",
    "interface Named { name: string }\nclass N implements Named { name = 'n' }\nnew N().name",
    "n",
  ],
  [
    "class generics and heritage type arguments",
    "class Base<T> { constructor(public v: T) {} }\nclass Sub<T> extends Base<T> {}\nnew Sub<number>(8).v",
    8,
  ],
  ["index signature in a class", "class Bag { [key: string]: unknown; size = 1 }\nnew Bag().size", 1],
  [
    "method overloads",
    "class O { f(x: string): string; f(x: number): number; f(x: any) { return x } }\nnew O().f(2)",
    2,
  ],
  [
    "function overloads",
    "function f(x: string): string;\nfunction f(x: number): number;\nfunction f(x: unknown) { return x }\nf(3)",
    3,
  ],
  [
    "enum",
    "enum Color { Red, Green = 5, Blue }\n[Color.Red, Color.Green, Color.Blue, Color[5]]",
    [0, 5, 6, "Green"],
  ],
  [
    "string enum and const enum",
    "const enum Dir { Up = 'UP', Down = 'DOWN' }\n[Dir.Up, Dir.Down]",
    ["UP", "DOWN"],
  ],
  ["enum member referring to another", "enum Flags { A = 1, B = A << 1, C = B | A }\nFlags.C", 3],
  ["import type", "import type { Foo } from './foo';\n10", 10],
  [
    "export type and export interface",
    "export type A = number;\nexport interface B { a: A }\nexport const c: A = 11;\nc",
    11,
  ],
  [
    "union, intersection, function and tuple types",
    "type T = (A | B) & { f: (x: number) => string; t: [string, number?, ...boolean[]] };\n12",
    12,
  ],
  [
    "conditional, mapped, indexed, keyof and typeof types",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the TypeScript source under test contains a template literal
    "const o = { a: 1 };\ntype K = keyof typeof o;\ntype M<T> = { readonly [P in keyof T]?: T[P] extends number ? `n_${P & string}` : never };\ntype I = M<typeof o>['a'];\n13",
    13,
  ],
  [
    "object types with nested generics",
    "const cache: Record<string, Map<number, Promise<Array<{ id: number }>>>> = {};\nObject.keys(cache).length",
    0,
  ],
  [
    "type predicates",
    "const isNum = (x: unknown): x is number => typeof x === 'number';\n[1, 'a', 2].filter(isNum)",
    [1, 2],
  ],
  [
    "assertion signatures",
    "function check(x: unknown): asserts x is string { if (typeof x !== 'string') throw new Error() }\ncheck('s');\n'ok'",
    "ok",
  ],
  [
    "catch clause type",
    "try { throw new Error('e') } catch (error: unknown) { (error as Error).message }",
    undefined,
  ],
  [
    "typed catch used",
    "let m = '';\ntry { throw new Error('e') } catch (error: unknown) { m = (error as Error).message }\nm",
    "e",
  ],
  [
    "for-of with a cast",
    "let total = 0;\nfor (const [k, v] of Object.entries({ a: 1, b: 2 }) as [string, number][]) total += v;\ntotal",
    3,
  ],
  [
    "generic call in a .tsx-ish arrow",
    "const pick = <T, K extends keyof T>(o: T, k: K): T[K] => o[k];\npick({ a: 14 }, 'a')",
    14,
  ],
  ["import with a type-only specifier", "import { type A, b } from 'mod';\n15", undefined],
];

describe("TypeScript erasure", () => {
  it.each(constructs.filter(([name]) => name !== "import with a type-only specifier"))(
    "%s",
    async (_, code, expected) => {
      await expect(runNormalized(code)).resolves.toEqual(expected);
    },
  );

  it("blanks a type-only import specifier with its comma", () => {
    expect(stripTypeScript("import { type A, b } from 'mod';")).toBe("import {         b } from 'mod';");
  });

  it("keeps the JavaScript around erased types at its line and column", () => {
    expect(stripTypeScript("const x: number = 1; // keep\nfoo(x as any)!;")).toBe(
      "const x         = 1; // keep\nfoo(x       ) ;",
    );
  });

  it("keeps a comparison that only looks like type arguments", () => {
    expect(stripTypeScript("const a: number = 1;\nconst b = a < 2 && 3 > a;")).toBe(
      "const a         = 1;\nconst b = a < 2 && 3 > a;",
    );
  });

  it("keeps conditional expressions next to arrow return types", async () => {
    await expect(
      runNormalized(
        "const x: number = 1;\nconst y = x ? (x) : 2;\nconst f = (a: number): number => a;\n[y, f(3)]",
      ),
    ).resolves.toEqual([1, 3]);
  });

  it("returns undefined for code that is neither JavaScript nor TypeScript it knows", () => {
    expect(stripTypeScript("const = ;")).toBeUndefined();
  });

  it("falls back to wrapping when neither reading parses", () => {
    const code = "namespace N { export const x = }\nN.x";
    expect(normalizeCode(code)).toBe(`async () => {\n${code}\n}`);
  });
});
