import { CodemodeError } from "@codemode/runtime-core";
import { describe, expect, it, vi } from "vitest";
import { generateNamespaceTypes } from "../../src/json-schema/generate-types.ts";
import { deriveOpenApiOperations, type OpenApiOperation } from "../../src/openapi/derive-operations.ts";
import { compileDeclarations, describeDiagnostics } from "../support/compile-declarations.ts";

// The first compilation of a run parses TypeScript's library files, which takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

function typesOf(operations: readonly OpenApiOperation[]): string {
  const tools = Object.fromEntries(
    operations.map((operation) => [
      operation.name,
      {
        ...(operation.description === undefined ? {} : { description: operation.description }),
        inputSchema: operation.inputSchema,
        ...(operation.outputSchema === undefined ? {} : { outputSchema: operation.outputSchema }),
      },
    ]),
  );
  const declarations = generateNamespaceTypes("api", tools);
  const diagnostics = compileDeclarations(declarations);
  expect(diagnostics, describeDiagnostics(diagnostics)).toEqual([]);
  return declarations;
}

function byName(operations: readonly OpenApiOperation[], name: string): OpenApiOperation {
  const operation = operations.find((candidate) => candidate.name === name);
  if (operation === undefined)
    throw new Error(`no operation ${name} in ${operations.map((o) => o.name).join(", ")}`);
  return operation;
}

const PETSTORE_30 = {
  openapi: "3.0.3",
  info: { title: "Pets", version: "1" },
  paths: {
    "/owners/{ownerId}/pets/{petId}": {
      parameters: [
        { name: "ownerId", in: "path", required: true, schema: { type: "string" }, description: "Owner id" },
        { name: "verbose", in: "query", schema: { type: "boolean" } },
      ],
      put: {
        operationId: "updatePet",
        summary: "Update a pet",
        description: "Replaces the pet.",
        parameters: [
          { $ref: "#/components/parameters/PetId" },
          { name: "verbose", in: "query", required: true, schema: { type: "integer" } },
          { name: "X-Request-Id", in: "header", schema: { type: "string" } },
          { name: "session", in: "cookie", schema: { type: "string" } },
        ],
        requestBody: { $ref: "#/components/requestBodies/PetBody" },
        responses: {
          "400": { description: "bad" },
          "200": { $ref: "#/components/responses/PetResponse" },
          "201": { description: "created", content: { "application/json": { schema: { type: "string" } } } },
        },
        "x-internal": true,
      },
    },
  },
  components: {
    parameters: { PetId: { name: "petId", in: "path", schema: { type: "integer", format: "int64" } } },
    requestBodies: {
      PetBody: {
        required: true,
        description: "The new pet",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } },
      },
    },
    responses: {
      PetResponse: {
        description: "ok",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } },
      },
    },
    schemas: {
      Pet: {
        type: "object",
        required: ["name"],
        properties: {
          name: { type: "string" },
          tag: { $ref: "#/components/schemas/Tag" },
          "x-extra": { type: "string" },
        },
        "x-go-type": "Pet",
        discriminator: { propertyName: "name", mapping: { cat: "#/components/schemas/Cat" } },
      },
      Tag: { type: "string", nullable: true },
      Unused: { type: "object" },
    },
  },
};

