import { describe, expect, it } from "vitest";
import { bodyPropertyNames, bodyPropertyValues } from "./body-properties.ts";
import { MOST_FIELD_VALUES } from "./ranking-parameters.ts";

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

describe("bodyPropertyValues", () => {
  it("reads the values the fields of object parameters are limited to, not those of top-level parameters", () => {
    const schema = {
      type: "object",
      properties: {
        state: { type: "string", enum: ["all", "open"] },
        body: {
          type: "object",
          properties: {
            state: { type: "string", enum: ["open", "closed", ""] },
            reason: { const: "not_planned" },
            labels: { type: "array", items: { enum: ["bug", "open"] } },
            lock: { anyOf: [{ enum: ["off-topic"] }, { type: "null" }], oneOf: [{ const: "spam" }] },
            nested: { type: "object", properties: { deep: { enum: ["hidden"] } } },
            count: { type: "integer", enum: [1, 2] },
          },
        },
      },
    };
    expect(bodyPropertyValues(schema)).toEqual(["open", "closed", "not_planned", "bug", "off-topic", "spam"]);
  });

  it("follows references into the schema's own $defs, for the parameter, the field, its items and members", () => {
    const schema = {
      type: "object",
      properties: { body: { $ref: "#/$defs/Patch" } },
      $defs: {
        Patch: {
          type: "object",
          properties: {
            state: { $ref: "#/$defs/State" },
            tags: { type: "array", items: { $ref: "#/$defs/Tag" } },
            visibility: { anyOf: [{ $ref: "#/$defs/Visibility" }] },
          },
        },
        State: { enum: ["open", "closed"] },
        Tag: { enum: ["urgent"] },
        Visibility: { enum: ["private", "public"] },
      },
    };
    expect(bodyPropertyValues(schema)).toEqual(["open", "closed", "urgent", "private", "public"]);
  });

  it(`leaves out a field limited to more than ${MOST_FIELD_VALUES} values (a catalog, not a state)`, () => {
    const many = Array.from({ length: MOST_FIELD_VALUES + 1 }, (_unused, position) => `event_${position}`);
    const few = many.slice(0, MOST_FIELD_VALUES);
    const withEvents = (events: string[]) => ({
      type: "object",
      properties: {
        body: { type: "object", properties: { events: { type: "array", items: { enum: events } } } },
      },
    });
    expect(bodyPropertyValues(withEvents(many))).toEqual([]);
    expect(bodyPropertyValues(withEvents(few))).toEqual(few);
  });

  it.each([
    ["no schema", undefined],
    ["a schema without properties", { type: "object" }],
    ["a dangling reference", { type: "object", properties: { body: { $ref: "#/$defs/missing" } } }],
    ["values of top-level parameters only", { properties: { state: { enum: ["open"] } } }],
    ["an array", []],
  ])("finds nothing in %s", (_why, schema) => {
    expect(bodyPropertyValues(schema)).toEqual([]);
  });
});
