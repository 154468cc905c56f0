import { describe, expect, it } from "vitest";
import { accepts, DRAFT, expandCases, type KeywordCase } from "./keyword-table.ts";

const tree = {
  $schema: DRAFT[2020],
  $id: "https://example.com/tree",
  $dynamicAnchor: "node",
  type: "object",
  properties: { data: true, children: { type: "array", items: { $dynamicRef: "#node" } } },
};

const table: Record<string, KeywordCase[]> = {
  $ref: [
    {
      name: "root pointer",
      schema: { properties: { foo: { $ref: "#" } }, additionalProperties: false },
      valid: [{ foo: { foo: {} } }],
      invalid: [{ foo: { bar: 1 } }],
    },
    {
      name: "escaped pointer",
      schema: {
        $defs: {
          "tilde~field": { type: "integer" },
          "slash/field": { type: "integer" },
          "percent%field": { type: "integer" },
        },
        properties: {
          tilde: { $ref: "#/$defs/tilde~0field" },
          slash: { $ref: "#/$defs/slash~1field" },
          percent: { $ref: "#/$defs/percent%25field" },
        },
      },
      valid: [{ tilde: 1, slash: 2, percent: 3 }],
      invalid: [{ tilde: "a" }, { slash: "a" }, { percent: "a" }],
    },
    {
      name: "array index pointer",
      schema: { prefixItems: [{ type: "integer" }, { $ref: "#/prefixItems/0" }] },
      valid: [[1, 2]],
      invalid: [[1, "a"]],
    },
    {
      name: "embedded resource by absolute URI",
      schema: {
        $id: "https://example.com/root.json",
        $ref: "https://example.com/other.json",
        $defs: { other: { $id: "other.json", type: "integer" } },
      },
      valid: [1],
      invalid: ["a"],
    },
    {
      name: "relative ref resolves against the nearest $id",
      schema: {
        $id: "https://example.com/schemas/root.json",
        $defs: {
          nested: {
            $id: "nested/",
            $defs: { leaf: { $id: "leaf.json", type: "string" } },
            $ref: "leaf.json",
          },
        },
        $ref: "nested/",
      },
      valid: ["a"],
      invalid: [1],
    },
    {
      name: "$anchor",
      schema: { $ref: "#num", $defs: { n: { $anchor: "num", type: "number" } } },
      valid: [1],
      invalid: ["a"],
    },
    {
      name: "$anchor inside an embedded resource",
      schema: {
        $id: "https://example.com/a",
        $ref: "https://example.com/b#str",
        $defs: { b: { $id: "b", $defs: { s: { $anchor: "str", type: "string" } } } },
      },
      valid: ["x"],
      invalid: [1],
    },
    {
      name: "URN base",
      schema: {
        $id: "urn:uuid:deadbeef-1234-ffff-ffff-4321feebdaed",
        properties: { foo: { $ref: "#/$defs/bar" } },
        $defs: { bar: { type: "string" } },
      },
      valid: [{ foo: "x" }],
      invalid: [{ foo: 1 }],
    },
    {
      name: "$id inside enum is data, not an identifier",
      schema: {
        $defs: {
          real: { $id: "https://example.com/real", type: "string" },
          data: { enum: [{ $id: "https://example.com/fake", type: "null" }] },
        },
        $ref: "https://example.com/real",
      },
      valid: ["x"],
      invalid: [null],
    },
    {
      name: "2019-09+ keywords beside $ref apply",
      schema: { $ref: "#/$defs/s", maxLength: 2, $defs: { s: { type: "string" } } },
      valid: ["ab"],
      invalid: ["abc", 1],
    },
    {
      name: "draft-07 ignores keywords beside $ref",
      schema: {
        $schema: DRAFT[7],
        definitions: { s: { type: "string" } },
        properties: { a: { $ref: "#/definitions/s", maxLength: 2 } },
      },
      valid: [{ a: "abc" }],
      invalid: [{ a: 1 }],
    },
    {
      name: "draft-04 id and $ref",
      schema: {
        $schema: DRAFT[4],
        id: "http://example.com/root.json",
        definitions: { a: { id: "#foo", type: "integer" } },
        $ref: "#foo",
      },
      valid: [1],
      invalid: ["a"],
    },
    {
      name: "draft-07 $id beside $ref does not change the base",
      schema: {
        $schema: DRAFT[7],
        $id: "http://example.com/base/",
        definitions: {
          foo: { $id: "http://example.com/foo.json", type: "string" },
          base: { $id: "foo.json", type: "number" },
        },
        allOf: [{ $id: "http://example.com/", $ref: "foo.json" }],
      },
      valid: [1],
      invalid: ["a"],
    },
    {
      name: "draft-06 plain-name $id",
      schema: { $schema: DRAFT[6], $ref: "#bool", definitions: { b: { $id: "#bool", type: "boolean" } } },
      valid: [true],
      invalid: [1],
    },
    {
      name: "remote ref passes",
      schema: { $ref: "https://example.com/absent.json" },
      valid: [1],
      invalid: [],
    },
    { name: "dangling pointer passes", schema: { $ref: "#/$defs/missing" }, valid: [1], invalid: [] },
  ],
  $dynamicRef: [
    {
      name: "resolves like $ref without an outer anchor",
      schema: tree,
      valid: [{ data: 1, children: [{ children: [] }] }],
      invalid: [{ children: [1] }],
    },
    {
      name: "an outer $dynamicAnchor extends the recursion",
      schema: {
        $schema: DRAFT[2020],
        $id: "https://example.com/strict-tree",
        $dynamicAnchor: "node",
        $ref: "tree",
        unevaluatedProperties: false,
        $defs: { tree },
      },
      valid: [{ data: 1, children: [{ data: 2 }] }],
      invalid: [{ children: [{ daat: 1 }] }, { daat: 1 }],
    },
    {
      name: "without a dynamic anchor in the target it is a plain $ref",
      schema: {
        $schema: DRAFT[2020],
        $id: "https://example.com/root",
        $dynamicAnchor: "items",
        type: "array",
        items: { $dynamicRef: "#/$defs/s" },
        $defs: { s: { type: "string" } },
      },
      valid: [["a"]],
      invalid: [[1]],
    },
  ],
  $recursiveRef: [
    {
      name: "works like $ref to the resource root",
      schema: {
        $schema: DRAFT[2019],
        properties: { foo: { $recursiveRef: "#" } },
        additionalProperties: false,
      },
      valid: [{ foo: { foo: {} } }],
      invalid: [{ foo: { bar: 1 } }],
    },
    {
      name: "$recursiveAnchor in the outer resource extends the recursion",
      schema: {
        $schema: DRAFT[2019],
        $id: "https://example.com/strict-tree",
        $recursiveAnchor: true,
        $ref: "tree",
        unevaluatedProperties: false,
        $defs: {
          tree: {
            $id: "tree",
            $recursiveAnchor: true,
            type: "object",
            properties: { data: true, children: { type: "array", items: { $recursiveRef: "#" } } },
          },
        },
      },
      valid: [{ data: 1, children: [{ data: 2 }] }],
      invalid: [{ children: [{ daat: 1 }] }],
    },
  ],
  "cycles and depth": [
    {
      name: "mutual recursion through data",
      schema: {
        $defs: {
          a: { type: "object", properties: { b: { $ref: "#/$defs/b" } } },
          b: { type: "object", properties: { a: { $ref: "#/$defs/a" } } },
        },
        $ref: "#/$defs/a",
      },
      valid: [{ b: { a: { b: {} } } }],
      invalid: [{ b: { a: 1 } }],
    },
  ],
};

describe.each(Object.entries(table))("%s", (_keyword, rows) => {
  it.each(expandCases(rows))("%s", (_name, schema, value, valid, options) => {
    expect(accepts(schema, value, options)).toBe(valid);
  });
});

describe("schema shapes JavaScript allows", () => {
  it("compiles a schema object that contains itself", () => {
    const node: Record<string, unknown> = { type: "object" };
    node.properties = { next: node, value: { type: "number" } };
    expect(accepts(node, { next: { next: { value: 1 } } })).toBe(true);
    expect(accepts(node, { next: { next: { value: "x" } } })).toBe(false);
  });
});