describe("deriveOpenApiOperations: OpenAPI 3.0", () => {
  it("derives parameters (merged, $ref, all locations), the JSON body and the first 2xx response", () => {
    const [operation] = deriveOpenApiOperations(PETSTORE_30);
    const tag = { type: "string", nullable: true };
    const pet = {
      type: "object",
      required: ["name"],
      properties: { name: { type: "string" }, tag: { $ref: "#/$defs/Tag" }, "x-extra": { type: "string" } },
    };
    expect(operation).toEqual({
      name: "updatePet",
      method: "PUT",
      path: "/owners/{ownerId}/pets/{petId}",
      description: "Update a pet\n\nReplaces the pet.",
      inputSchema: {
        type: "object",
        properties: {
          ownerId: { type: "string", description: "Owner id" },
          verbose: { type: "integer" },
          petId: { type: "integer", format: "int64" },
          "X-Request-Id": { type: "string" },
          session: { type: "string" },
          body: { $ref: "#/$defs/Pet", description: "The new pet" },
        },
        required: ["ownerId", "verbose", "petId", "body"],
        $defs: { Pet: pet, Tag: tag },
      },
      outputSchema: { $ref: "#/$defs/Pet", $defs: { Pet: pet, Tag: tag } },
      parameters: [
        { name: "ownerId", in: "path", required: true },
        { name: "verbose", in: "query", required: true },
        { name: "petId", in: "path", required: true },
        { name: "X-Request-Id", in: "header", required: false },
        { name: "session", in: "cookie", required: false },
      ],
      hasBody: true,
      contentType: "application/json",
    });
  });

  it("produces types that compile and read naturally", () => {
    const declarations = typesOf(deriveOpenApiOperations(PETSTORE_30));
    expect(declarations).toContain(
      [
        "type UpdatePetInput = {",
        "  /** Owner id */",
        "  ownerId: string;",
        "  verbose: number;",
        "  /** @format int64 */",
        "  petId: number;",
        '  "X-Request-Id"?: string;',
        "  session?: string;",
        "  /** The new pet */",
        "  body: Pet;",
        "};",
        "type Pet = {",
        "  name: string;",
        "  tag?: Tag;",
        '  "x-extra"?: string;',
        "};",
        "type Tag = string | null;",
        "type UpdatePetOutput = Pet;",
      ].join("\n"),
    );
  });

  it("shares each rewritten definition between operations as the same object", () => {
    const spec = structuredClone(PETSTORE_30) as typeof PETSTORE_30 & { paths: Record<string, unknown> };
    spec.paths["/pets"] = {
      get: {
        operationId: "listPets",
        responses: {
          "200": {
            content: {
              "application/json": { schema: { type: "array", items: { $ref: "#/components/schemas/Pet" } } },
            },
          },
        },
      },
    };
    const operations = deriveOpenApiOperations(spec);
    const update = byName(operations, "updatePet");
    const list = byName(operations, "listPets");
    expect(list.outputSchema).toEqual({
      type: "array",
      items: { $ref: "#/$defs/Pet" },
      $defs: expect.any(Object),
    });
    expect(list.outputSchema?.$defs?.Pet).toBe(update.inputSchema.$defs?.Pet);
    expect(Object.keys(list.inputSchema)).toEqual(["type", "properties"]);
  });
});

