// biome-ignore-all lint/suspicious/noThenProperty: `then` is the JSON Schema keyword under test, never awaited.
import { describe, expect, it } from "vitest";
import { accepts, DRAFT, expandCases, type KeywordCase } from "./keyword-table.ts";
import { validateJsonSchema } from "./validate-json-schema.ts";

const table: Record<string, KeywordCase[]> = {
  unevaluatedProperties: [
    {
      name: "false with properties",
      schema: { type: "object", properties: { foo: { type: "string" } }, unevaluatedProperties: false },
      valid: [{ foo: "x" }, {}],
      invalid: [{ foo: "x", bar: 1 }],
    },
    {
      name: "schema for the rest",
      schema: { unevaluatedProperties: { type: "string", minLength: 3 } },
      valid: [{ foo: "foo" }],
      invalid: [{ foo: "fo" }],
    },
    {
      name: "through allOf",
      schema: {
        properties: { foo: { type: "string" } },
        allOf: [{ properties: { bar: { type: "string" } } }],
        unevaluatedProperties: false,
      },
      valid: [{ foo: "a", bar: "b" }],
      invalid: [{ foo: "a", bar: "b", baz: "c" }],
    },
    {
      name: "through anyOf: only matching branches count",
      schema: {
        properties: { foo: { type: "string" } },
        anyOf: [
          { properties: { bar: { const: "bar" } }, required: ["bar"] },
          { properties: { baz: { const: "baz" } }, required: ["baz"] },
        ],
        unevaluatedProperties: false,
      },
      valid: [
        { foo: "a", bar: "bar" },
        { foo: "a", bar: "bar", baz: "baz" },
      ],
      invalid: [{ foo: "a", bar: "bar", baz: "not-baz" }],
    },
    {
      name: "through oneOf",
      schema: {
        properties: { foo: { type: "string" } },
        oneOf: [
          { properties: { bar: { const: "bar" } }, required: ["bar"] },
          { properties: { baz: { const: "baz" } }, required: ["baz"] },
        ],
        unevaluatedProperties: false,
      },
      valid: [{ foo: "a", bar: "bar" }],
      invalid: [{ foo: "a", bar: "bar", quux: 1 }],
    },
    {
      name: "not contributes nothing",
      schema: {
        not: { not: { properties: { bar: { const: "bar" } }, required: ["bar"] } },
        unevaluatedProperties: false,
      },
      valid: ["not an object"],
      invalid: [{ bar: "bar" }, {}],
    },
    {
      name: "through if/then/else",
      schema: {
        if: { properties: { foo: { const: "then" } }, required: ["foo"] },
        then: { properties: { bar: { type: "string" } }, required: ["bar"] },
        else: { properties: { baz: { type: "string" } }, required: ["baz"] },
        unevaluatedProperties: false,
      },
      valid: [{ foo: "then", bar: "x" }, { baz: "x" }],
      invalid: [
        { foo: "then", bar: "x", baz: "x" },
        { foo: "else", baz: "x" },
      ],
    },
    {
      name: "through $ref",
      schema: {
        $ref: "#/$defs/bar",
        properties: { foo: { type: "string" } },
        unevaluatedProperties: false,
        $defs: { bar: { properties: { bar: { type: "string" } } } },
      },
      valid: [{ foo: "a", bar: "b" }],
      invalid: [{ foo: "a", bar: "b", baz: "c" }],
    },
    {
      name: "through dependentSchemas",
      schema: {
        properties: { foo: { type: "string" } },
        dependentSchemas: { foo: { properties: { bar: { const: "bar" } }, required: ["bar"] } },
        unevaluatedProperties: false,
      },
      valid: [{ foo: "a", bar: "bar" }],
      invalid: [{ bar: "bar" }],
    },
    {
      name: "nested unevaluatedProperties sees outer properties? no: only its own",
      schema: { allOf: [{ unevaluatedProperties: false }], properties: { foo: {} } },
      valid: [{}],
      invalid: [{ foo: 1 }],
    },
    {
      name: "nested unevaluatedProperties true evaluates all for the outer one",
      schema: { allOf: [{ unevaluatedProperties: true }], unevaluatedProperties: false },
      valid: [{ foo: 1 }],
      invalid: [],
    },
    {
      name: "additionalProperties evaluates everything",
      schema: { additionalProperties: true, unevaluatedProperties: false },
      valid: [{ foo: 1 }],
      invalid: [],
    },
    {
      name: "draft-07 has none",
      schema: { $schema: DRAFT[7], unevaluatedProperties: false },
      valid: [{ foo: 1 }],
      invalid: [],
    },
    {
      name: "2019-09",
      schema: { $schema: DRAFT[2019], allOf: [{ properties: { a: {} } }], unevaluatedProperties: false },
      valid: [{ a: 1 }],
      invalid: [{ b: 1 }],
    },
    {
      name: "recursive through $dynamicRef",
      schema: {
        $schema: DRAFT[2020],
        $id: "https://example.com/tree",
        $dynamicAnchor: "node",
        type: "object",
        properties: { data: true, children: { type: "array", items: { $dynamicRef: "#node" } } },
        unevaluatedProperties: false,
      },
      valid: [{ data: 1, children: [{ data: 2, children: [] }] }],
      invalid: [{ data: 1, children: [{ data: 2, extra: 1 }] }],
    },
  ],
  unevaluatedItems: [
    { name: "false alone", schema: { unevaluatedItems: false }, valid: [[], "x"], invalid: [[1]] },
    {
      name: "after prefixItems",
      schema: { prefixItems: [{ type: "string" }], unevaluatedItems: false },
      valid: [["a"]],
      invalid: [["a", "b"]],
    },
    {
      name: "items evaluates all",
      schema: { items: { type: "string" }, unevaluatedItems: false },
      valid: [["a", "b"]],
      invalid: [],
    },
    {
      name: "through allOf prefixItems",
      schema: { allOf: [{ prefixItems: [true, true] }], prefixItems: [true], unevaluatedItems: false },
      valid: [[1, 2]],
      invalid: [[1, 2, 3]],
    },
    {
      name: "through anyOf",
      schema: {
        prefixItems: [{ const: "foo" }],
        anyOf: [{ prefixItems: [true, { const: "bar" }] }, { prefixItems: [true, true, { const: "baz" }] }],
        unevaluatedItems: false,
      },
      valid: [
        ["foo", "bar"],
        ["foo", "bar", "baz"],
      ],
      invalid: [
        ["foo", "bar", "baz", "x"],
        ["foo", "x", "y"],
      ],
    },
    {
      name: "contains counts in 2020-12",
      schema: { $schema: DRAFT[2020], contains: { type: "string" }, unevaluatedItems: false },
      valid: [["a", "b"]],
      invalid: [["a", 1]],
    },
    {
      name: "contains does not count in 2019-09",
      schema: { $schema: DRAFT[2019], contains: { type: "string" }, unevaluatedItems: false },
      valid: [],
      invalid: [["a"]],
    },
    {
      name: "2019-09 items array",
      schema: { $schema: DRAFT[2019], items: [{ type: "string" }], unevaluatedItems: false },
      valid: [["a"]],
      invalid: [["a", "b"]],
    },
    {
      name: "2019-09 additionalItems evaluates the rest",
      schema: { $schema: DRAFT[2019], items: [true], additionalItems: true, unevaluatedItems: false },
      valid: [["a", "b"]],
      invalid: [],
    },
    {
      name: "if/then",
      schema: {
        prefixItems: [{ const: "foo" }],
        if: { prefixItems: [true, { const: "bar" }] },
        then: { prefixItems: [true, true, { const: "then" }] },
        else: { prefixItems: [true, true, true, { const: "else" }] },
        unevaluatedItems: false,
      },
      valid: [
        ["foo", "bar", "then"],
        ["foo", "x", "y", "else"],
      ],
      invalid: [
        ["foo", "bar", "then", "x"],
        ["foo", "x", "y", "else", "z"],
      ],
    },
  ],
};

describe.each(Object.entries(table))("%s", (_keyword, rows) => {
  it.each(expandCases(rows))("%s", (_name, schema, value, valid, options) => {
    expect(accepts(schema, value, options)).toBe(valid);
  });
});

describe("unevaluated messages", () => {
  it("names the property and what the schema and its branches declare", () => {
    const schema = {
      properties: { a: {} },
      allOf: [{ properties: { b: {} } }],
      unevaluatedProperties: false,
    };
    expect(validateJsonSchema(schema, { a: 1, c: 2 })).toEqual([
      {
        path: "input.c",
        keyword: "unevaluatedProperties",
        message: "is not allowed; allowed properties: a, b",
      },
    ]);
  });
});
