import { describe, expect, it } from "vitest";
import { captureLine, createConsoleCapture, readLines } from "./console-capture.ts";
import { inspectValue } from "./inspect-value.ts";
import { plainInspect } from "./plain-inspect.ts";
import type { Writer } from "./writer.ts";

const LIMITS = { maxLines: 3, maxBytes: 1000, maxLineLength: 40 };

function formatted(value: unknown, inspect = inspectValue): string {
  const writer: Writer = { text: "", full: false, limit: 200 };
  inspect(writer, value, 0, new Set());
  return writer.text;
}

describe("inspectValue", () => {
  const circular: Record<string, unknown> = { a: 1 };
  circular.self = circular;
  it.each([
    ["a string", "x", '"x"'],
    ["-0", -0, "-0"],
    ["a bigint", 2n, "2n"],
    ["an object", { a: 1, "b-c": [1, 2] }, '{ a: 1, "b-c": [ 1, 2 ] }'],
    ["a Map", new Map([["k", 1]]), 'Map(1) { "k" => 1 }'],
    ["a Set", new Set([1]), "Set(1) { 1 }"],
    ["a cycle", circular, "{ a: 1, self: [Circular] }"],
    ["a class instance", new (class Point {})(), "Point {}"],
    ["an Error", new Error("boom"), "boom"],
    ["a deep value", { a: { b: { c: { d: { e: 1 } } } } }, "{ a: { b: { c: { d: [Object] } } } }"],
    [
      "a getter that throws",
      Object.defineProperty({}, "x", {
        enumerable: true,
        get: () => {
          throw new Error("no");
        },
      }),
      "{ x: [threw: no] }",
    ],
  ])("formats %s", (_label, value, text) => {
    expect(formatted(value)).toBe(text);
  });

  it("the plain formatter writes String(value)", () => {
    expect(formatted({ a: 1 }, plainInspect)).toBe("[object Object]");
    expect(formatted(Symbol("s"), plainInspect)).toBe("Symbol(s)");
  });
});

describe("the console capture", () => {
  it("prefixes, cuts long lines and counts what it drops past the line limit", () => {
    const capture = createConsoleCapture(LIMITS);
    captureLine(capture, "", ["a", 1]);
    captureLine(capture, "[warn] ", ["x".repeat(100)]);
    captureLine(capture, "", ["third"]);
    captureLine(capture, "", ["dropped"]);
    captureLine(capture, "", ["dropped too"]);
    expect(readLines(capture)).toEqual([
      "a 1",
      `[warn] ${"x".repeat(33)} ... (truncated)`,
      "third",
      "... 2 more console line(s) dropped: the log keeps at most 3 lines and 1000 bytes",
    ]);
  });

  it("bounds the log's bytes, counting non-ASCII text in UTF-8", () => {
    const capture = createConsoleCapture({ maxLines: 10, maxBytes: 10, maxLineLength: 40 });
    captureLine(capture, "", ["ééé"]);
    captureLine(capture, "", ["ééé"]);
    expect(readLines(capture)).toEqual([
      "ééé",
      "... 1 more console line(s) dropped: the log keeps at most 10 lines and 10 bytes",
    ]);
  });

  it("reads a copy", () => {
    const capture = createConsoleCapture(LIMITS);
    const before = readLines(capture);
    captureLine(capture, "", ["later"]);
    expect(before.length).toBe(0);
  });
});
