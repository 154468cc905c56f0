import { describe, expect, it } from "vitest";
import { accepts, DRAFT, expandCases, type KeywordCase } from "./keyword-table.ts";

const table: Record<string, KeywordCase[]> = {
  contains: [
    {
      name: "some item matches",
      schema: { contains: { minimum: 5 } },
      valid: [[3, 4, 5], [5, 6], { a: 1 }, "x"],
      invalid: [[2, 3, 4], []],
    },
    { name: "const", schema: { contains: { const: 5 } }, valid: [[3, 5]], invalid: [[1, 2]] },
    { name: "true", schema: { contains: true }, valid: [["x"]], invalid: [[]] },
    { name: "false", schema: { contains: false }, valid: ["not an array"], invalid: [[1], []] },
    {
      name: "draft-06",
      schema: { $schema: DRAFT[6], contains: { type: "null" } },
      valid: [[null]],
      invalid: [[1]],
    },
    {
      name: "draft-04 has no contains",
      schema: { $schema: DRAFT[4], contains: false },
      valid: [[1]],
      invalid: [],
    },
  ],
  minContains: [
    {
      name: "2",
      schema: { contains: { const: 1 }, minContains: 2 },
      valid: [
        [1, 1],
        [1, 1, 2],
      ],
      invalid: [[1], [1, 2]],
    },
    {
      name: "0 allows none",
      schema: { contains: { const: 1 }, minContains: 0 },
      valid: [[], [2]],
      invalid: [],
    },
    { name: "without contains is ignored", schema: { minContains: 1 }, valid: [[]], invalid: [] },
    {
      name: "draft-07 has no minContains",
      schema: { $schema: DRAFT[7], contains: { const: 1 }, minContains: 2 },
      valid: [[1]],
      invalid: [],
    },
  ],
  maxContains: [
    {
      name: "1",
      schema: { contains: { const: 1 }, maxContains: 1 },
      valid: [[1], [1, 2]],
      invalid: [[1, 1], []],
    },
    {
      name: "with minContains",
      schema: { contains: { const: 1 }, minContains: 1, maxContains: 3 },
      valid: [[1, 1, 1]],
      invalid: [[1, 1, 1, 1], [2]],
    },
    {
      name: "2019-09",
      schema: { $schema: DRAFT[2019], contains: { const: 1 }, maxContains: 1 },
      valid: [[1]],
      invalid: [[1, 1]],
    },
  ],
  prefixItems: [
    {
      name: "2020-12 tuple",
      schema: { $schema: DRAFT[2020], prefixItems: [{ type: "integer" }, { type: "string" }] },
      valid: [[1, "foo"], [1], [1, "foo", true], []],
      invalid: [["foo", 1]],
    },
    {
      name: "with items false",
      schema: { $schema: DRAFT[2020], prefixItems: [{}], items: false },
      valid: [[1]],
      invalid: [[1, 2]],
    },
    {
      name: "2019-09 has no prefixItems",
      schema: { $schema: DRAFT[2019], prefixItems: [{ type: "string" }] },
      valid: [[1]],
      invalid: [],
    },
  ],
  items: [
    {
      name: "one schema",
      schema: { items: { type: "integer" } },
      valid: [[1, 2], [], { 0: "x" }],
      invalid: [[1, "x"]],
    },
    { name: "false", schema: { items: false }, valid: [[]], invalid: [[1]] },
    {
      name: "array form in draft-07",
      schema: { $schema: DRAFT[7], items: [{ type: "integer" }, { type: "string" }] },
      valid: [[1, "a", true], [1]],
      invalid: [["a", 1]],
    },
    {
      name: "array form is ignored by 2020-12",
      schema: { $schema: DRAFT[2020], items: [{ type: "integer" }] },
      valid: [["a"]],
      invalid: [],
    },
    {
      name: "2020-12 items after prefixItems",
      schema: { $schema: DRAFT[2020], prefixItems: [{ type: "string" }], items: { type: "integer" } },
      valid: [["a", 1, 2]],
      invalid: [["a", "b"]],
    },
  ],
  additionalItems: [
    {
      name: "draft-2019-09 schema",
      schema: { $schema: DRAFT[2019], items: [{}], additionalItems: { type: "integer" } },
      valid: [[null, 2, 3]],
      invalid: [[null, 2, "x"]],
    },
    {
      name: "draft-04 false",
      schema: { $schema: DRAFT[4], items: [{}, {}], additionalItems: false },
      valid: [[1, 2]],
      invalid: [[1, 2, 3]],
    },
    {
      name: "ignored beside a single items schema",
      schema: { $schema: DRAFT[7], items: {}, additionalItems: false },
      valid: [[1, 2, 3]],
      invalid: [],
    },
    {
      name: "ignored without items",
      schema: { $schema: DRAFT[7], additionalItems: false },
      valid: [[1, 2, 3]],
      invalid: [],
    },
    {
      name: "ignored by 2020-12",
      schema: { $schema: DRAFT[2020], prefixItems: [{}], additionalItems: false },
      valid: [[1, 2]],
      invalid: [],
    },
  ],
  uniqueItems: [
    {
      name: "deep equality",
      schema: { uniqueItems: true },
      valid: [
        [1, 2],
        [{ a: 1 }, { a: 2 }],
        [[1], [true]],
        [0, false],
        [{}, []],
        [1, "1"],
      ],
      invalid: [
        [1, 1],
        [1, 1.0],
        [
          { a: 1, b: 2 },
          { b: 2, a: 1 },
        ],
        [[1], [1]],
        [null, null],
      ],
    },
    { name: "false", schema: { uniqueItems: false }, valid: [[1, 1]], invalid: [] },
  ],
  "minItems/maxItems": [
    { name: "minItems", schema: { minItems: 1 }, valid: [[1], "x"], invalid: [[]] },
    { name: "maxItems", schema: { maxItems: 2 }, valid: [[1, 2]], invalid: [[1, 2, 3]] },
    { name: "integral float bound", schema: { maxItems: 2.0 }, valid: [[1]], invalid: [[1, 2, 3]] },
  ],
};

describe.each(Object.entries(table))("%s", (_keyword, rows) => {
  it.each(expandCases(rows))("%s", (_name, schema, value, valid, options) => {
    expect(accepts(schema, value, options)).toBe(valid);
  });
});
