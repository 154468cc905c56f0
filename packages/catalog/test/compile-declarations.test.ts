import { describe, expect, it } from "vitest";
import { compileDeclarations } from "./support/compile-declarations.ts";

/** The compile checks are only worth something if the checker really reports the traps generators fall into. */
describe("compileDeclarations", () => {
  it.each([
    ["an unknown name", "type A = Missing;", 2304],
    [
      "an index signature beside a differently typed member (TS2411)",
      "type A = { a?: string; [key: string]: number };",
      2411,
    ],
    ["a circular type alias (TS2456)", "type A = B | string;\ntype B = A | number;", 2456],
    ["a duplicate declaration", "type A = string;\ntype A = number;", 2300],
    ["a declaration that shadows a library type", "type Error = { message: string };", 2300],
    ["a syntax error", "type A = { a: };", 1110],
    ["an implicit any under strict", "declare const api: { f(input): Promise<unknown> };", 7006],
  ])("reports %s", (_case, source, code) => {
    const codes = compileDeclarations(source).map((diagnostic) => diagnostic.code);
    expect(codes).toContain(code);
  });

  it("accepts valid declarations", () => {
    expect(
      compileDeclarations(
        "type A = { a?: string; [key: string]: unknown };\ndeclare const api: { f(input: A): Promise<A> };",
      ),
    ).toEqual([]);
  });
});
