/** Model-style programs that call the host, throw, or fail: the outcome, not only a value, must match. */
export const runtimePrograms: [string, string][] = [
  [
    "host call with generic helper",
    "async function all<T>(ps: Promise<T>[]): Promise<T[]> { return Promise.all(ps); }\nconst users = await all([codemode.getUser({ login: 'a' }), codemode.getUser({ login: 'bb' })]);\nusers.map((u) => u.followers)",
  ],
  [
    "issue filter with cast",
    "const issues = (await codemode.listIssues({ state: 'open' })) as Array<{ labels: string[] }>;\nissues.filter((i) => i.labels.includes('bug')).length",
  ],
  [
    "reduce with typed accumulator",
    "const issues = await codemode.listIssues({ state: 'open' });\nissues.reduce<Record<string, number>>((acc, i) => { for (const l of i.labels) acc[l] = (acc[l] ?? 0) + 1; return acc; }, {})",
  ],
  [
    "sort with typed comparator",
    "const issues = await codemode.listIssues({ state: 'x' });\nissues.sort((a: { comments: number }, b: { comments: number }) => b.comments - a.comments).map((i) => i.id)",
  ],
  [
    "thrown typed error",
    "class AppError extends Error { constructor(public code: string) { super(code); } }\nthrow new AppError('E1');",
  ],
  ["reference error stays", "const x: number = 1;\nundefinedThing + x"],
  ["type error at runtime", "const o: any = null;\no.prop"],
  ["try catch unknown", "try { JSON.parse('{'); } catch (e: unknown) { (e as Error).name }"],
  ["returns from statements", "const n: number = 2;\nif (n > 1) return 'big';\nreturn 'small';"],
  ["export default arrow", "export default async (): Promise<number> => 42;"],
  [
    "fenced typescript",
    "```ts\nconst m = new Map<string, string[]>();\nm.set('k', ['v']);\nm.get('k')!.length\n```",
  ],
  [
    "prose and fenced ts",
    "Here is the code:\n\n```typescript\ninterface R { ok: boolean }\nconst r: R = { ok: true };\nr.ok\n```\nDone.",
  ],
  ["sync arrow", "(): number => 1 + 1"],
  [
    "main function declaration",
    "async function main(): Promise<string> { const u = await codemode.getUser({ login: 'q' }); return u.name; }",
  ],
  ["generic comparison chain stays javascript", "const a = 1, b = 2;\na < b"],
  ["less-than then greater-than in one expression", "const x = 3, lo = 1, hi = 5;\nlo < x && x > hi"],
  ["shift and generic", "const v = 1 << 2;\nconst s = new Set<number>([v]);\n[...s]"],
  ["nested generics closing >>", "const m = new Map<string, Array<Set<number>>>();\nm.size"],
  [
    "arrow generic with extends",
    "const len = <T extends { length: number }>(x: T): number => x.length;\nlen('abcd')",
  ],
  ["object method with types", "const o = { f(a: number): number { return a * 3; } };\no.f(2)"],
  [
    "labelled loop with typed vars",
    "let hits: number = 0;\nouter: for (const i of [1, 2, 3] as number[]) { for (const j of [1, 2]) { if (j === 2) continue outer; hits += i; } }\nhits",
  ],
  [
    "for of with annotation-free destructuring",
    "const pairs: [string, number][] = [['a', 1], ['b', 2]];\nlet out = '';\nfor (const [k, v] of pairs) out += k + v;\nout",
  ],
  [
    "declaration merging interfaces",
    "interface A { x: number }\ninterface A { y: number }\nconst a: A = { x: 1, y: 2 };\na.x + a.y",
  ],
  [
    "typed catch and finally",
    "let log: string[] = [];\ntry { throw new Error('boom'); } catch (err) { log.push((err as Error).message); } finally { log.push('done'); }\nlog",
  ],
  [
    "optional call with generics",
    "const fns: { [k: string]: (<T>(v: T) => T) | undefined } = { id: (v) => v };\nfns.id?.<number>(5)",
  ],
  ["decorator is refused", "function dec(t: unknown) { return t; }\n@dec class X {}\nnew X()"],
  [
    "method decorator is refused",
    "function log(target: unknown, context: unknown) { return target; }\nclass Api { @log get() { return 1; } }\nnew Api().get()",
  ],
  [
    "decorator factory is refused",
    "const Component = (options: { selector: string }) => (target: unknown) => target;\n@Component({ selector: 'app' })\nclass App {}\nnew App()",
  ],
  [
    "parameter decorator is refused",
    "function inject(target: unknown, key: unknown, index: number) {}\nclass Service { constructor(@inject private readonly name: string) {} }\nnew Service('db')",
  ],
  ["import require is refused", "import fs = require('fs');\nfs"],
  ["export assignment is refused", "const v = 1;\nexport = v;"],
];
