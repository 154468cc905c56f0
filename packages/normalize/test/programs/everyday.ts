/** Model-style TypeScript programs of everyday shapes: generics, casts, interfaces, async arrows. [name, code] */
export const everydayPrograms: [string, string][] = [
  [
    "new Set with a type argument",
    "const ids = [1, 2, 2, 3];\nconst seen = new Set<number>(ids);\nseen.size",
  ],
  ["new Map with two type arguments", "const m = new Map<string, number>();\nm.set('a', 1);\nm.get('a')"],
  [
    "useState-style generic call",
    "function useState<T>(v: T): [T, (n: T) => void] { let s = v; return [s, (n) => { s = n; }]; }\nconst [n] = useState<number>(4);\nn",
  ],
  [
    "generic call without parentheses around arguments",
    "const parse = <T,>(t: string): T => JSON.parse(t);\nparse<{ a: number }>('{\"a\":1}').a",
  ],
  ["Array of generic type", "const xs = new Array<string>(3).fill('x');\nxs.join('')"],
  [
    "Promise.all with types",
    "const [a, b] = await Promise.all<[Promise<number>, Promise<string>]>([Promise.resolve(1), Promise.resolve('b')]);\na + b",
  ],
  [
    "async arrow with interface",
    "interface User { login: string; followers: number }\nasync () => {\n  const u: User = await codemode.getUser({ login: 'ada' });\n  return u.followers;\n}",
  ],
  ["arrow with return type over lines", "const f = (a: number):\n  number => a * 2;\nf(21)"],
  [
    "optional chaining with non-null",
    "const o: { a?: { b: number } } = { a: { b: 2 } };\no.a!.b + (o.a?.b ?? 0)",
  ],
  ["as unknown as", "const v = ('5' as unknown as number);\ntypeof v"],
  [
    "satisfies with as const",
    "const cfg = { retries: 3, mode: 'fast' } as const satisfies Record<string, unknown>;\ncfg.retries",
  ],
  [
    "type guard function",
    "function isStr(x: unknown): x is string { return typeof x === 'string'; }\n[1, 'a', 'b'].filter(isStr).length",
  ],
  [
    "asserts function",
    "function assertNum(x: unknown): asserts x is number { if (typeof x !== 'number') throw new TypeError('nan'); }\nconst v: unknown = 3;\nassertNum(v);\nv + 1",
  ],
  [
    "asserts that throws",
    "function check(x: unknown): asserts x { if (!x) throw new RangeError('falsy'); }\ncheck(0);",
  ],
  [
    "generic constraint with keyof",
    "function pick<T, K extends keyof T>(o: T, k: K): T[K] { return o[k]; }\npick({ a: 1, b: 'x' }, 'b')",
  ],
  [
    "mapped type alias",
    "type RO<T> = { readonly [K in keyof T]: T[K] };\nconst p: RO<{ x: number }> = { x: 1 };\np.x",
  ],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the program's own TypeScript template literal type
  ["template literal type", "type Ev = `on${Capitalize<'click' | 'hover'>}`;\nconst e: Ev = 'onClick';\ne"],
  ["labelled tuple", "type Range = [start: number, end?: number];\nconst r: Range = [1, 5];\nr[1]! - r[0]"],
  ["unique symbol", "const tag: unique symbol = Symbol('tag');\ntypeof tag"],
  [
    "index signature interface",
    "interface Bag { [key: string]: number }\nconst b: Bag = { a: 1, b: 2 };\nObject.values(b).reduce((x, y) => x + y, 0)",
  ],
  [
    "conditional type and infer",
    "type El<T> = T extends (infer U)[] ? U : never;\nconst x: El<number[]> = 3;\nx",
  ],
  ["generic default", "function box<T = string>(v: T) { return { v }; }\nbox<number>(2).v"],
  [
    "function type annotation",
    "const apply: (f: (n: number) => number, n: number) => number = (f, n) => f(n);\napply((n) => n + 1, 1)",
  ],
  ["object destructuring with types", "const { a, b = 2 }: { a: number; b?: number } = { a: 1 };\na + b"],
  [
    "rest params typed",
    "const sum = (...xs: number[]): number => xs.reduce((a, b) => a + b, 0);\nsum(1, 2, 3)",
  ],
  ["optional param", "function g(a: number, b?: number): number { return a + (b ?? 10); }\ng(1)"],
  ["definite assignment let", "let ready!: boolean;\nready = true;\nready"],
  [
    "type-only import and export",
    "import type { Foo } from 'foo';\nexport type { Foo };\nconst ok: Foo | number = 1;\nok",
  ],
  ["export list with inline type", "const a = 1;\ntype B = string;\nexport { a, type B };\na"],
  ["declare const", "declare const injected: number;\ntypeof injected"],
  [
    "declare function and global",
    "declare function host(): void;\ndeclare global { interface Window { x: number } }\n'ok'",
  ],
  [
    "overloads",
    "function f(a: string): string;\nfunction f(a: number): number;\nfunction f(a: any): any { return a; }\nf(3)",
  ],
  [
    "exported overloads",
    "export function h(a: string): void;\nexport function h(a: any) { return typeof a; }\nh('x')",
  ],
  [
    "this parameter",
    "function who(this: { name: string }, greeting: string) { return greeting + this.name; }\nwho.call({ name: 'ada' }, 'hi ')",
  ],
  ["only this parameter", "function me(this: { v: number }) { return this.v; }\nme.call({ v: 7 })"],
  [
    "instantiation expression",
    "function make<T>(v: T) { return [v]; }\nconst makeNum = make<number>;\nmakeNum(5)",
  ],
  ["generic arrow in tsx-free code", "const first = <T,>(xs: T[]) => xs[0];\nfirst(['a'])"],
  ["angle bracket cast", "const n = <number>(<unknown>'7');\nn"],
  ["typeof type query", "const base = { a: 1 };\ntype Base = typeof base;\nconst c: Base = { a: 2 };\nc.a"],
  [
    "abstract class default export",
    "export default abstract class A { abstract go(): number; run() { return 1; } }",
  ],
];
