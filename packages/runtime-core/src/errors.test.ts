import { describe, expect, it } from "vitest";
import { InvalidToolInputError } from "./code-tool/tool-input-error.ts";
import { CodemodeError } from "./errors.ts";

class FirstError extends CodemodeError {
  constructor() {
    super("tool_failed", "first");
  }
}
class SecondError extends CodemodeError {
  constructor() {
    super("tool_failed", "second");
  }
}
class FirstChildError extends FirstError {}

describe("CodemodeError.isInstance", () => {
  const base = new CodemodeError("conflict", "base");
  const first = new FirstError();
  const second = new SecondError();
  const child = new FirstChildError();

  it.each<[string, (value: unknown) => boolean, unknown, boolean]>([
    ["the base accepts the base", (value) => CodemodeError.isInstance(value), base, true],
    ["the base accepts a subclass", (value) => CodemodeError.isInstance(value), first, true],
    ["a subclass refuses the base", (value) => FirstError.isInstance(value), base, false],
    ["a subclass refuses a sibling", (value) => FirstError.isInstance(value), second, false],
    ["a subclass accepts itself", (value) => FirstError.isInstance(value), first, true],
    ["a subclass accepts its subclass", (value) => FirstError.isInstance(value), child, true],
    [
      "a subclass of a subclass refuses its parent",
      (value) => FirstChildError.isInstance(value),
      first,
      false,
    ],
    ["a package subclass refuses another", (value) => InvalidToolInputError.isInstance(value), second, false],
    ["a plain Error is none", (value) => CodemodeError.isInstance(value), new Error("x"), false],
    ["a primitive is none", (value) => CodemodeError.isInstance(value), "CodemodeError", false],
  ])("%s", (_case, isInstance, value, expected) => {
    expect(isInstance(value)).toBe(expected);
  });

  it("works on a copy from another bundle (marker and class names, not instanceof)", () => {
    const copy = Object.assign(Object.create(null), {
      [Symbol.for("codemode.error")]: true,
      [Symbol.for("codemode.error.kinds")]: ["FirstError", "CodemodeError"],
    });
    expect(FirstError.isInstance(copy)).toBe(true);
    expect(SecondError.isInstance(copy)).toBe(false);
  });
});
