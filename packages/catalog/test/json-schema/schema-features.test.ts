import type { JSONSchema7 } from "json-schema";
import { describe, expect, it } from "vitest";
import { jsonSchemaToType } from "../../src/json-schema/json-schema-to-type.ts";
import { compileDeclarations, describeDiagnostics } from "../support/compile-declarations.ts";

interface FeatureCase {
  readonly name: string;
  readonly schema: unknown;
  readonly expected: string;
}

/** Each case: the schema given to `jsonSchemaToType(schema, "T")` and the exact declarations expected. */
const CASES: readonly FeatureCase[] = [
  // primitives and type arrays
  { name: "string", schema: { type: "string" }, expected: "type T = string;" },
  { name: "integer is number", schema: { type: "integer" }, expected: "type T = number;" },
  { name: "number", schema: { type: "number" }, expected: "type T = number;" },
  { name: "boolean", schema: { type: "boolean" }, expected: "type T = boolean;" },
  { name: "null", schema: { type: "null" }, expected: "type T = null;" },
  {
    name: "type array",
    schema: { type: ["string", "integer", "null"] },
    expected: "type T = string | number | null;",
  },
  { name: "unknown type name", schema: { type: "decimal" }, expected: "type T = unknown;" },
  { name: "empty schema", schema: {}, expected: "type T = unknown;" },
  { name: "boolean schema true", schema: true, expected: "type T = unknown;" },
  { name: "boolean schema false", schema: false, expected: "type T = never;" },
  // nullable
  {
    name: "nullable (OpenAPI 3.0)",
    schema: { type: "string", nullable: true },
    expected: "type T = string | null;",
  },
  {
    name: "x-nullable (Swagger 2.0)",
    schema: { type: "integer", "x-nullable": true },
    expected: "type T = number | null;",
  },
  { name: "nullable on unknown", schema: { nullable: true }, expected: "type T = unknown;" },
  // enum and const
  {
    name: "enum of strings",
    schema: { type: "string", enum: ["open", "closed"] },
    expected: 'type T = "open" | "closed";',
  },
  {
    name: "enum of mixed values, deduplicated",
    schema: { enum: [1, -2.5, true, null, 'a"b', 1] },
    expected: 'type T = 1 | -2.5 | true | null | "a\\"b";',
  },
  {
    name: "enum of objects",
    schema: { enum: [{ a: 1 }, [1, "x"]] },
    expected: 'type T = { a: 1 } | [1, "x"];',
  },
  { name: "empty enum", schema: { enum: [] }, expected: "type T = never;" },
  { name: "nullable enum", schema: { enum: ["a"], nullable: true }, expected: 'type T = "a" | null;' },
  { name: "const", schema: { const: "fixed" }, expected: 'type T = "fixed";' },
  { name: "const null", schema: { const: null }, expected: "type T = null;" },
  { name: "const object", schema: { const: { "a-b": [true] } }, expected: 'type T = { "a-b": [true] };' },
  // combinators
  {
    name: "anyOf",
    schema: { anyOf: [{ type: "string" }, { type: "number" }] },
    expected: "type T = string | number;",
  },
  {
    name: "oneOf with nullable",
    schema: { oneOf: [{ type: "string" }, { type: "boolean" }], nullable: true },
    expected: "type T = string | boolean | null;",
  },
  {
    name: "allOf of objects",
    schema: {
      allOf: [
        { type: "object", properties: { a: { type: "string" } }, required: ["a"] },
        { type: "object", properties: { b: { type: "number" } } },
      ],
    },
    expected: "type T = {\n  a: string;\n} & {\n  b?: number;\n};",
  },
  {
    name: "allOf beside own properties",
    schema: {
      type: "object",
      allOf: [{ $ref: "#/$defs/Base" }],
      properties: { extra: { type: "string" } },
      $defs: { Base: { type: "object", properties: { id: { type: "string" } } } },
    },
    expected: "type T = Base & {\n  extra?: string;\n};\ntype Base = {\n  id?: string;\n};",
  },
  {
    name: "allOf leaves out members it cannot express (not)",
    schema: { allOf: [{ anyOf: [{ type: "string" }, { type: "number" }] }, { not: {} }] },
    expected: "type T = string | number;",
  },
  {
    name: "type beside oneOf does not add noise",
    schema: {
      type: "object",
      oneOf: [{ $ref: "#/$defs/A" }, { $ref: "#/$defs/B" }],
      $defs: { A: { type: "string" }, B: { type: "number" } },
    },
    expected: "type T = A | B;\ntype A = string;\ntype B = number;",
  },
  {
    name: "intersection of unions",
    schema: { allOf: [{ enum: ["a", "b"] }, { anyOf: [{ const: "a" }, { type: "number" }] }] },
    expected: 'type T = ("a" | "b") & ("a" | number);',
  },
  // objects
  {
    name: "properties, required and optional",
    schema: {
      type: "object",
      properties: { id: { type: "string" }, count: { type: "integer" } },
      required: ["id"],
    },
    expected: "type T = {\n  id: string;\n  count?: number;\n};",
  },
  {
    name: "quoted property names",
    schema: {
      type: "object",
      properties: {
        "content-type": { type: "string" },
        "2fa": {},
        "@odata.id": {},
        $ok: {},
        'say "hi"\n': {},
      },
    },
    expected:
      'type T = {\n  "content-type"?: string;\n  "2fa"?: unknown;\n  "@odata.id"?: unknown;\n  $ok?: unknown;\n  "say \\"hi\\"\\n"?: unknown;\n};',
  },
  {
    name: "required name without a property",
    schema: { type: "object", properties: { a: { type: "string" } }, required: ["a", "b"] },
    expected: "type T = {\n  a: string;\n  b: unknown;\n};",
  },
  {
    name: "object without properties",
    schema: { type: "object" },
    expected: "type T = Record<string, unknown>;",
  },
  {
    name: "closed empty object",
    schema: { type: "object", additionalProperties: false },
    expected: "type T = Record<string, never>;",
  },
  {
    name: "additionalProperties schema only",
    schema: { type: "object", additionalProperties: { type: "number" } },
    expected: "type T = { [key: string]: number };",
  },
  {
    name: "additionalProperties schema beside properties (no TS2411)",
    schema: {
      type: "object",
      properties: { name: { type: "string" } },
      additionalProperties: { type: "number" },
    },
    expected: "type T = {\n  name?: string;\n} & { [key: string]: number };",
  },
  {
    name: "additionalProperties true beside properties",
    schema: { type: "object", properties: { name: { type: "string" } }, additionalProperties: true },
    expected: "type T = {\n  name?: string;\n  [key: string]: unknown;\n};",
  },
  {
    name: "additionalProperties false beside properties",
    schema: { type: "object", properties: { name: { type: "string" } }, additionalProperties: false },
    expected: "type T = {\n  name?: string;\n};",
  },
  {
    name: "patternProperties",
    schema: {
      type: "object",
      patternProperties: { "^x-": { type: "string" }, "^n-": { type: "number" } },
      additionalProperties: false,
    },
    expected: "type T = { [key: string]: string | number };",
  },
  {
    name: "patternProperties with open additional keys",
    schema: {
      type: "object",
      properties: { a: { type: "boolean" } },
      patternProperties: { "^x-": { type: "string" } },
    },
    expected: "type T = {\n  a?: boolean;\n  [key: string]: unknown;\n};",
  },
  {
    name: "boolean property schemas",
    schema: { type: "object", properties: { anything: true, nothing: false }, required: ["anything"] },
    expected: "type T = {\n  anything: unknown;\n  nothing?: never;\n};",
  },
  {
    name: "object inferred from properties without type",
    schema: { properties: { a: { type: "string" } } },
    expected: "type T = {\n  a?: string;\n};",
  },
  {
    name: "nested objects are indented",
    schema: {
      type: "object",
      properties: { outer: { type: "object", properties: { inner: { type: "string" } } } },
    },
    expected: "type T = {\n  outer?: {\n    inner?: string;\n  };\n};",
  },
  {
    name: "nullable object",
    schema: { type: ["object", "null"], properties: { a: { type: "string" } } },
    expected: "type T = {\n  a?: string;\n} | null;",
  },
  // arrays and tuples
  {
    name: "array of strings",
    schema: { type: "array", items: { type: "string" } },
    expected: "type T = string[];",
  },
  { name: "array without items", schema: { type: "array" }, expected: "type T = unknown[];" },
  {
    name: "array of a union is parenthesized",
    schema: { type: "array", items: { type: ["string", "number"] } },
    expected: "type T = (string | number)[];",
  },
  {
    name: "array of nullable strings",
    schema: { type: "array", items: { type: "string", nullable: true } },
    expected: "type T = (string | null)[];",
  },
  {
    name: "nested arrays",
    schema: { type: "array", items: { type: "array", items: { type: "integer" } } },
    expected: "type T = number[][];",
  },
  {
    name: "prefixItems tuple, closed",
    schema: { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], items: false },
    expected: "type T = [string, number];",
  },
  {
    name: "prefixItems tuple with rest",
    schema: { type: "array", prefixItems: [{ type: "string" }], items: { type: "boolean" } },
    expected: "type T = [string, ...boolean[]];",
  },
  {
    name: "prefixItems with minItems makes the tail optional",
    schema: { type: "array", prefixItems: [{ type: "string" }, { type: ["number", "null"] }], minItems: 1 },
    expected: "type T = [string, (number | null)?];",
  },
  {
    name: "array-form items tuple (draft 7)",
    schema: { type: "array", items: [{ type: "string" }, { type: "integer" }] },
    expected: "type T = [string, number];",
  },
  {
    name: "array-form items with additionalItems schema",
    schema: { type: "array", items: [{ type: "string" }], additionalItems: { type: "number" } },
    expected: "type T = [string, ...number[]];",
  },
  {
    name: "array-form items with additionalItems true",
    schema: { type: "array", items: [{ type: "string" }], additionalItems: true },
    expected: "type T = [string, ...unknown[]];",
  },
  { name: "empty tuple", schema: { type: "array", items: [] }, expected: "type T = [];" },
  // documentation
  {
    name: "description, format, default and example as JSDoc",
    schema: {
      type: "object",
      properties: {
        created: { type: "string", format: "date-time", description: "When it was created." },
        size: { type: "integer", default: 10, examples: [25] },
        old: { type: "string", deprecated: true },
        note: { type: "string", example: "hello" },
      },
    },
    expected:
      "type T = {\n  /**\n   * When it was created.\n   * @format date-time\n   */\n  created?: string;\n" +
      "  /**\n   * @default 10\n   * @example 25\n   */\n  size?: number;\n  /** @deprecated */\n  old?: string;\n" +
      '  /** @example "hello" */\n  note?: string;\n};',
  },
  {
    name: "comment terminators are escaped and lines kept",
    schema: {
      type: "object",
      properties: { a: { type: "string", description: "ends */ early\r\n\r\n\r\nsecond line  " } },
    },
    expected: "type T = {\n  /**\n   * ends *\\/ early\n   *\n   * second line\n   */\n  a?: string;\n};",
  },
  {
    name: "long examples are left out",
    schema: { type: "object", properties: { a: { type: "string", example: "x".repeat(200) } } },
    expected: "type T = {\n  a?: string;\n};",
  },
  // references
  {
    name: "$defs reference becomes a named type",
    schema: {
      type: "object",
      properties: { owner: { $ref: "#/$defs/User" }, author: { $ref: "#/$defs/User" } },
      $defs: { User: { type: "object", description: "A user.", properties: { login: { type: "string" } } } },
    },
    expected:
      "type T = {\n  owner?: User;\n  author?: User;\n};\n/** A user. */\ntype User = {\n  login?: string;\n};",
  },
  {
    name: "definitions (draft 7) reference",
    schema: { $ref: "#/definitions/pet", definitions: { pet: { type: "string" } } },
    expected: "type T = Pet;\ntype Pet = string;",
  },
  {
    name: "escaped pointer segments",
    schema: {
      type: "object",
      properties: { a: { $ref: "#/$defs/a~1b" }, b: { $ref: "#/$defs/c~0d" }, c: { $ref: "#/$defs/e%20f" } },
      $defs: { "a/b": { type: "string" }, "c~d": { type: "number" }, "e f": { type: "boolean" } },
    },
    expected:
      "type T = {\n  a?: B;\n  b?: CD;\n  c?: EF;\n};\ntype B = string;\ntype CD = number;\ntype EF = boolean;",
  },
  {
    name: "reference to a property path",
    schema: { type: "object", properties: { a: { type: "integer" }, b: { $ref: "#/properties/a" } } },
    expected: "type T = {\n  a?: number;\n  b?: A;\n};\ntype A = number;",
  },
  {
    name: "recursive definition",
    schema: {
      $ref: "#/$defs/Tree",
      $defs: {
        Tree: {
          type: "object",
          properties: {
            value: { type: "number" },
            children: { type: "array", items: { $ref: "#/$defs/Tree" } },
          },
        },
      },
    },
    expected: "type T = Tree;\ntype Tree = {\n  value?: number;\n  children?: Tree[];\n};",
  },
  {
    name: "root self-reference",
    schema: { type: "object", properties: { next: { $ref: "#" } } },
    expected: "type T = {\n  next?: T;\n};",
  },
  {
    name: "mutually recursive definitions",
    schema: {
      $ref: "#/$defs/A",
      $defs: {
        A: { type: "object", properties: { b: { $ref: "#/$defs/B" } } },
        B: { type: "object", properties: { a: { $ref: "#/$defs/A" } } },
      },
    },
    expected: "type T = A;\ntype A = {\n  b?: B;\n};\ntype B = {\n  a?: A;\n};",
  },
  {
    name: "circular aliases are cut (TS2456 otherwise)",
    schema: {
      type: "object",
      properties: { x: { $ref: "#/$defs/A" } },
      $defs: {
        A: { anyOf: [{ $ref: "#/$defs/B" }, { type: "string" }] },
        B: { anyOf: [{ $ref: "#/$defs/A" }, { type: "number" }] },
      },
    },
    expected: "type T = {\n  x?: A;\n};\ntype A = unknown;\ntype B = unknown;",
  },
  {
    name: "self-intersection is cut",
    schema: {
      $ref: "#/$defs/Loop",
      $defs: {
        Loop: {
          allOf: [{ $ref: "#/$defs/Loop" }, { type: "object", properties: { a: { type: "string" } } }],
        },
      },
    },
    expected: "type T = Loop;\ntype Loop = {\n  a?: string;\n};",
  },
  {
    name: "$ref beside nullable",
    schema: {
      type: "object",
      properties: { a: { $ref: "#/$defs/X", nullable: true } },
      $defs: { X: { type: "string" } },
    },
    expected: "type T = {\n  a?: X | null;\n};\ntype X = string;",
  },
  {
    name: "reference to a boolean schema",
    schema: {
      type: "object",
      properties: { a: { $ref: "#/$defs/Any" }, b: { $ref: "#/$defs/None" } },
      $defs: { Any: true, None: false },
    },
    expected: "type T = {\n  a?: unknown;\n  b?: never;\n};",
  },
  {
    name: "external and dangling references degrade to unknown",
    schema: {
      type: "object",
      properties: {
        a: { $ref: "https://example.com/schemas/x.json" },
        b: { $ref: "other.json#/X" },
        c: { $ref: "#/$defs/Missing" },
        d: { $ref: "#anchor" },
        e: { $ref: "#/constructor" },
      },
    },
    expected:
      "type T = {\n  a?: unknown;\n  b?: unknown;\n  c?: unknown;\n  d?: unknown;\n  e?: unknown;\n};",
  },
  // names
  {
    name: "definition names are sanitized, qualified on clashes and never shadow library types",
    schema: {
      type: "object",
      properties: {
        a: { $ref: "#/$defs/io.k8s.api.core.v1.Pod" },
        b: { $ref: "#/$defs/io.k8s.api.core.v1beta1.Pod" },
        c: { $ref: "#/$defs/Error" },
        d: { $ref: "#/$defs/full-repository" },
        e: { $ref: "#/$defs/T" },
        f: { $ref: "#/$defs/2fa" },
        g: { $ref: "#/$defs/Record" },
      },
      $defs: {
        "io.k8s.api.core.v1.Pod": { type: "string" },
        "io.k8s.api.core.v1beta1.Pod": { type: "number" },
        Error: { type: "boolean" },
        "full-repository": { type: "null" },
        T: { const: 1 },
        "2fa": { const: 2 },
        Record: { const: 3 },
      },
    },
    expected:
      "type T = {\n  a?: Pod;\n  b?: V1beta1Pod;\n  c?: Error_;\n  d?: FullRepository;\n  e?: T2;\n  f?: _2fa;\n  g?: Record_;\n};\n" +
      "type Pod = string;\ntype V1beta1Pod = number;\ntype Error_ = boolean;\ntype FullRepository = null;\ntype T2 = 1;\ntype _2fa = 2;\ntype Record_ = 3;",
  },
  // malformed input never produces invalid output
  {
    name: "malformed keywords are ignored",
    schema: {
      type: "object",
      properties: {
        a: "not a schema",
        b: null,
        c: { type: 42 },
        d: { enum: "x" },
        e: { items: "y", type: "array" },
      },
      required: "a",
      additionalProperties: "maybe",
    },
    expected:
      "type T = {\n  a?: unknown;\n  b?: unknown;\n  c?: unknown;\n  d?: unknown;\n  e?: unknown[];\n};",
  },
  {
    name: "non-finite and odd enum values",
    schema: { enum: [Number.POSITIVE_INFINITY, -0, 1e21, "\u2028"] },
    expected: 'type T = number | 0 | 1e+21 | "\u2028";',
  },
  {
    name: "unsupported keywords alone",
    // `then` is a JSON Schema keyword here, not a thenable
    schema: JSON.parse('{ "not": { "type": "string" }, "if": {}, "then": {} }'),
    expected: "type T = unknown;",
  },
];

describe("jsonSchemaToType: schema features", () => {
  it.each(CASES.map((testCase) => [testCase.name, testCase] as const))("%s", (_name, testCase) => {
    const declarations = jsonSchemaToType(testCase.schema as JSONSchema7, "T");
    expect(declarations).toBe(testCase.expected);
  });

  it("every expected declaration compiles under strict", () => {
    const source = CASES.map((testCase, index) => `namespace Case${index} {\n${testCase.expected}\n}`).join(
      "\n",
    );
    const diagnostics = compileDeclarations(source);
    expect(diagnostics, describeDiagnostics(diagnostics)).toEqual([]);
  });
});
