import { describe, expect, it } from "vitest";
import { runNormalized } from "./normalize-test-helpers.test-helper.ts";

/**
 * Programs in the shapes models write (JavaScript and TypeScript, fenced or not), each with the value it must
 * produce. They call the `codemode` test namespace from the helpers.
 */
const corpus: [string, string, unknown][] = [
  [
    "js arrow counting bugs",
    `async () => {
  const issues = await codemode.listIssues({ state: "open" });
  return issues.filter((issue) => issue.labels.includes("bug")).length;
}`,
    2,
  ],
  [
    "ts arrow with an interface",
    `interface Issue { id: number; title: string; labels: string[]; comments: number }
async () => {
  const issues: Issue[] = await codemode.listIssues({ state: "open" });
  return issues.map((issue: Issue) => issue.id);
}`,
    [1, 2, 3],
  ],
  [
    "ts statements with an interface",
    `interface Issue { id: number; comments: number }
const issues = (await codemode.listIssues({ state: "open" })) as Issue[];
const busiest = issues.reduce((best: Issue, issue: Issue) => (issue.comments > best.comments ? issue : best));
busiest.id`,
    3,
  ],
  [
    "fenced ts with generics",
    '```typescript\nfunction groupBy<T, K extends string>(items: T[], key: (item: T) => K): Record<K, T[]> {\n  const out = {} as Record<K, T[]>;\n  for (const item of items) {\n    (out[key(item)] ??= []).push(item);\n  }\n  return out;\n}\nconst issues = await codemode.listIssues({ state: "open" });\nconst groups = groupBy(issues, (issue) => issue.labels[0]!);\nObject.keys(groups).sort()\n```',
    ["bug", "feature"],
  ],
  [
    "prose and a fenced js block",
    'I\'ll fetch the user and count followers.\n\n```js\nconst user = await codemode.getUser({ login: "octo" });\nreturn user.followers;\n```\n\nThis returns the follower count.',
    40,
  ],
  [
    "export default async function in ts",
    `export default async function main(): Promise<string> {
  const user = await codemode.getUser({ login: "ada" });
  return user.name;
}`,
    "ADA",
  ],
  [
    "named function declaration",
    `async function run() {
  const [a, b] = await Promise.all([codemode.getUser({ login: "a" }), codemode.getUser({ login: "bb" })]);
  return a.followers + b.followers;
}`,
    30,
  ],
  [
    "ts type alias and union",
    `type State = "open" | "closed";
const state: State = "closed";
const issues = await codemode.listIssues({ state });
issues.every((issue) => issue.state === state)`,
    true,
  ],
  [
    "ts class with parameter properties",
    `class Summary {
  constructor(private readonly total: number, public bugs: number = 0) {}
  ratio(): number { return this.bugs / this.total; }
}
const issues = await codemode.listIssues({ state: "open" });
new Summary(issues.length, issues.filter((i) => i.labels.includes("bug")).length).ratio().toFixed(2)`,
    "0.67",
  ],
  [
    "ts enum for severity",
    `enum Severity { Low = 1, Medium, High }
const issues = await codemode.listIssues({ state: "open" });
const severity = (labels: string[]): Severity => (labels.includes("perf") ? Severity.High : labels.includes("bug") ? Severity.Medium : Severity.Low);
issues.map((issue) => Severity[severity(issue.labels)])`,
    ["Medium", "Low", "High"],
  ],
  [
    "js top-level return with a loop",
    `const issues = await codemode.listIssues({ state: "open" });
let comments = 0;
for (const issue of issues) comments += issue.comments;
return { count: issues.length, comments };`,
    { count: 3, comments: 10 },
  ],
  [
    "ts non-null and optional chaining",
    `const users = new Map<string, { followers: number }>();
users.set("x", await codemode.getUser({ login: "xyz" }));
users.get("x")!.followers + (users.get("missing")?.followers ?? 0)`,
    30,
  ],
  [
    "ts satisfies config object",
    `const config = { retries: 3, labels: ["bug"] } satisfies { retries: number; labels: string[] };
config.retries * config.labels.length`,
    3,
  ],
  [
    "ts as const lookup table",
    `const weights = { bug: 3, feature: 1, perf: 2 } as const;
type Label = keyof typeof weights;
const issues = await codemode.listIssues({ state: "open" });
issues.flatMap((issue) => issue.labels as Label[]).reduce((sum, label) => sum + weights[label], 0)`,
    9,
  ],
  ["js sync arrow", `() => [3, 1, 2].sort((a, b) => a - b)`, [1, 2, 3]],
  [
    "ts async arrow with typed destructuring",
    `async ({ login }: { login: string } = { login: "dflt" }): Promise<number> => {
  const user = await codemode.getUser({ login });
  return user.followers;
}`,
    40,
  ],
  [
    "ts generic helper arrow",
    `const chunk = <T,>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};
chunk([1, 2, 3, 4, 5], 2)`,
    [[1, 2], [3, 4], [5]],
  ],
  [
    "js try catch with error",
    `try {
  JSON.parse("{oops");
} catch (error) {
  return error instanceof SyntaxError;
}`,
    true,
  ],
  [
    "ts typed catch",
    `let message: string = "";
try {
  throw new Error("rate limited");
} catch (error: unknown) {
  message = (error as Error).message;
}
message.toUpperCase()`,
    "RATE LIMITED",
  ],
  [
    "ts record and tuple types",
    `const pairs: Array<[string, number]> = [["a", 1], ["b", 2]];
const record: Record<string, number> = Object.fromEntries(pairs);
record.b`,
    2,
  ],
  [
    "ts function returning a promise of a union",
    `async function find(id: number): Promise<{ id: number } | null> {
  const issues = await codemode.listIssues({ state: "open" });
  return issues.find((issue) => issue.id === id) ?? null;
}
(await find(2))?.id ?? -1`,
    2,
  ],
  [
    "ts abstract class hierarchy",
    `abstract class Rule { abstract matches(labels: string[]): boolean; }
class HasBug extends Rule { matches(labels: string[]): boolean { return labels.includes("bug"); } }
const rule: Rule = new HasBug();
const issues = await codemode.listIssues({ state: "open" });
issues.filter((issue) => rule.matches(issue.labels)).map((issue) => issue.title)`,
    ["Crash on start", "Leak in cache"],
  ],
  [
    "js reduce into an object",
    `const issues = await codemode.listIssues({ state: "open" });
issues.reduce((acc, issue) => ({ ...acc, [issue.id]: issue.comments }), {})`,
    { 1: 3, 2: 0, 3: 7 },
  ],
  [
    "ts declare and type-only import",
    `import type { Issue } from "./types";
declare const DEBUG: boolean;
const titles: string[] = (await codemode.listIssues({ state: "open" })).map((issue: Issue) => issue.title);
titles.length`,
    3,
  ],
  [
    "ts type guard filter",
    `type Item = { kind: "a"; value: number } | { kind: "b"; text: string };
const items: Item[] = [{ kind: "a", value: 1 }, { kind: "b", text: "x" }, { kind: "a", value: 2 }];
const isA = (item: Item): item is Extract<Item, { kind: "a" }> => item.kind === "a";
items.filter(isA).map((item) => item.value)`,
    [1, 2],
  ],
  [
    "ts mapped type and keyof",
    `type Flags<T> = { [K in keyof T]: boolean };
const user = await codemode.getUser({ login: "kay" });
const flags: Flags<typeof user> = { login: true, name: false, followers: true };
Object.values(flags).filter(Boolean).length`,
    2,
  ],
  [
    "js promise all with map",
    `const logins = ["a", "bb", "ccc"];
const users = await Promise.all(logins.map((login) => codemode.getUser({ login })));
users.map((user) => user.followers)`,
    [10, 20, 30],
  ],
  [
    "ts class with generics and static members",
    `class Stack<T> {
  private items: T[] = [];
  static readonly created: number = 0;
  push(item: T): this { this.items.push(item); return this; }
  pop(): T | undefined { return this.items.pop(); }
}
new Stack<number>().push(1).push(2).pop()`,
    2,
  ],
  [
    "ts interface with methods and index signature",
    `interface Registry { [name: string]: (x: number) => number; double(x: number): number }
const registry: Registry = { double: (x) => x * 2 };
registry.double(21)`,
    42,
  ],
  [
    "fenced js export default arrow",
    '```js\nexport default async () => {\n  const issues = await codemode.listIssues({ state: "closed" });\n  return issues[0].state;\n}\n```',
    "closed",
  ],
  [
    "ts overloads and default params",
    `function format(value: number): string;
function format(value: string, width?: number): string;
function format(value: unknown, width: number = 6): string { return String(value).padStart(width, "."); }
format(42)`,
    "....42",
  ],
  [
    "ts conditional type helper",
    `type Unwrap<T> = T extends Promise<infer U> ? U : T;
const value: Unwrap<Promise<number>> = await Promise.resolve(5);
value * 2`,
    10,
  ],
  [
    "js labeled loops and a final expression",
    `let found = null;
outer: for (const a of [1, 2, 3]) {
  for (const b of [4, 5, 6]) {
    if (a * b === 10) { found = [a, b]; break outer; }
  }
}
found`,
    [2, 5],
  ],
];

describe("normalizeCode: realistic programs", () => {
  it("has at least 30 programs", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
  });

  it.each(corpus)("%s", async (_, code, expected) => {
    await expect(runNormalized(code)).resolves.toEqual(expected);
  });
});
