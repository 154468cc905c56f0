import type { JSONSchema7 } from "json-schema";
import { describe, expect, it } from "vitest";
import { outputShape } from "./output-shape.ts";

/** An object schema with `count` string fields `f0..`, each holding `nested` when given. */
function wide(count: number, nested?: JSONSchema7): JSONSchema7 {
  const properties: Record<string, JSONSchema7> = {};
  for (let i = 0; i < count; i++)
    properties[`field_${i}`] = nested ?? { type: "string", description: "x".repeat(50) };
  return { type: "object", properties };
}

function propertiesOf(schema: JSONSchema7 | boolean): Record<string, JSONSchema7> {
  return ((schema as JSONSchema7).properties ?? {}) as Record<string, JSONSchema7>;
}

describe("outputShape", () => {
  it("keeps a small output as it is", () => {
    const schema: JSONSchema7 = {
      type: "object",
      properties: { id: { type: "integer" }, name: { type: "string" } },
    };
    expect(outputShape(schema)).toEqual({ schema, shortened: false });
  });

  it("keeps the result's own fields and collapses objects the budget does not reach", () => {
    const shaped = outputShape(wide(6, wide(40, wide(40))));
    expect(shaped.shortened).toBe(true);
    const top = propertiesOf(shaped.schema);
    // The result's own fields come first, in order, as many as the budget holds; the cut object admits any key.
    expect(Object.keys(top).length).toBeGreaterThan(0);
    expect(Object.keys(top)).toEqual(Object.keys(top).map((_, i) => `field_${i}`));
    // Nothing three levels down is declared: the budget ends well before.
    const deepest = Object.values(top).flatMap((child) => Object.values(propertiesOf(child)));
    expect(deepest.every((child) => propertiesOf(child).field_0 === undefined)).toBe(true);
    expect(JSON.stringify(shaped.schema)).not.toContain("description");
  });

  it("writes a long enumeration as its primitive type and keeps a short one", () => {
    const schema: JSONSchema7 = {
      type: "object",
      properties: {
        state: { type: "string", enum: ["a", "b", "c", "d", "e", "f"] },
        kind: { type: "string", enum: ["x", "y"] },
        padding: { type: "string", description: "y".repeat(400) },
      },
    };
    const top = propertiesOf(outputShape(schema).schema);
    expect(top.state?.enum).toBeUndefined();
    expect([top.state?.type].flat()).toEqual(["string"]);
    expect(top.kind?.enum).toEqual(["x", "y"]);
  });

  it("ends on a cyclic schema", () => {
    const schema = {
      type: "object",
      properties: { self: { $ref: "#/$defs/Node" }, more: { type: "string", description: "z".repeat(400) } },
      $defs: {
        Node: { type: "object", properties: { next: { $ref: "#/$defs/Node" }, id: { type: "integer" } } },
      },
    } as JSONSchema7;
    const shaped = outputShape(schema);
    expect(JSON.stringify(shaped.schema).length).toBeLessThan(JSON.stringify(schema).length * 4);
  });
});
