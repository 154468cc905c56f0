import { describe, expect, it } from "vitest";
import { ConsoleCapture } from "./console-capture.ts";
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

describe("ConsoleCapture", () => {
  it("prefixes, cuts long lines and counts what it drops past the line limit", () => {
    const capture = new ConsoleCapture(LIMITS);
    capture.capture("", ["a", 1]);
    capture.capture("[warn] ", ["x".repeat(100)]);
    capture.capture("", ["third"]);
    capture.capture("", ["dropped"]);
    capture.capture("", ["dropped too"]);
    expect(capture.read()).toEqual([
      "a 1",
      `[warn] ${"x".repeat(33)} ... (truncated)`,
      "third",
      "... 2 more console line(s) dropped: the log keeps at most 3 lines and 1000 bytes",
    ]);
  });

  it("bounds the log's bytes, counting non-ASCII text in UTF-8", () => {
    const capture = new ConsoleCapture({ maxLines: 10, maxBytes: 10, maxLineLength: 40 });
    capture.capture("", ["ééé"]);
    capture.capture("", ["ééé"]);
    expect(capture.read()).toEqual([
      "ééé",
      "... 1 more console line(s) dropped: the log keeps at most 10 lines and 10 bytes",
    ]);
  });

  it("reads a copy", () => {
    const capture = new ConsoleCapture(LIMITS);
    const before = capture.read();
    capture.capture("", ["later"]);
    expect(before.length).toBe(0);
  });
});
