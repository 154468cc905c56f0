import { describe, expect, it } from "vitest";
import { singleExpressionError } from "./single-expression.ts";

describe("singleExpressionError", () => {
  it.each([
    "async () => 1",
    "async () => 1 // a comment at the end",
    "await x",
    "(a)(b)",
    "async () => { using handle = resource; }",
    "class { #x; has(o) { return #x in o } }",
    "/[\\p{L}--a]/v",
  ])("accepts one expression: %s", (source) => {
    expect(singleExpressionError(source)).toBeUndefined();
  });

  it.each([
    ["a), (b", "it is not a single function expression"],
    ["async () => { return 1 }); evil(); (async () => {}", "exactly one expression"],
    ["a; b", "Unexpected token"],
    ["", "Unexpected token (2:0)"],
    ["async () => { with (a) {} }", "'with' in strict mode. (1:15)"],
    ["async () => { 010 }", "(1:15)"],
    ["async () => { <div/> }", "(1:15)"],
  ])("says why %j is not one expression", (source, message) => {
    expect(singleExpressionError(source)).toContain(message);
  });
});