describe("deriveOpenApiOperations: references and definitions", () => {
  const recursiveSpec = {
    openapi: "3.1.0",
    paths: {
      "/tree": {
        post: {
          operationId: "plant",
          requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Node" } } } },
          responses: {
            "201": { content: { "application/json": { schema: { $ref: "#/components/schemas/Forest" } } } },
          },
        },
      },
    },
    components: {
      schemas: {
        Node: {
          type: "object",
          properties: {
            value: { type: ["string", "null"] },
            children: { type: "array", items: { $ref: "#/components/schemas/Node" } },
            parent: { $ref: "#/components/schemas/Node", description: "The parent." },
          },
        },
        Forest: { type: "object", additionalProperties: { $ref: "#/components/schemas/Node" } },
        Lonely: { type: "string" },
      },
    },
  };

  it("keeps recursion through #/$defs and copies only reachable definitions", () => {
    const [operation] = deriveOpenApiOperations(recursiveSpec);
    expect(Object.keys(operation?.inputSchema.$defs ?? {})).toEqual(["Node"]);
    expect(Object.keys(operation?.outputSchema?.$defs ?? {}).sort()).toEqual(["Forest", "Node"]);
    expect(operation?.inputSchema.$defs?.Node).toEqual({
      type: "object",
      properties: {
        value: { type: ["string", "null"] },
        children: { type: "array", items: { $ref: "#/$defs/Node" } },
        parent: { $ref: "#/$defs/Node", description: "The parent." },
      },
    });
    const declarations = typesOf(deriveOpenApiOperations(recursiveSpec));
    expect(declarations).toContain(
      "type Node = {\n  value?: string | null;\n  children?: Node[];\n  /** The parent. */\n  parent?: Node;\n};",
    );
    expect(declarations).toContain("type Forest = { [key: string]: Node };");
  });

  it("resolves escaped and percent-encoded pointers and keeps the component names", () => {
    const spec = {
      openapi: "3.0.0",
      paths: {
        "/x": {
          get: {
            operationId: "getX",
            parameters: [{ $ref: "#/paths/~1shared/parameters/0" }],
            responses: {
              "200": {
                content: {
                  "application/json; charset=utf-8": {
                    schema: {
                      type: "object",
                      properties: {
                        a: { $ref: "#/components/schemas/a~1b" },
                        b: { $ref: "#/components/schemas/c~0d" },
                        c: { $ref: "#/components/schemas/with%20space" },
                        d: { $ref: "#/components/schemas/100%25" },
                      },
                    },
                  },
                },
              },
            },
          },
        },
        "/shared": { parameters: [{ name: "q", in: "query", schema: { type: "string" } }] },
      },
      components: {
        schemas: {
          "a/b": { type: "string" },
          "c~d": { type: "number" },
          "with space": { type: "boolean" },
          "100%": { type: "null" },
        },
      },
    };
    const [operation] = deriveOpenApiOperations(spec);
    expect(operation?.parameters).toEqual([{ name: "q", in: "query", required: false }]);
    expect(operation?.outputSchema?.properties).toEqual({
      a: { $ref: "#/$defs/a~1b" },
      b: { $ref: "#/$defs/c~0d" },
      c: { $ref: "#/$defs/with space" },
      d: { $ref: "#/$defs/100%25" },
    });
    expect(Object.keys(operation?.outputSchema?.$defs ?? {})).toEqual(["a/b", "c~d", "with space", "100%"]);
    const declarations = typesOf([operation as OpenApiOperation]);
    expect(declarations).toContain("  a?: B;\n  b?: CD;\n  c?: WithSpace;\n  d?: _100;");
  });

  it("degrades external and dangling references to {} and names sub-schema references by their path", () => {
    const spec = {
      openapi: "3.0.0",
      paths: {
        "/x": {
          post: {
            operationId: "postX",
            requestBody: {
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    properties: {
                      remote: { $ref: "https://example.com/schema.json#/Thing" },
                      file: {
                        $ref: "common.yaml#/components/schemas/Thing",
                        description: "From another file.",
                      },
                      missing: { $ref: "#/components/schemas/Missing" },
                      part: { $ref: "#/components/schemas/Whole/properties/part" },
                    },
                  },
                },
              },
            },
            responses: { "204": { description: "done" } },
          },
        },
      },
      components: { schemas: { Whole: { type: "object", properties: { part: { type: "integer" } } } } },
    };
    const [operation] = deriveOpenApiOperations(spec);
    expect(operation?.inputSchema.properties?.body).toEqual({
      type: "object",
      properties: {
        remote: {},
        file: { description: "From another file." },
        missing: {},
        part: { $ref: "#/$defs/components~1schemas~1Whole~1properties~1part" },
      },
    });
    expect(operation?.outputSchema).toBeUndefined();
    expect(typesOf([operation as OpenApiOperation])).toContain("part?: Part;\n  };\n};\ntype Part = number;");
  });
});

