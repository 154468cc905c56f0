import { expect, describe as group, it } from "vitest";
import { describe, formatLogValue, listNames } from "./describe.ts";

const unreadable = new Proxy(
  {},
  {
    getPrototypeOf() {
      throw new Error("no prototype");
    },
  },
);
const circular: Record<string, unknown> = {};
circular.self = circular;
const nameless = new Error("bare");
nameless.name = "";

group("describe", () => {
  it.each<[string, unknown, string]>([
    ["a plain Error by its message", new Error("boom"), "boom"],
    ["another kind with its name", new TypeError("bad"), "TypeError: bad"],
    ["an Error without message by its name", new RangeError(""), "RangeError"],
    ["an Error with an empty name by its message", nameless, "bare"],
    ["a string as is", "plain", "plain"],
    ["other values as JSON", { a: 1 }, '{"a":1}'],
    ["values without JSON by String()", undefined, "undefined"],
    ["circular values by String()", circular, "[object Object]"],
    ["a value that throws when read", unreadable, "Error (it could not be read)"],
  ])("describes %s", (_, value, expected) => {
    expect(describe(value)).toBe(expected);
  });
});

group("formatLogValue", () => {
  it.each<[string, unknown, string]>([
    ["a string as is", "text", "text"],
    ["an Error as name and message", new Error("boom"), "Error: boom"],
    ["an object as JSON", { a: [1] }, '{"a":[1]}'],
    ["a circular object by String()", circular, "[object Object]"],
    ["a number by String()", 42, "42"],
    ["a value that throws", unreadable, "[unreadable: no prototype]"],
  ])("formats %s", (_, value, expected) => {
    expect(formatLogValue(value)).toBe(expected);
  });
});

group("listNames", () => {
  const names = Array.from({ length: 23 }, (_, index) => `t${index}`);
  it.each<[string, string[], string]>([
    ["none", [], "none"],
    ["a few, comma-separated", ["a", "b"], "a, b"],
    ["the first 20 and a count", names, `${names.slice(0, 20).join(", ")} and 3 more`],
  ])("lists %s", (_, input, expected) => {
    expect(listNames(input)).toBe(expected);
  });
});
