import type { JsonSchemaToolDescriptors } from "@codemode/runtime-core";
import fc from "fast-check";
import type { JSONSchema7 } from "json-schema";
import { describe, expect, it } from "vitest";
import { generateNamespaceTypes } from "../../src/json-schema/generate-types.ts";
import { renderNamespace } from "../../src/json-schema/namespace-declaration.ts";
import { namespaceMethods } from "../../src/json-schema/namespace-methods.ts";
import { compileDeclarations, describeDiagnostics } from "../support/compile-declarations.ts";

/** Definition names that stress naming: library names, keywords, separators, digits, unicode, escapes. */
const DEFINITION_NAMES = [
  "User",
  "Error",
  "Record",
  "string",
  "a/b",
  "c~d",
  "io.k8s.v1.Pod",
  "io.k8s.v2.Pod",
  "2fa",
  "é",
  "%41",
  "",
];
const PROPERTY_NAMES = [
  "id",
  "type",
  "content-type",
  "@odata.id",
  "2x",
  'q"uote',
  "new\nline",
  "__proto__",
  "constructor",
  "$ref",
];
const TYPES = ["string", "integer", "number", "boolean", "null", "object", "array", "decimal"];

/** A reference into the definitions above, sometimes escaped, external or dangling. */
const reference = fc.oneof(
  fc
    .constantFrom(...DEFINITION_NAMES)
    .map((name) => `#/$defs/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`),
  fc.constantFrom(
    "#",
    "#/properties/id",
    "#/$defs/Missing",
    "https://example.com/x.json",
    "#anchor",
    "#/$defs/a%2Fb",
  ),
);

const literal = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

/** Schemas built from the keywords the generator understands, with malformed values mixed in. */
const { schema } = fc.letrec<{ schema: unknown }>((tie) => ({
  schema: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.boolean(),
    fc.record(
      {
        type: fc.oneof(fc.constantFrom(...TYPES), fc.subarray(TYPES), fc.constant(7)),
        properties: fc.dictionary(fc.constantFrom(...PROPERTY_NAMES), tie("schema"), { maxKeys: 3 }),
        required: fc.oneof(fc.subarray(PROPERTY_NAMES), fc.constant("id")),
        additionalProperties: fc.oneof(fc.boolean(), tie("schema")),
        patternProperties: fc.dictionary(fc.constantFrom("^x-", "^y"), tie("schema"), { maxKeys: 2 }),
        items: fc.oneof(tie("schema"), fc.array(tie("schema"), { maxLength: 2 })),
        prefixItems: fc.array(tie("schema"), { maxLength: 2 }),
        additionalItems: tie("schema"),
        minItems: fc.nat(3),
        anyOf: fc.array(tie("schema"), { maxLength: 3 }),
        oneOf: fc.array(tie("schema"), { maxLength: 3 }),
        allOf: fc.array(tie("schema"), { maxLength: 3 }),
        enum: fc.oneof(fc.array(literal, { maxLength: 12 }), fc.constant("x")),
        const: literal,
        nullable: fc.boolean(),
        $ref: reference,
        description: fc.string({ maxLength: 12 }),
        format: fc.constantFrom("date-time", "*/", "uri"),
        default: literal,
      },
      { requiredKeys: [] },
    ),
  ),
}));

const toolSchema = fc.record({
  inputSchema: fc.record(
    {
      type: fc.constant("object"),
      properties: fc.dictionary(fc.constantFrom(...PROPERTY_NAMES), schema, { maxKeys: 4 }),
      $defs: fc.dictionary(fc.constantFrom(...DEFINITION_NAMES), schema, { maxKeys: 6 }),
    },
    { requiredKeys: ["type"] },
  ),
  outputSchema: fc.option(schema, { nil: undefined }),
  description: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
});

const tools = fc.dictionary(
  fc.constantFrom("get-user", "get.user", "list", "delete", "2fa", "x y", "emoji😀"),
  toolSchema,
  {
    minKeys: 1,
    maxKeys: 5,
  },
);

describe("random schemas", () => {
  it("always generate declarations that compile, in both layouts and for single methods", () => {
    fc.assert(
      fc.property(tools, (record) => {
        const descriptors = record as unknown as JsonSchemaToolDescriptors;
        const full = generateNamespaceTypes("api", descriptors);
        const compact = renderNamespace("api", namespaceMethods(descriptors), undefined, "compact");
        const [first] = Object.keys(descriptors);
        const single = generateNamespaceTypes("api", descriptors, { only: [first as string] });
        const source = [full, compact, single]
          .map((text, index) => `namespace Layout${index} {\n${text}\n}`)
          .join("\n");
        const diagnostics = compileDeclarations(source);
        expect(diagnostics, `${describeDiagnostics(diagnostics)}\n--- declarations ---\n${full}`).toEqual([]);
      }),
      { numRuns: 40, seed: 20_260_401 },
    );
  }, 120_000);

  it("converts a schema object that contains itself without recursing forever", () => {
    const node: Record<string, unknown> = { type: "object", properties: {} };
    (node.properties as Record<string, unknown>).self = node;
    node.items = node;
    const declarations = generateNamespaceTypes("api", { loop: { inputSchema: node as JSONSchema7 } });
    expect(declarations).toContain("type LoopInput = {\n  self?: unknown;\n};");
  });

  it("degrades very deep inline nesting to unknown", () => {
    let deep: Record<string, unknown> = { type: "string" };
    for (let level = 0; level < 200; level++) deep = { type: "object", properties: { next: deep } };
    const declarations = generateNamespaceTypes("api", { deep: { inputSchema: deep as JSONSchema7 } });
    expect(declarations).toContain("next?: unknown;");
    expect(declarations).not.toContain("next?: string;");
    const diagnostics = compileDeclarations(declarations);
    expect(diagnostics, describeDiagnostics(diagnostics)).toEqual([]);
  });
});
