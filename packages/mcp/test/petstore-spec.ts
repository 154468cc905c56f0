/** A small OpenAPI document with shared, recursive and example-only parts, to test the sandbox's view of it. */
export const petstore: Record<string, unknown> = {
  openapi: "3.0.3",
  info: { title: "Pets", version: "1.0.0", "x-logo": { url: "https://example.com/logo.png" } },
  paths: {
    "/pets": {
      get: {
        operationId: "listPets",
        summary: "List pets",
        tags: ["pets"],
        "x-internal": true,
        parameters: [{ $ref: "#/components/parameters/Limit" }],
        responses: {
          "200": {
            description: "The pets",
            content: {
              "application/json": {
                schema: { type: "array", items: { $ref: "#/components/schemas/Pet" } },
                examples: { two: { $ref: "#/components/examples/TwoPets" } },
              },
            },
          },
        },
      },
      post: {
        operationId: "createPet",
        summary: "Create a pet",
        tags: ["pets"],
        requestBody: {
          content: {
            "application/json": { schema: { $ref: "#/components/schemas/NewPet" }, example: { name: "Rex" } },
          },
        },
        responses: {
          "201": {
            description: "Created",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } },
          },
        },
      },
    },
    "/pets/{id}": {
      get: {
        operationId: "getPet",
        summary: "Get a pet",
        tags: ["pets"],
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
        responses: {
          "200": {
            description: "The pet",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } },
          },
        },
      },
    },
    "/owners": {
      get: {
        operationId: "listOwners",
        summary: "List owners",
        tags: ["owners"],
        responses: { "200": { description: "ok" } },
      },
    },
  },
  components: {
    parameters: { Limit: { name: "limit", in: "query", schema: { type: "integer", maximum: 100 } } },
    schemas: {
      Pet: {
        type: "object",
        required: ["id", "name"],
        properties: {
          id: { type: "integer" },
          name: { type: "string" },
          example: { type: "string", description: "A property that happens to be called example" },
          owner: { $ref: "#/components/schemas/Owner" },
        },
      },
      NewPet: { type: "object", required: ["name"], properties: { name: { type: "string" } } },
      Owner: {
        type: "object",
        properties: {
          name: { type: "string" },
          pets: { type: "array", items: { $ref: "#/components/schemas/Pet" } },
        },
      },
    },
    examples: {
      TwoPets: {
        value: [
          { id: 1, name: "Rex" },
          { id: 2, name: "Tom" },
        ],
      },
    },
  },
};
