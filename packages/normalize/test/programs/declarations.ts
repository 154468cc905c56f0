/** Model-style programs with TypeScript's value constructs: enums, namespaces, classes. [name, code] */
export const declarationPrograms: [string, string][] = [
  ["numeric enum", "enum Dir { Up, Down, Left = 10, Right }\n[Dir.Up, Dir.Down, Dir.Right, Dir[10]]"],
  ["string enum", "enum Color { Red = 'RED', Green = 'GREEN' }\nObject.keys(Color)"],
  ["const enum", "const enum Flag { A = 1 << 0, B = 1 << 1, AB = A | B }\nFlag.AB"],
  ["enum with computed member", "const base = () => 5;\nenum E { X = base(), Y = X * 2 }\n[E.X, E.Y]"],
  ["exported enum", "export enum Level { Low = 1, High = 3 }\nLevel.High - Level.Low"],
  ["enum reverse mapping", "enum S { Open, Closed }\nS[S.Closed]"],
  ["enum string concatenation", "enum P { Base = '/api', Users = Base + '/users' }\nP.Users"],
  [
    "enum in a switch",
    "enum K { A, B }\nfunction f(k: K): string { switch (k) { case K.A: return 'a'; default: return 'b'; } }\nf(K.B)",
  ],
  ["declare enum disappears", "declare enum Ext { A }\n'fine'"],
  [
    "value namespace",
    "namespace Util { export const twice = (n: number) => n * 2; export function inc(n: number) { return n + 1; } }\nUtil.inc(Util.twice(3))",
  ],
  [
    "namespace with exported let",
    "namespace Counter { export let count = 0; export function bump() { count++; return count; } }\nCounter.bump();\nCounter.count",
  ],
  ["nested namespaces", "namespace Outer { export namespace Inner { export const v = 4; } }\nOuter.Inner.v"],
  ["dotted namespace", "namespace A.B.C { export const deep = 'd'; }\nA.B.C.deep"],
  [
    "type-only namespace",
    "namespace Types { export type Id = string; export interface U { id: Id } }\nconst u: Types.U = { id: 'x' };\nu.id",
  ],
  [
    "namespace with class and enum",
    "namespace Shapes { export class Sq { constructor(public s: number) {} area() { return this.s ** 2; } } export enum Kind { Sq } }\n[new Shapes.Sq(3).area(), Shapes.Kind.Sq]",
  ],
  [
    "namespace merges with function",
    "function greet() { return 'hi'; }\nnamespace greet { export const lang = 'en'; }\ngreet() + greet.lang",
  ],
  ["import alias of a namespace member", "namespace N { export const value = 9; }\nimport v = N.value;\nv"],
  [
    "parameter properties",
    "class P { constructor(private readonly a: number, public b = 2) {} sum() { return this.a + this.b; } }\nnew P(1).sum()",
  ],
  [
    "parameter properties with super",
    "class Base { constructor(public n: number) {} }\nclass D extends Base { constructor(n: number, protected m: number) { super(n); } total() { return this.n + this.m; } }\nnew D(2, 3).total()",
  ],
  [
    "parameter properties and fields order",
    "class O { log: string[] = []; constructor(public x: number) { this.log.push('c' + this.x); } }\nnew O(1).log",
  ],
  [
    "access modifiers on members",
    "class C { private a = 1; protected b = 2; public c() { return this.a + this.b; } }\nnew C().c()",
  ],
  [
    "readonly and static",
    "class K { static readonly max: number = 5; readonly id = 'k'; }\n[K.max, new K().id]",
  ],
  [
    "override modifier",
    "class A { hi() { return 'a'; } }\nclass B extends A { override hi() { return 'b' + super.hi(); } }\nnew B().hi()",
  ],
  [
    "abstract class and members",
    "abstract class Shape { abstract area(): number; describe() { return 'area ' + this.area(); } }\nclass Sq extends Shape { constructor(private s: number) { super(); } area() { return this.s * this.s; } }\nnew Sq(3).describe()",
  ],
  ["declare field", "class D { declare x: number; y = 1; }\nObject.keys(new D())"],
  [
    "definite field",
    "class E { name!: string; init() { this.name = 'e'; return this; } }\nnew E().init().name",
  ],
  [
    "optional field and method",
    "class F { a?: number; m?(): void; get() { return this.a ?? 0; } }\nnew F().get()",
  ],
  ["index signature in class", "class Bag { [key: string]: unknown; size = 0; }\nnew Bag().size"],
  [
    "implements clause",
    "interface Runner { run(): number }\nclass R implements Runner { run() { return 1; } }\nnew R().run()",
  ],
  [
    "generic class",
    "class Box<T> { constructor(public value: T) {} map<U>(f: (v: T) => U): Box<U> { return new Box<U>(f(this.value)); } }\nnew Box<number>(2).map((v) => v + 1).value",
  ],
  [
    "class extends generic base",
    "class List<T> extends Array<T> {}\nconst l = new List<number>();\nl.push(1);\nl.length",
  ],
  [
    "class method overloads",
    "class M { f(a: string): string; f(a: number): number; f(a: any) { return a; } }\nnew M().f(2)",
  ],
  [
    "private method with types",
    "class Q { #secret(): number { return 4; } open(): number { return this.#secret(); } }\nnew Q().open()",
  ],
  ["static block", "class S { static v: number; static { S.v = 3; } }\nS.v"],
  [
    "getter and setter with types",
    "class T { #v = 0; get v(): number { return this.#v; } set v(n: number) { this.#v = n; } }\nconst t = new T();\nt.v = 5;\nt.v",
  ],
  ["class expression with types", "const C = class<T> { x: T | undefined; };\nnew C<number>().x"],
  [
    "abstract class export default used",
    "export default abstract class Base { static make() { return 1; } }",
  ],
  [
    "enum used as type and value",
    "enum Mode { On = 'on', Off = 'off' }\nfunction flip(m: Mode): Mode { return m === Mode.On ? Mode.Off : Mode.On; }\nflip(Mode.On)",
  ],
  ["enum member referencing earlier by name", "enum Sizes { S = 1, M = S * 2, L = M * 2 }\nSizes.L"],
  ["enum with negative and unary", "enum N { A = -1, B, C = ~0 }\n[N.A, N.B, N.C]"],
];
