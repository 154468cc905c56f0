import { describe, expect, it } from "vitest";
import { accepts, DRAFT, expandCases, type KeywordCase } from "./keyword-table.ts";

const table: Record<string, KeywordCase[]> = {
  const: [
    { name: "number", schema: { const: 2 }, valid: [2, 2.0], invalid: [5, "2"] },
    {
      name: "object, key order free",
      schema: { const: { a: 1, b: [2] } },
      valid: [{ b: [2], a: 1 }],
      invalid: [{ a: 1 }, { a: 1, b: [2], c: 3 }],
    },
    { name: "null", schema: { const: null }, valid: [null], invalid: [0, false] },
    { name: "false is not 0", schema: { const: false }, valid: [false], invalid: [0, ""] },
    { name: "array", schema: { const: [{}] }, valid: [[{}]], invalid: [[], [[]]] },
    { name: "draft-04 has no const", schema: { $schema: DRAFT[4], const: 2 }, valid: [3], invalid: [] },
    { name: "draft-06", schema: { $schema: DRAFT[6], const: 2 }, valid: [2], invalid: [3] },
  ],
  enum: [
    {
      name: "deep equality",
      schema: { enum: [1, "a", { b: [null] }, [true]] },
      valid: [1, "a", { b: [null] }, [true]],
      invalid: [{ b: [] }, [false], true, "1"],
    },
    { name: "false vs 0", schema: { enum: [false] }, valid: [false], invalid: [0] },
    { name: "1 vs true", schema: { enum: [1] }, valid: [1.0], invalid: [true] },
  ],
  multipleOf: [
    { name: "integer", schema: { multipleOf: 2 }, valid: [10, -4, 0, "x"], invalid: [7] },
    { name: "decimal", schema: { multipleOf: 0.0001 }, valid: [0.0075, 12.3456], invalid: [0.00751] },
    { name: "0.1", schema: { multipleOf: 0.1 }, valid: [0.3, 1.1, 4.7], invalid: [0.35] },
    { name: "0.01", schema: { multipleOf: 0.01 }, valid: [19.99, 0.07, 1e-2], invalid: [0.075] },
    { name: "1.5", schema: { multipleOf: 1.5 }, valid: [4.5, 0], invalid: [35] },
    {
      name: "quotient beyond float range passes",
      schema: { type: "integer", multipleOf: 0.123456789 },
      valid: [1e308],
      invalid: [],
    },
  ],
  "minLength/maxLength": [
    {
      name: "minLength counts code points",
      schema: { minLength: 2 },
      valid: ["ab", "\u{1F600}\u{1F600}", 1],
      invalid: ["a", "\u{1F600}"],
    },
    {
      name: "maxLength counts code points",
      schema: { maxLength: 2 },
      valid: ["\u{1F600}\u{1F600}", "ab"],
      invalid: ["abc", "\u{1F600}\u{1F600}\u{1F600}"],
    },
    { name: "integral float bound", schema: { minLength: 2.0 }, valid: ["ab"], invalid: ["a"] },
  ],
  pattern: [
    { name: "not anchored", schema: { pattern: "a+" }, valid: ["xaay", 1], invalid: ["xyz"] },
    {
      name: "unicode property escape",
      schema: { pattern: "^\\p{Letter}+$" },
      valid: ["éàü", "Ωmega"],
      invalid: ["abc1"],
    },
    {
      name: "astral code point as one character",
      schema: { pattern: "^.$" },
      valid: ["\u{1F600}"],
      invalid: ["ab"],
    },
    { name: "\\d is ASCII only", schema: { pattern: "^\\d+$" }, valid: ["42"], invalid: ["\u0664\u0662"] },
  ],
  "minimum/maximum": [
    { name: "minimum", schema: { minimum: 1.1 }, valid: [1.1, 2, "x"], invalid: [0.6] },
    { name: "maximum", schema: { maximum: 3 }, valid: [3, -1], invalid: [3.5] },
    { name: "exclusiveMinimum number", schema: { exclusiveMinimum: 1.1 }, valid: [1.2], invalid: [1.1] },
    { name: "exclusiveMaximum number", schema: { exclusiveMaximum: 3 }, valid: [2.9], invalid: [3] },
    {
      name: "draft-04 boolean exclusiveMinimum",
      schema: { $schema: DRAFT[4], minimum: 1, exclusiveMinimum: true },
      valid: [1.1],
      invalid: [1],
    },
    {
      name: "draft-04 boolean exclusiveMaximum",
      schema: { $schema: DRAFT[4], maximum: 3, exclusiveMaximum: true },
      valid: [2],
      invalid: [3],
    },
    {
      name: "draft-04 ignores a numeric exclusive",
      schema: { $schema: DRAFT[4], exclusiveMinimum: 5 },
      valid: [5],
      invalid: [],
    },
    {
      name: "draft-06 ignores a boolean exclusive",
      schema: { $schema: DRAFT[6], minimum: 1, exclusiveMinimum: true },
      valid: [1],
      invalid: [0],
    },
    {
      name: "default dialect reads the boolean form",
      schema: { minimum: 1, exclusiveMinimum: true },
      valid: [2],
      invalid: [1],
    },
    {
      name: "OpenAPI 3.0 reads the boolean form",
      schema: { maximum: 3, exclusiveMaximum: true },
      valid: [2],
      invalid: [3],
      options: { openApiVersion: "3.0.3" },
    },
  ],
  type: [
    { name: "integer accepts 1.0", schema: { type: "integer" }, valid: [1.0, -3], invalid: [1.5, "1"] },
    { name: "list", schema: { type: ["integer", "string"] }, valid: [1, "a"], invalid: [null, 1.5] },
  ],
  "boolean schemas": [
    { name: "true", schema: true, valid: [1, "a", null, {}], invalid: [] },
    { name: "false", schema: false, valid: [], invalid: [1, null, {}] },
    { name: "false property", schema: { properties: { a: false } }, valid: [{ b: 1 }], invalid: [{ a: 1 }] },
  ],
  nullable: [
    { name: "default dialect", schema: { type: "string", nullable: true }, valid: [null, "a"], invalid: [1] },
    {
      name: "OpenAPI 3.0",
      schema: { type: "string", nullable: true },
      valid: [null],
      invalid: [1],
      options: { openApiVersion: "3.0.1" },
    },
    {
      name: "Swagger 2 x-nullable",
      schema: { type: "string", "x-nullable": true },
      valid: [null],
      invalid: [],
      options: { openApiVersion: "2.0" },
    },
    {
      name: "OpenAPI 3.1 is 2020-12: no nullable",
      schema: { type: "string", nullable: true },
      valid: ["a"],
      invalid: [null],
      options: { openApiVersion: "3.1.0" },
    },
    {
      name: "explicit 2020-12: no nullable",
      schema: { $schema: DRAFT[2020], type: "string", nullable: true },
      valid: [],
      invalid: [null],
    },
    {
      name: "$schema wins over openApiVersion",
      schema: { $schema: DRAFT[2020], type: "string", nullable: true },
      valid: [],
      invalid: [null],
      options: { openApiVersion: "3.0.0" },
    },
  ],
  format: [
    { name: "annotation by default", schema: { format: "email" }, valid: ["not an email"], invalid: [] },
    {
      name: "email asserted",
      schema: { format: "email" },
      valid: ["a@example.com", 1],
      invalid: ["nope", "a@@b"],
      options: { assertFormat: true },
    },
    {
      name: "date asserted",
      schema: { format: "date" },
      valid: ["2024-02-29"],
      invalid: ["2023-02-29", "2024-1-01"],
      options: { assertFormat: true },
    },
    {
      name: "date-time asserted",
      schema: { format: "date-time" },
      valid: ["2024-01-01T10:00:00Z", "1998-12-31T23:59:60Z", "2024-01-01t10:00:00.5+02:00"],
      invalid: ["2024-01-01 10:00", "2024-01-01T25:00:00Z"],
      options: { assertFormat: true },
    },
    {
      name: "uuid asserted",
      schema: { format: "uuid" },
      valid: ["2eb8aa08-aa98-11ea-b4aa-73b441d16380"],
      invalid: ["2eb8aa08aa9811eab4aa73b441d16380"],
      options: { assertFormat: true },
    },
    {
      name: "ipv4 asserted",
      schema: { format: "ipv4" },
      valid: ["192.168.0.1"],
      invalid: ["256.1.1.1", "01.1.1.1"],
      options: { assertFormat: true },
    },
    {
      name: "ipv6 asserted",
      schema: { format: "ipv6" },
      valid: ["::1", "2001:db8::8a2e:370:7334"],
      invalid: ["12345::", "1:2:3"],
      options: { assertFormat: true },
    },
    {
      name: "unknown format passes",
      schema: { format: "x-custom" },
      valid: ["anything"],
      invalid: [],
      options: { assertFormat: true },
    },
  ],
};

describe.each(Object.entries(table))("%s", (_keyword, rows) => {
  it.each(expandCases(rows))("%s", (_name, schema, value, valid, options) => {
    expect(accepts(schema, value, options)).toBe(valid);
  });
});

describe("OpenAPI 3.0 reads $ref like draft-04", () => {
  it("ignores keywords beside a $ref", () => {
    const schema = {
      properties: { a: { $ref: "#/$defs/s", maxLength: 1 } },
      $defs: { s: { type: "string" } },
    };
    expect(accepts(schema, { a: "abc" }, { openApiVersion: "3.0.3" })).toBe(true);
    expect(accepts(schema, { a: "abc" })).toBe(false);
  });
});
