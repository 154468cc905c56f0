import { describe, expect, it } from "vitest";
import { MOST_RESPONSE_PROPERTIES } from "./ranking-parameters.ts";
import { responsePropertyNames } from "./response-properties.ts";

const object = (...names: string[]) => ({
  type: "object",
  properties: Object.fromEntries(names.map((name) => [name, { type: "string" }])),
});

describe("responsePropertyNames", () => {
  it("reads a result's own property names, in order", () => {
    expect(responsePropertyNames(object("id", "unread", "subject"))).toEqual(["id", "unread", "subject"]);
  });

  it("reads the items of a result that is a list", () => {
    expect(responsePropertyNames({ type: "array", items: object("slug", "price_monthly") })).toEqual([
      "slug",
      "price_monthly",
    ]);
  });

  it("reads the things a result lists: an array property, or one named data", () => {
    expect(
      responsePropertyNames({
        type: "object",
        properties: { total_count: {}, sizes: { type: "array", items: object("vcpus", "memory") } },
      }),
    ).toEqual(["total_count", "sizes", "vcpus", "memory"]);
    expect(
      responsePropertyNames({ type: "object", properties: { data: object("views", "uniques") } }),
    ).toEqual(["data", "views", "uniques"]);
    // Any other object property is a part of the thing, not what the method lists.
    expect(responsePropertyNames({ type: "object", properties: { owner: object("login") } })).toEqual([
      "owner",
    ]);
  });

  it("reads lists two levels deep, no deeper", () => {
    const level = (name: string, inner?: unknown) => ({
      type: "object",
      properties: {
        [name]: {},
        ...(inner === undefined ? {} : { [`${name}_list`]: { type: "array", items: inner } }),
      },
    });
    expect(responsePropertyNames(level("first", level("second", level("third", level("fourth")))))).toEqual([
      "first",
      "first_list",
      "second",
      "second_list",
      "third",
      "third_list",
    ]);
  });

  it("reads allOf, anyOf and oneOf members as part of their schema, each name once", () => {
    expect(
      responsePropertyNames({
        allOf: [object("id", "name")],
        anyOf: [object("name", "email")],
        oneOf: [object("login"), { type: "null" }],
      }),
    ).toEqual(["id", "name", "email", "login"]);
  });

  it("follows references into the schema's own $defs, chains and cycles included", () => {
    expect(
      responsePropertyNames({
        $ref: "#/$defs/Alias",
        $defs: {
          Alias: { $ref: "#/$defs/Node" },
          Node: {
            type: "object",
            properties: { label: {}, children: { type: "array", items: { $ref: "#/$defs/Node" } } },
          },
        },
      }),
    ).toEqual(["label", "children"]);
  });

  it("follows any local reference: definitions, or a path into the schema", () => {
    expect(
      responsePropertyNames({
        type: "array",
        items: { $ref: "#/definitions/Thing" },
        definitions: { Thing: { properties: { color: {}, parts: { $ref: "#/properties/unused" } } } },
        properties: { unused: { type: "array", items: object("weight") } },
      }),
    ).toEqual(["color", "parts", "weight"]);
  });

  it("reads a schema with items as a list, whatever its type says", () => {
    // As Slack's document writes its results: `type: object` beside the items of what is a list.
    const either = { type: "object", items: { anyOf: [object("message"), object("file")] } };
    expect(responsePropertyNames(either)).toEqual(["message", "file"]);
    expect(responsePropertyNames({ type: ["array", "null"], items: object("label") })).toEqual(["label"]);
  });

  it("reads each output schema once, and hands out one frozen list", () => {
    const schema = object("id", "unread");
    const first = responsePropertyNames(schema);
    expect(responsePropertyNames(schema)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it(`keeps the first ${MOST_RESPONSE_PROPERTIES} names`, () => {
    const names = Array.from({ length: MOST_RESPONSE_PROPERTIES + 5 }, (_, position) => `field${position}`);
    expect(responsePropertyNames(object(...names))).toEqual(names.slice(0, MOST_RESPONSE_PROPERTIES));
  });

  it("reads a hostile schema in bounded time and depth: allOf nested deep, a union of thousands", () => {
    let nested: Record<string, unknown> = object("bottom");
    for (let level = 0; level < 20_000; level++) nested = { allOf: [nested] };
    expect(responsePropertyNames(nested)).toEqual([]);
    const union = {
      anyOf: Array.from({ length: 5_000 }, () => ({ type: "string" })).concat([object("late")]),
    };
    expect(responsePropertyNames(union)).toEqual([]);
    expect(responsePropertyNames({ anyOf: [object("early"), union] })).toEqual(["early"]);
  });

  it.each([
    ["no schema", undefined],
    ["a boolean schema", true],
    ["a string", { type: "string" }],
    ["a list of strings", { type: "array", items: { type: "string" } }],
    ["a dangling reference", { $ref: "#/$defs/Missing" }],
  ])("reads nothing from %s", (_label, schema) => {
    expect(responsePropertyNames(schema)).toEqual([]);
  });
});
