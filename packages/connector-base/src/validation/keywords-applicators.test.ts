// biome-ignore-all lint/suspicious/noThenProperty: `then` is the JSON Schema keyword under test, never awaited.
import { describe, expect, it } from "vitest";
import { accepts, DRAFT, expandCases, type KeywordCase } from "./keyword-table.ts";
import { validateJsonSchema } from "./validate-json-schema.ts";

/** Cases from the text of each keyword's section in JSON Schema Validation / Core (2020-12 unless noted). */
const table: Record<string, KeywordCase[]> = {
  not: [
    { name: "type", schema: { not: { type: "integer" } }, valid: ["a", 1.5, null], invalid: [1] },
    { name: "object", schema: { not: { required: ["a"] } }, valid: [{ b: 1 }], invalid: [{ a: 1 }, 3] },
    { name: "not true rejects all", schema: { not: true }, valid: [], invalid: [1, "x", null] },
    { name: "not false accepts all", schema: { not: false }, valid: [1, "x", null], invalid: [] },
    { name: "double negation", schema: { not: { not: { type: "string" } } }, valid: ["x"], invalid: [1] },
    { name: "draft-04", schema: { $schema: DRAFT[4], not: { type: "string" } }, valid: [1], invalid: ["x"] },
  ],
  oneOf: [
    {
      name: "exactly one",
      schema: { oneOf: [{ type: "integer" }, { minimum: 2 }] },
      valid: [1, 2.5],
      invalid: [3, 1.5],
    },
    {
      name: "with base type",
      schema: { type: "string", oneOf: [{ minLength: 2 }, { maxLength: 4 }] },
      valid: ["a", "abcde"],
      invalid: ["abc", 3],
    },
    { name: "all true", schema: { oneOf: [true, true] }, valid: [], invalid: ["x"] },
    { name: "one true", schema: { oneOf: [true, false] }, valid: ["x"], invalid: [] },
    {
      name: "required branches",
      schema: { type: "object", oneOf: [{ required: ["a"] }, { required: ["b"] }] },
      valid: [{ a: 1 }, { b: 1 }],
      invalid: [{ a: 1, b: 2 }, {}],
    },
    {
      name: "branches differing only by format are told apart by format",
      schema: {
        oneOf: [
          { type: "string", format: "date" },
          { type: "string", format: "date-time" },
        ],
      },
      valid: ["2024-01-31", "2024-01-31T10:00:00Z"],
      invalid: [4],
    },
    {
      name: "format cannot tell apart: rejected",
      schema: { oneOf: [{ type: "string", format: "date" }, { type: "string" }] },
      valid: ["not a date"],
      invalid: ["2024-01-31"],
    },
    {
      name: "draft-07",
      schema: { $schema: DRAFT[7], oneOf: [{ type: "number" }, { type: "integer" }] },
      valid: [1.5],
      invalid: [1],
    },
  ],
  allOf: [
    {
      name: "all must match",
      schema: { allOf: [{ type: "object", required: ["a"] }, { required: ["b"] }] },
      valid: [{ a: 1, b: 2 }],
      invalid: [{ a: 1 }, { b: 1 }],
    },
    { name: "with false", schema: { allOf: [true, false] }, valid: [], invalid: [1] },
  ],
  anyOf: [
    {
      name: "any",
      schema: { anyOf: [{ type: "integer" }, { minimum: 2 }] },
      valid: [1, 2.5, 3],
      invalid: [1.5],
    },
    {
      name: "with base type",
      schema: { type: "string", anyOf: [{ maxLength: 2 }, { minLength: 4 }] },
      valid: ["ab", "abcd"],
      invalid: ["abc"],
    },
    { name: "empty-ish branches", schema: { anyOf: [{ type: "number" }, {}] }, valid: ["x", 1], invalid: [] },
  ],
  "if/then/else": [
    {
      name: "then when if matches",
      schema: { if: { exclusiveMaximum: 0 }, then: { minimum: -10 } },
      valid: [-1, 3],
      invalid: [-100],
    },
    {
      name: "else when if fails",
      schema: { if: { exclusiveMaximum: 0 }, else: { multipleOf: 2 } },
      valid: [-1, 4],
      invalid: [3],
    },
    {
      name: "both",
      schema: { if: { exclusiveMaximum: 0 }, then: { minimum: -10 }, else: { multipleOf: 2 } },
      valid: [-1, 4],
      invalid: [-100, 3],
    },
    {
      name: "then without if is ignored",
      schema: { then: { const: 0 } },
      valid: [1],
      invalid: [],
    },
    { name: "if alone is ignored", schema: { if: { const: 0 } }, valid: [0, 1], invalid: [] },
    {
      name: "if false applies else",
      schema: { if: false, then: { const: "then" }, else: { const: "else" } },
      valid: ["else"],
      invalid: ["then"],
    },
    {
      name: "object condition",
      schema: {
        type: "object",
        if: { properties: { country: { const: "US" } }, required: ["country"] },
        then: { required: ["zip"] },
        else: { required: ["postcode"] },
      },
      valid: [
        { country: "US", zip: "1" },
        { country: "FR", postcode: "1" },
      ],
      invalid: [{ country: "US", postcode: "1" }, { postcode: undefined }],
    },
    {
      name: "draft-07 applies",
      schema: { $schema: DRAFT[7], if: { type: "string" }, then: { minLength: 2 } },
      valid: ["ab", 1],
      invalid: ["a"],
    },
    {
      name: "draft-06 has no if",
      schema: { $schema: DRAFT[6], if: { type: "string" }, then: { minLength: 2 } },
      valid: ["a"],
      invalid: [],
    },
  ],
};

describe.each(Object.entries(table))("%s", (_keyword, rows) => {
  it.each(expandCases(rows))("%s", (_name, schema, value, valid, options) => {
    expect(accepts(schema, value, options)).toBe(valid);
  });
});

describe("applicator messages", () => {
  it("names the branches a value matches too many of", () => {
    const issues = validateJsonSchema({ oneOf: [{ type: "integer" }, { minimum: 2 }] }, 3);
    expect(issues).toEqual([
      {
        path: "input",
        keyword: "oneOf",
        message: "must match exactly one of the oneOf schemas, but matches 2 (#0 and #1)",
      },
    ]);
  });

  it("explains a oneOf matching nothing like anyOf", () => {
    const issues = validateJsonSchema({ oneOf: [{ type: "string" }, { type: "boolean" }] }, 3);
    expect(issues.map((issue) => issue.message)).toEqual(["must be a string or a boolean, got number"]);
  });

  it("names an excluded value", () => {
    expect(validateJsonSchema({ not: { const: "none" } }, "none")[0]?.message).toBe(
      'must not be "none", got "none"',
    );
  });
});
