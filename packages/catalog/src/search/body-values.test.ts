import { describe, expect, it } from "vitest";
import { bodyPropertyValues } from "./body-values.ts";
import { MOST_FIELD_VALUES } from "./ranking-parameters.ts";

describe("bodyPropertyValues", () => {
  it("reads the values the request body's fields are limited to, not those of other parameters", () => {
    const schema = {
      type: "object",
      properties: {
        state: { type: "string", enum: ["all", "open"] },
        filter: { type: "object", properties: { kind: { enum: ["filtered"] } } },
        body: {
          type: "object",
          properties: {
            state: { type: "string", enum: ["open", "closed", ""] },
            reason: { const: "not_planned" },
            labels: { type: "array", items: { enum: ["bug", "open"] } },
            lock: { anyOf: [{ enum: ["off-topic"] }, { type: "null" }], oneOf: [{ const: "spam" }] },
            visibility: { allOf: [{ enum: ["private", "public"] }] },
            nested: { type: "object", properties: { deep: { enum: ["hidden"] } } },
            count: { type: "integer", enum: [1, 2] },
          },
        },
      },
    };
    expect(bodyPropertyValues(schema)).toEqual([
      "open",
      "closed",
      "not_planned",
      "bug",
      "off-topic",
      "spam",
      "private",
      "public",
    ]);
  });

  it("follows references into the schema's own $defs, for the body, a field, its items and members", () => {
    const schema = {
      type: "object",
      properties: { body: { $ref: "#/$defs/Patch" } },
      $defs: {
        Patch: {
          type: "object",
          properties: {
            state: { $ref: "#/$defs/State%25" },
            tags: { type: "array", items: { $ref: "#/$defs/Tag" } },
            visibility: { anyOf: [{ $ref: "#/$defs/Visibility" }] },
            chained: { $ref: "#/$defs/Chain" },
          },
        },
        "State%": { enum: ["open", "closed"] },
        Tag: { enum: ["urgent"] },
        Visibility: { enum: ["private", "public"] },
        Chain: { $ref: "#/$defs/Tag" },
      },
    };
    // A reference is followed one level: the chained field's definition is itself a reference.
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

  it("reads a dangling reference's own values, as a derived copy keeps them", () => {
    const schema = {
      type: "object",
      properties: {
        body: { type: "object", properties: { state: { $ref: "#/$defs/Missing", enum: ["own"] } } },
      },
      $defs: {},
    };
    expect(bodyPropertyValues(schema)).toEqual(["own"]);
  });

  it.each([
    ["no schema", undefined],
    ["a schema without properties", { type: "object" }],
    [
      "a body that is a dangling reference",
      { type: "object", properties: { body: { $ref: "#/$defs/missing" } } },
    ],
    ["an inherited definition name", { properties: { body: { $ref: "#/$defs/toString" } }, $defs: {} }],
    ["values of top-level parameters only", { properties: { state: { enum: ["open"] } } }],
    ["an array", []],
  ])("finds nothing in %s", (_why, schema) => {
    expect(bodyPropertyValues(schema)).toEqual([]);
  });
});
