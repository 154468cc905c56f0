import { describe, expect, it } from "vitest";
import { accepts, DRAFT, expandCases, type KeywordCase } from "./keyword-table.ts";
import { validateJsonSchema } from "./validate-json-schema.ts";

const table: Record<string, KeywordCase[]> = {
  dependentRequired: [
    {
      name: "single",
      schema: { dependentRequired: { bar: ["foo"] } },
      valid: [{}, { foo: 1 }, { foo: 1, bar: 2 }, ["bar"], "bar"],
      invalid: [{ bar: 2 }],
    },
    { name: "empty list", schema: { dependentRequired: { bar: [] } }, valid: [{ bar: 1 }], invalid: [] },
    {
      name: "several",
      schema: { dependentRequired: { quux: ["foo", "bar"] } },
      valid: [{ foo: 1, bar: 2, quux: 3 }],
      invalid: [{ foo: 1, quux: 2 }, { quux: 1 }],
    },
    {
      name: "2019-09",
      schema: { $schema: DRAFT[2019], dependentRequired: { a: ["b"] } },
      valid: [{ b: 1 }],
      invalid: [{ a: 1 }],
    },
    {
      name: "draft-07 has no dependentRequired",
      schema: { $schema: DRAFT[7], dependentRequired: { a: ["b"] } },
      valid: [{ a: 1 }],
      invalid: [],
    },
  ],
  dependentSchemas: [
    {
      name: "applies when the property is present",
      schema: {
        dependentSchemas: {
          bar: { properties: { foo: { type: "integer" }, bar: { type: "integer" } } },
        },
      },
      valid: [{ foo: 1, bar: 2 }, { foo: "quux" }, "bar"],
      invalid: [
        { foo: "quux", bar: 2 },
        { foo: 2, bar: "quux" },
      ],
    },
    {
      name: "false",
      schema: { dependentSchemas: { foo: false } },
      valid: [{ bar: 1 }, {}],
      invalid: [{ foo: 1 }],
    },
    {
      name: "draft-07 has no dependentSchemas",
      schema: { $schema: DRAFT[7], dependentSchemas: { foo: false } },
      valid: [{ foo: 1 }],
      invalid: [],
    },
  ],
  dependencies: [
    {
      name: "draft-07 names",
      schema: { $schema: DRAFT[7], dependencies: { bar: ["foo"] } },
      valid: [{ foo: 1, bar: 2 }, { foo: 1 }],
      invalid: [{ bar: 2 }],
    },
    {
      name: "draft-04 schema",
      schema: { $schema: DRAFT[4], dependencies: { bar: { required: ["baz"] } } },
      valid: [{ bar: 1, baz: 2 }, { foo: 1 }],
      invalid: [{ bar: 1 }],
    },
    {
      name: "default dialect reads it too",
      schema: { dependencies: { bar: ["foo"], qux: { maxProperties: 1 } } },
      valid: [{ foo: 1, bar: 2 }, { qux: 1 }],
      invalid: [{ bar: 2 }, { qux: 1, a: 2 }],
    },
    {
      name: "2020-12 dropped it",
      schema: { $schema: DRAFT[2020], dependencies: { bar: ["foo"] } },
      valid: [{ bar: 2 }],
      invalid: [],
    },
  ],
  propertyNames: [
    {
      name: "maxLength",
      schema: { propertyNames: { maxLength: 3 } },
      valid: [{ f: {}, foo: {} }, {}, [1, 2, 3, 4], "foobar"],
      invalid: [{ foo: {}, foobar: {} }],
    },
    {
      name: "pattern",
      schema: { propertyNames: { pattern: "^a+$" } },
      valid: [{ a: {}, aa: {} }],
      invalid: [{ aaA: {} }],
    },
    { name: "false", schema: { propertyNames: false }, valid: [{}], invalid: [{ foo: 1 }] },
    {
      name: "draft-04 has no propertyNames",
      schema: { $schema: DRAFT[4], propertyNames: false },
      valid: [{ foo: 1 }],
      invalid: [],
    },
  ],
  properties: [
    {
      name: "properties, patternProperties, additionalProperties together",
      schema: {
        properties: { foo: { type: "array", maxItems: 3 }, bar: { type: "array" } },
        patternProperties: { "f.o": { minItems: 2 } },
        additionalProperties: { type: "integer" },
      },
      valid: [{ foo: [1, 2] }, { fxo: [1, 2] }, { quux: 3 }],
      invalid: [{ foo: [] }, { foo: [1, 2, 3, 4] }, { fxo: [] }, { quux: "foo" }],
    },
    {
      name: "__proto__ and other Object.prototype names are plain properties",
      schema: JSON.parse('{"properties": {"__proto__": {"type": "number"}, "toString": {"type": "string"}}}'),
      valid: [JSON.parse('{"__proto__": 12, "toString": "x"}'), { constructor: 1 }],
      invalid: [JSON.parse('{"__proto__": "x"}'), { toString: 1 }],
    },
    {
      name: "unicode pattern property",
      schema: { patternProperties: { "^\\p{L}+$": { type: "integer" } } },
      valid: [{ ü: 1 }, { "1": "x" }],
      invalid: [{ ü: "x" }],
    },
  ],
  required: [
    { name: "required", schema: { required: ["foo"] }, valid: [{ foo: 1 }, [], ""], invalid: [{ bar: 1 }] },
    {
      name: "readOnly through a $ref is not demanded",
      schema: {
        properties: { id: { $ref: "#/$defs/Id" } },
        required: ["id", "name"],
        $defs: { Id: { type: "string", readOnly: true } },
      },
      valid: [{ name: "x" }],
      invalid: [{ id: "1" }],
    },
    {
      name: "escaped names",
      schema: { required: ['foo"bar', "foo\\bar"] },
      valid: [{ 'foo"bar': 1, "foo\\bar": 1 }],
      invalid: [{ 'foo"bar': 1 }],
    },
  ],
  "minProperties/maxProperties": [
    { name: "min", schema: { minProperties: 1 }, valid: [{ a: 1 }, [], "x"], invalid: [{}] },
    { name: "max", schema: { maxProperties: 1 }, valid: [{ a: 1 }], invalid: [{ a: 1, b: 2 }] },
  ],
};

describe.each(Object.entries(table))("%s", (_keyword, rows) => {
  it.each(expandCases(rows))("%s", (_name, schema, value, valid, options) => {
    expect(accepts(schema, value, options)).toBe(valid);
  });
});

describe("object keyword messages", () => {
  it("names the missing dependency and the property requiring it", () => {
    expect(validateJsonSchema({ dependentRequired: { card: ["billing_address"] } }, { card: 1 })).toEqual([
      {
        path: "input.billing_address",
        keyword: "dependentRequired",
        message: "is required when card is present",
      },
    ]);
  });

  it("names a disallowed property name and why", () => {
    expect(validateJsonSchema({ propertyNames: { pattern: "^[a-z]+$" } }, { Bad: 1 })).toEqual([
      {
        path: "input.Bad",
        keyword: "propertyNames",
        message: 'is not an allowed property name: must match the pattern /^[a-z]+$/, got "Bad"',
      },
    ]);
  });
});
