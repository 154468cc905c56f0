import { describe, expect, it } from "vitest";
import { isStandardValidator, parseToolInput, type StandardValidator } from "./standard-schema.ts";
import { formatIssuePath, InvalidToolInputError } from "./tool-input-error.ts";

/** A hand-written Standard Schema v1: an object with a string `name` and an optional numeric `age`, trimmed. */
const person: StandardValidator = {
  "~standard": {
    vendor: "test",
    validate(value) {
      const record = value as { name?: unknown; age?: unknown };
      const issues = [];
      if (typeof record?.name !== "string") issues.push({ message: "Expected string", path: ["name"] });
      if (record?.age !== undefined && typeof record.age !== "number")
        issues.push({ message: "Expected number", path: [{ key: "age" }] });
      return issues.length > 0 ? { issues } : { value: { ...record, name: (record.name as string).trim() } };
    },
  },
};

describe("parseToolInput", () => {
  it("returns the schema's parsed value", async () => {
    expect(await parseToolInput(person, { name: "  Ada " }, { namespace: "people", tool: "add" })).toEqual({
      name: "Ada",
    });
  });

  it("throws an InvalidToolInputError naming the tool and every field", async () => {
    const error = (await parseToolInput(person, { age: "x" }, { namespace: "people", tool: "add" }).catch(
      (caught: unknown) => caught,
    )) as InvalidToolInputError;
    expect(error).toBeInstanceOf(InvalidToolInputError);
    expect(error.code).toBe("invalid_argument");
    expect(error.message).toBe(
      "people.add: input.name: Expected string; input.age: Expected number. The tool did not run: fix the input to match its declared type and call it again.",
    );
  });

  it("recognizes Standard Schemas only", () => {
    expect(isStandardValidator(person)).toBe(true);
    expect(isStandardValidator({ type: "object" })).toBe(false);
    expect(isStandardValidator(null)).toBe(false);
  });
});

describe("InvalidToolInputError", () => {
  it("lists the first five issues and counts the rest", () => {
    const issues = Array.from({ length: 7 }, (_, index) => ({ path: `input.f${index}`, message: "bad" }));
    expect(new InvalidToolInputError("ns", "t", issues).message).toMatch(/input\.f4: bad \(and 2 more\)\./);
  });
});

describe("formatIssuePath", () => {
  it.each([
    [undefined, "input"],
    [["items", 0, "name"], "input.items[0].name"],
    [["x-id"], 'input["x-id"]'],
    [[{ key: "a" }, { key: 2 }], "input.a[2]"],
  ])("formats %j as %s", (path, expected) => {
    expect(formatIssuePath(path as never)).toBe(expected);
  });
});