describe("deriveOpenApiOperations: names", () => {
  const spec = {
    openapi: "3.0.0",
    paths: {
      "/repos/{owner}/{repo}": {
        get: { operationId: "repos/get", responses: {} },
        delete: { responses: {} },
        patch: { operationId: "repos/get", responses: {} },
        post: { operationId: "delete", responses: {} },
      },
      "/repos": {
        get: { operationId: "repos-get", responses: {} },
        head: { operationId: "  ", responses: {} },
      },
      "/2fa/{id}.json": { put: { responses: {} } },
    },
  };

  it("sanitizes operationIds, derives missing ones from method and path, and suffixes collisions", () => {
    const operations = deriveOpenApiOperations(spec);
    expect(operations.map((operation) => [operation.name, operation.method, operation.path])).toEqual([
      ["reposget", "GET", "/repos/{owner}/{repo}"],
      ["delete_repos_owner_repo", "DELETE", "/repos/{owner}/{repo}"],
      ["reposget_2", "PATCH", "/repos/{owner}/{repo}"],
      ["delete_", "POST", "/repos/{owner}/{repo}"],
      ["repos_get", "GET", "/repos"],
      ["head_repos", "HEAD", "/repos"],
      ["put_2fa_id_json", "PUT", "/2fa/{id}.json"],
    ]);
    expect(typesOf(operations)).toContain("  reposget_2(input: Reposget_2Input): Promise<Reposget_2Output>;");
  });
});

describe("deriveOpenApiOperations: Swagger 2.0", () => {
  const swagger = {
    swagger: "2.0",
    info: { title: "Legacy", version: "1" },
    consumes: ["application/json"],
    paths: {
      "/items/{id}": {
        parameters: [{ $ref: "#/parameters/ItemId" }],
        post: {
          operationId: "updateItem",
          description: "  Update an item.  ",
          parameters: [
            {
              name: "payload",
              in: "body",
              required: true,
              description: "The item.",
              schema: { $ref: "#/definitions/Item" },
            },
            {
              name: "tags",
              in: "query",
              type: "array",
              items: { type: "string", enum: ["a", "b"] },
              collectionFormat: "csv",
            },
            { name: "limit", in: "query", type: "integer", format: "int32", default: 10, minimum: 1 },
            { name: "file", in: "formData", type: "file" },
            { name: "X-Trace", in: "header", type: "string", required: true },
          ],
          responses: {
            "200": { description: "ok", schema: { $ref: "#/definitions/Item" } },
            default: { description: "error" },
          },
        },
      },
      "/upload": {
        post: {
          operationId: "upload",
          consumes: ["multipart/form-data"],
          parameters: [{ name: "file", in: "formData", type: "file", required: true }],
          responses: { "204": { description: "no content" } },
        },
      },
    },
    parameters: { ItemId: { name: "id", in: "path", required: true, type: "string" } },
    definitions: {
      Item: {
        type: "object",
        properties: {
          name: { type: "string", "x-nullable": true },
          parts: { type: "array", items: { $ref: "#/definitions/Item" } },
        },
      },
    },
  };

  it("maps the body parameter to body, inline parameter types to schemas, and formData to a form body", () => {
    const [update, upload] = deriveOpenApiOperations(swagger);
    expect(update).toEqual({
      name: "updateItem",
      method: "POST",
      path: "/items/{id}",
      description: "Update an item.",
      inputSchema: {
        type: "object",
        properties: {
          id: { type: "string" },
          tags: { type: "array", items: { type: "string", enum: ["a", "b"] } },
          limit: { type: "integer", format: "int32", default: 10, minimum: 1 },
          "X-Trace": { type: "string" },
          body: { $ref: "#/$defs/Item", description: "The item." },
        },
        required: ["id", "X-Trace", "body"],
        $defs: {
          Item: {
            type: "object",
            properties: {
              name: { type: "string", "x-nullable": true },
              parts: { type: "array", items: { $ref: "#/$defs/Item" } },
            },
          },
        },
      },
      outputSchema: expect.objectContaining({ $ref: "#/$defs/Item" }),
      parameters: [
        { name: "id", in: "path", required: true },
        { name: "tags", in: "query", required: false, style: "form", explode: false },
        { name: "limit", in: "query", required: false },
        { name: "X-Trace", in: "header", required: true },
      ],
      hasBody: true,
      contentType: "application/json",
    });
    expect(upload).toMatchObject({
      name: "upload",
      parameters: [],
      hasBody: true,
      contentType: "multipart/form-data",
      inputSchema: {
        type: "object",
        properties: {
          body: {
            type: "object",
            properties: { file: { type: ["string", "object"], format: "binary" } },
            required: ["file"],
          },
        },
        required: ["body"],
      },
    });
    expect(upload?.outputSchema).toBeUndefined();
    const declarations = typesOf([update as OpenApiOperation, upload as OpenApiOperation]);
    expect(declarations).toContain(
      '  tags?: ("a" | "b")[];\n  /**\n   * @format int32\n   * @default 10\n   */\n  limit?: number;',
    );
    expect(declarations).toContain("type Item = {\n  name?: string | null;\n  parts?: Item[];\n};");
  });
});

