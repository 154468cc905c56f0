import { describe, expect, it } from "vitest";
import { MAX_THROWN_DESCRIPTION_CHARS } from "./constants.ts";
import { describeThrown } from "./describe-thrown.ts";

const thrower = () => {
  throw new Error("getter");
};

/** An object whose message getter, toJSON and toString all throw (a tool once threw this). */
const unreadable = {
  get message() {
    return thrower();
  },
  toJSON: thrower,
  toString: thrower,
};

const everyTrapThrows = new Proxy(
  {},
  {
    get: thrower,
    getPrototypeOf: thrower,
    has: thrower,
    ownKeys: thrower,
    getOwnPropertyDescriptor: thrower,
  },
);

const revoked = (() => {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
})();

class HostileError extends Error {
  override get name(): string {
    return thrower();
  }
  override get stack(): string {
    return thrower();
  }
}

class NoMessageError extends Error {
  override get message(): string {
    return thrower();
  }
}

const CASES: Array<[string, unknown, string | RegExp]> = [
  ["an Error", new Error("boom"), "boom"],
  ["a string", "plain", "plain"],
  ["a plain object", { code: 1 }, '{"code":1}'],
  ["null", null, "null"],
  ["undefined", undefined, "undefined"],
  ["a number", 42, "42"],
  ["a BigInt", 10n, "10"],
  ["a symbol", Symbol("why"), "Symbol(why)"],
  ["an object whose message, toJSON and toString throw", unreadable, /cannot be read/],
  ["a proxy that throws on every trap", everyTrapThrows, /cannot be read/],
  ["a revoked proxy", revoked, /cannot be read/],
  [
    "an Error subclass with throwing name and stack getters",
    new HostileError("still readable"),
    "still readable",
  ],
  ["an Error whose message getter throws", new NoMessageError(), /^\[NoMessageError|^\[Error/],
  ["a function", () => 1, "() => 1"],
];

describe("describeThrown", () => {
  it.each(CASES)("describes %s without throwing", (_name, value, expected) => {
    const text = describeThrown(value);
    expect(typeof text).toBe("string");
    if (typeof expected === "string") expect(text).toBe(expected);
    else expect(text).toMatch(expected);
  });

  it("bounds a very large message and says how much it cut", () => {
    const text = describeThrown(new Error("x".repeat(5_000_000)));
    expect(text.length).toBeLessThan(MAX_THROWN_DESCRIPTION_CHARS + 100);
    expect(text).toMatch(/4980000 more characters truncated\)$/);
  });
});
