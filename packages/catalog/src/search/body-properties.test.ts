import { describe, expect, it } from "vitest";
import { bodyPropertyNames } from "./body-properties.ts";

describe("bodyPropertyNames", () => {
  it("reads the property names of object parameters, not the top-level names or deeper ones", () => {
    const schema = {
      type: "object",
      properties: {
        owner: { type: "string" },
        body: {
          type: "object",
          properties: {
            state: { type: "string", enum: ["open", "closed"] },
            labels: { type: "object", properties: { nested: { type: "string" } } },
          },
        },
      },
    };
    expect(bodyPropertyNames(schema)).toEqual(["state", "labels"]);
  });

  it("follows a reference into the schema's own $defs, escaped segments included", () => {
    const schema = {
      type: "object",
      properties: { body: { $ref: "#/$defs/issue~1update" } },
      $defs: { "issue/update": { type: "object", properties: { locked: { type: "boolean" } } } },
    };
    expect(bodyPropertyNames(schema)).toEqual(["locked"]);
  });

  it.each([
    ["no schema", undefined],
    ["a schema without properties", { type: "object" }],
    ["a dangling reference", { type: "object", properties: { body: { $ref: "#/$defs/missing" } } }],
    ["an inherited definition name", { properties: { body: { $ref: "#/$defs/toString" } }, $defs: {} }],
    ["an array", []],
  ])("finds nothing in %s", (_why, schema) => {
    expect(bodyPropertyNames(schema)).toEqual([]);
  });
});