describe("deriveOpenApiOperations: bodies, responses and edge cases", () => {
  const content = (
    mediaType: string,
    schema: unknown = { type: "object", properties: { a: { type: "string" } } },
  ) => ({
    content: { [mediaType]: { schema } },
  });
  const operationWithBody = (requestBody: unknown) => ({
    openapi: "3.0.0",
    paths: { "/x": { post: { operationId: "x", requestBody, responses: {} } } },
  });

  const fields = { type: "object", properties: { a: { type: "string" } } };
  const binary = { type: ["string", "object"], format: "binary" };
  it.each([
    ["application/json", "application/json", fields],
    ["application/merge-patch+json", "application/merge-patch+json", fields],
    ["application/vnd.api+json; charset=utf-8", "application/vnd.api+json", fields],
    ["*/*", "application/json", fields],
    ["application/x-www-form-urlencoded", "application/x-www-form-urlencoded", fields],
    ["multipart/form-data", "multipart/form-data", fields],
    ["application/octet-stream", "application/octet-stream", binary],
    ["image/png", "image/png", binary],
    ["text/plain", "text/plain", fields],
  ])("a %s request body is derived, sent as %s", (mediaType, contentType, schema) => {
    const [operation] = deriveOpenApiOperations(operationWithBody(content(mediaType)));
    expect(operation?.hasBody).toBe(true);
    expect(operation?.contentType).toBe(contentType);
    expect(operation?.inputSchema.properties?.body).toEqual(schema);
  });

  it.each([
    ["a multipart file field (format: binary)", { type: "string", format: "binary" }, undefined, true],
    ["an OpenAPI 3.1 contentMediaType", { type: "string", contentMediaType: "image/png" }, undefined, true],
    ["an encoding contentType", { type: "string" }, { contentType: "application/pdf" }, true],
    ["a text field", { type: "string" }, { contentType: "text/plain" }, false],
  ])("%s is a binary value", (_, field, encoding, isBinary) => {
    const requestBody = {
      content: {
        "multipart/form-data": {
          schema: { type: "object", properties: { file: field, files: { type: "array", items: field } } },
          ...(encoding === undefined ? {} : { encoding: { file: encoding, files: encoding } }),
        },
      },
    };
    const [operation] = deriveOpenApiOperations(operationWithBody(requestBody));
    const body = operation?.inputSchema.properties?.body as { properties: Record<string, unknown> };
    expect(body.properties.file).toEqual(isBinary ? binary : field);
    expect(body.properties.files).toEqual({ type: "array", items: isBinary ? binary : field });
    const declarations = typesOf([operation as OpenApiOperation]);
    expect(declarations.includes("file?: string | Uint8Array | ArrayBuffer;")).toBe(isBinary);
  });

  it("keeps a form's field encoding (Stripe's deepObject) and drops an empty form body", () => {
    const spec = {
      openapi: "3.0.0",
      paths: {
        "/v1/customers": {
          get: {
            operationId: "GetCustomers",
            requestBody: {
              content: {
                "application/x-www-form-urlencoded": {
                  schema: { type: "object", properties: {}, additionalProperties: false },
                },
              },
            },
            responses: {},
          },
          post: {
            operationId: "PostCustomers",
            requestBody: {
              content: {
                "application/x-www-form-urlencoded": {
                  encoding: { address: { style: "deepObject", explode: true }, junk: "x" },
                  schema: {
                    type: "object",
                    properties: { address: { type: "object", properties: { city: { type: "string" } } } },
                  },
                },
              },
            },
            responses: {},
          },
        },
      },
    };
    const [list, create] = deriveOpenApiOperations(spec);
    expect(list).toMatchObject({ hasBody: false, inputSchema: { properties: {} } });
    expect(list?.contentType).toBeUndefined();
    expect(create).toMatchObject({
      hasBody: true,
      contentType: "application/x-www-form-urlencoded",
      bodyEncoding: { address: { style: "deepObject", explode: true } },
    });
  });

  it("prefers JSON over a form, and a form over a binary body", () => {
    const both = {
      content: {
        "application/octet-stream": {},
        "application/x-www-form-urlencoded": { schema: fields },
        "application/json": { schema: { type: "integer" } },
      },
    };
    expect(deriveOpenApiOperations(operationWithBody(both))[0]?.contentType).toBe("application/json");
    const { "application/json": _, ...formOrBytes } = both.content;
    expect(deriveOpenApiOperations(operationWithBody({ content: formOrBytes }))[0]?.contentType).toBe(
      "application/x-www-form-urlencoded",
    );
  });

  it("prefers application/json among several media types", () => {
    const requestBody = {
      content: {
        "application/xml": { schema: { type: "string" } },
        "application/merge-patch+json": { schema: { type: "boolean" } },
        "application/json": { schema: { type: "integer" } },
      },
    };
    const [operation] = deriveOpenApiOperations(operationWithBody(requestBody));
    expect(operation?.inputSchema.properties?.body).toEqual({ type: "integer" });
  });

  it("takes the first 2xx response: the lowest status code, then a 2XX range", () => {
    const spec = {
      openapi: "3.0.0",
      paths: {
        "/a": {
          get: {
            responses: {
              "4XX": content("application/json"),
              "2XX": content("application/json", { type: "number" }),
            },
          },
        },
        "/b": {
          get: {
            responses: {
              "201": content("application/json", { type: "null" }),
              "200": content("application/json"),
            },
          },
        },
        "/c": {
          get: {
            responses: {
              "2XX": content("application/json", { type: "null" }),
              "202": content("*/*", { type: "boolean" }),
            },
          },
        },
        "/d": { get: { responses: { default: content("application/json") } } },
        "/e": { get: { responses: { "200": content("text/html", { type: "string" }) } } },
        "/f": { get: { responses: { "204": { description: "none" } } } },
      },
    };
    const [a, b, c, d, e, f] = deriveOpenApiOperations(spec);
    expect(a?.outputSchema).toEqual({ type: "number" });
    expect(b?.outputSchema).toEqual({ type: "object", properties: { a: { type: "string" } } });
    expect(c?.outputSchema).toEqual({ type: "boolean" });
    expect(d?.outputSchema).toBeUndefined();
    expect(e?.outputSchema).toBeUndefined();
    expect(f?.outputSchema).toBeUndefined();
  });

  it("keeps the first of two parameters with the same name, and lets the body own the body key", () => {
    const spec = {
      openapi: "3.0.0",
      paths: {
        "/x/{id}": {
          post: {
            operationId: "clash",
            parameters: [
              { name: "id", in: "path", required: true, schema: { type: "string" } },
              { name: "id", in: "query", schema: { type: "integer" } },
              { name: "body", in: "query", schema: { type: "string" } },
            ],
            requestBody: content("application/json"),
            responses: {},
          },
        },
      },
    };
    const [operation] = deriveOpenApiOperations(spec);
    expect(operation?.parameters).toEqual([{ name: "id", in: "path", required: true }]);
    expect(operation?.inputSchema.properties).toEqual({
      id: { type: "string" },
      body: { type: "object", properties: { a: { type: "string" } } },
    });
  });

  it("follows path items and request bodies given by $ref, and skips broken parts", () => {
    const spec = {
      openapi: "3.1.0",
      paths: {
        "/ref": { $ref: "#/components/pathItems/Shared" },
        "/broken": { $ref: "#/components/pathItems/Missing" },
        "/odd": {
          get: "not an operation",
          post: { operationId: "odd", parameters: [null, { in: "query" }, { name: "n" }], responses: {} },
        },
      },
      components: {
        pathItems: {
          Shared: {
            get: {
              operationId: "shared",
              parameters: [{ name: "q", in: "query", required: true }],
              responses: {},
            },
          },
        },
      },
      webhooks: { ping: { post: { operationId: "ping", responses: {} } } },
    };
    const operations = deriveOpenApiOperations(spec);
    expect(operations.map((operation) => operation.name)).toEqual(["shared", "odd"]);
    expect(operations[0]?.inputSchema).toEqual({ type: "object", properties: { q: {} }, required: ["q"] });
    expect(operations[1]?.parameters).toEqual([]);
  });

  it("keeps keys named __proto__ as ordinary keys", () => {
    const spec = JSON.parse(
      '{"openapi":"3.0.0","paths":{"/x":{"get":{"operationId":"x","parameters":[{"name":"__proto__","in":"query","schema":{"type":"string"}}],' +
        '"responses":{"200":{"content":{"application/json":{"schema":{"$ref":"#/components/schemas/__proto__"}}}}}}}},' +
        '"components":{"schemas":{"__proto__":{"type":"object","properties":{"__proto__":{"type":"integer"}}}}}}',
    );
    const [operation] = deriveOpenApiOperations(spec);
    expect(Object.keys(operation?.inputSchema.properties ?? {})).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(operation?.inputSchema.properties)).toBe(Object.prototype);
    const definition = Object.getOwnPropertyDescriptor(
      operation?.outputSchema?.$defs ?? {},
      "__proto__",
    )?.value;
    expect(Object.keys(definition.properties)).toEqual(["__proto__"]);
    expect(typesOf([operation as OpenApiOperation])).toContain("type Proto = {\n  __proto__?: number;\n};");
  });

  it("returns no operations for a document without paths", () => {
    expect(deriveOpenApiOperations({ openapi: "3.1.0", webhooks: {} })).toEqual([]);
  });

  it.each([
    ["a YAML string", "openapi: 3.0.0"],
    ["null", null],
    ["an array", []],
  ])("rejects %s with invalid_argument", (_kind, value) => {
    const attempt = () => deriveOpenApiOperations(value as unknown as Record<string, unknown>);
    expect(attempt).toThrow(CodemodeError);
    expect(attempt).toThrow(/expects an OpenAPI document as an object/);
  });

  it("describes operations with the summary, the description, or both", () => {
    const spec = {
      openapi: "3.0.0",
      paths: {
        "/a": {
          get: { operationId: "a", summary: " Only summary ", responses: {} },
          put: { operationId: "b", description: "Only description", responses: {} },
          post: { operationId: "c", summary: "Same", description: "Same, but longer.", responses: {} },
          delete: { operationId: "d", responses: {} },
        },
      },
    };
    expect(deriveOpenApiOperations(spec).map((operation) => operation.description)).toEqual([
      "Only summary",
      "Only description",
      "Same, but longer.",
      undefined,
    ]);
  });

  it("says an operation the document marks deprecated is, unless its text already says so (none without text)", () => {
    const spec = {
      openapi: "3.0.0",
      paths: {
        "/a": {
          get: { operationId: "a", summary: "List gadgets", deprecated: true, responses: {} },
          put: { operationId: "b", deprecated: true, responses: {} },
          post: {
            operationId: "c",
            summary: "Create a gadget",
            description: "Deprecated, use the batch endpoint.",
            deprecated: true,
            responses: {},
          },
          delete: { operationId: "d", summary: "Delete a gadget", deprecated: false, responses: {} },
          patch: {
            operationId: "e",
            summary: "Patch a gadget. The `size` field is deprecated.",
            deprecated: true,
            responses: {},
          },
        },
      },
    };
    expect(deriveOpenApiOperations(spec).map((operation) => operation.description)).toEqual([
      "List gadgets\n\nDeprecated.",
      undefined,
      "Create a gadget\n\nDeprecated, use the batch endpoint.",
      "Delete a gadget",
      "Patch a gadget. The `size` field is deprecated.\n\nDeprecated.",
    ]);
  });
});
