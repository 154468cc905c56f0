import { describe, expect, it } from "vitest";
import { type OpenApiMcpRequestContext, openApiMcpServer, type RequestOptions } from "../src/index.ts";
import { petstore } from "./petstore-spec.ts";
import { connectClient, executor, firstJson, texts } from "./support.ts";

type Received = { options: RequestOptions; context: OpenApiMcpRequestContext };

async function petClient(received: Received[] = [], respond?: (options: RequestOptions) => unknown) {
  const server = openApiMcpServer({
    spec: petstore,
    executor: executor(),
    name: "pets",
    description: "Authentication is handled for you.",
    request: async (options, context) => {
      received.push({ options, context });
      if (respond) return respond(options);
      return { status: 200, path: options.path };
    },
  });
  return await connectClient(server);
}

async function search(code: string): Promise<unknown> {
  const client = await petClient();
  const result = await client.callTool({ name: "search", arguments: { code } });
  expect(result.isError, texts(result).join("\n")).toBeUndefined();
  return firstJson(result);
}

describe("openApiMcpServer: search", () => {
  it("offers search and execute, described with the document's shape", async () => {
    const client = await petClient();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(["search", "execute"]);
    expect(tools[0]?.description).toContain("spec(): Promise<OpenApiDocument>");
    expect(tools[1]?.description).toContain("request(options: RequestOptions): Promise<unknown>;");
    expect(tools[1]?.description).toMatch(/Authentication is handled for you\.$/);
    expect(client.getServerVersion()).toMatchObject({ name: "pets", version: "1.0.0" });
  });

  it("lets the code explore the document as data", async () => {
    const found = await search(`async () => {
      const spec = await codemode.spec();
      const out = [];
      for (const [path, item] of Object.entries(spec.paths))
        for (const [method, op] of Object.entries(item))
          if (op.tags.includes("pets")) out.push(method.toUpperCase() + " " + path + ": " + op.summary);
      return out;
    }`);
    expect(found).toEqual(["GET /pets: List pets", "POST /pets: Create a pet", "GET /pets/{id}: Get a pet"]);
  });

  it("resolves $refs as the code reads them, and marks a recursive one", async () => {
    const found = await search(`async () => {
      const spec = await codemode.spec();
      const list = spec.paths["/pets"].get;
      const pet = list.responses["200"].content["application/json"].schema.items;
      return {
        parameter: list.parameters[0].name,
        petFields: Object.keys(pet.properties),
        ownerPets: pet.properties.owner.properties.pets.items,
        body: spec.paths["/pets"].post.requestBody.content["application/json"].schema.required,
        whole: JSON.parse(JSON.stringify(spec.components.schemas.Owner)).properties.pets.items.properties.owner.properties.pets.items,
      };
    }`);
    expect(found).toEqual({
      parameter: "limit",
      petFields: ["id", "name", "example", "owner"],
      ownerPets: { $circular: "#/components/schemas/Pet" },
      body: ["name"],
      whole: { $circular: "#/components/schemas/Pet" },
    });
  });

  it("gives every $ref site an independent value: code that edits one resolved schema changes no other", async () => {
    const found = await search(`async () => {
      const spec = await codemode.spec();
      const listed = spec.paths["/pets"].get.responses["200"].content["application/json"].schema.items;
      const single = () => spec.paths["/pets/{id}"].get.responses["200"].content["application/json"].schema;
      listed.properties.name.type = "changed";
      listed.extra = 1;
      delete listed.properties.id;
      listed.required.push("owner");
      return {
        listed: [listed.properties.name.type, listed.extra, "id" in listed.properties, listed.required],
        again: spec.paths["/pets"].get.responses["200"].content["application/json"].schema.items.properties.name.type,
        single: [single().properties.name.type, "extra" in single(), Object.keys(single().properties), single().required],
        component: spec.components.schemas.Pet.properties.name.type,
        copied: JSON.parse(JSON.stringify(listed)).extra,
      };
    }`);
    expect(found).toEqual({
      listed: ["changed", 1, false, ["id", "name", "owner"]],
      again: "changed",
      single: ["string", false, ["id", "name", "example", "owner"], ["id", "name"]],
      component: "string",
      copied: 1,
    });
  });

  it("returns parts of the document as plain data, references resolved", async () => {
    const found = await search(`async () => {
      const spec = await codemode.spec();
      return { parameters: spec.paths["/pets"].get.parameters, pet: spec.components.schemas.Pet };
    }`);
    expect(found).toEqual({
      parameters: [{ name: "limit", in: "query", schema: { type: "integer", maximum: 100 } }],
      pet: {
        type: "object",
        required: ["id", "name"],
        properties: {
          id: { type: "integer" },
          name: { type: "string" },
          example: { type: "string", description: "A property that happens to be called example" },
          owner: {
            type: "object",
            properties: {
              name: { type: "string" },
              pets: {
                type: "array",
                // Pet was reached directly, not through a $ref, so the first reference back to it still resolves;
                // the cycle closes at the next reference already on the path.
                items: {
                  type: "object",
                  required: ["id", "name"],
                  properties: {
                    id: { type: "integer" },
                    name: { type: "string" },
                    example: { type: "string", description: "A property that happens to be called example" },
                    owner: { $circular: "#/components/schemas/Owner" },
                  },
                },
              },
            },
          },
        },
      },
    });
  });

  it("leaves out examples and x-* extensions, but keeps properties that have those names", async () => {
    const found = await search(`async () => {
      const spec = await codemode.spec();
      const media = spec.paths["/pets"].get.responses["200"].content["application/json"];
      return {
        mediaKeys: Object.keys(media),
        extension: spec.paths["/pets"].get["x-internal"] ?? null,
        componentKeys: Object.keys(spec.components),
        logo: spec.info["x-logo"] ?? null,
        exampleProperty: spec.components.schemas.Pet.properties.example.description,
      };
    }`);
    expect(found).toEqual({
      mediaKeys: ["schema"],
      extension: null,
      componentKeys: ["parameters", "schemas"],
      logo: null,
      exampleProperty: "A property that happens to be called example",
    });
  });

  it("reports a failing search program as an isError result", async () => {
    const client = await petClient();
    const result = await client.callTool({
      name: "search",
      arguments: { code: "async () => (await codemode.spec()).paths['/nope'].get" },
    });
    expect(result.isError).toBe(true);
    expect(texts(result)[0]).toMatch(/^Error: /);
  });
});

describe("openApiMcpServer: execute", () => {
  it("runs codemode.request on the host with checked options and the call's MCP context", async () => {
    const received: Received[] = [];
    const client = await petClient(received, (options) =>
      options.method === "GET" ? [{ id: 1, name: "Rex" }] : { id: 1 },
    );
    const result = await client.callTool({
      name: "execute",
      arguments: {
        code: `async () => {
          const spec = await codemode.spec();
          const pets = await codemode.request({ method: "get", path: "/pets", query: { limit: 1 } });
          const created = await codemode.request({ method: "POST", path: "/pets", body: { name: "Tom" } });
          return { title: spec.info.title, first: pets[0].name, created };
        }`,
      },
    });
    expect(firstJson(result)).toEqual({ title: "Pets", first: "Rex", created: { id: 1 } });
    expect(received.map((entry) => entry.options)).toEqual([
      { method: "GET", path: "/pets", query: { limit: 1 } },
      { method: "POST", path: "/pets", body: { name: "Tom" } },
    ]);
    expect(received[0]?.context.requestId).toBeDefined();
    expect(received[0]?.context.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([
    ['{ method: "FETCH", path: "/pets" }', /method "FETCH" is not supported/],
    ['{ method: "GET", path: "pets" }', /path must be a string starting with "\/"/],
    [
      '{ method: "GET", path: "/pets", query: { tags: ["a"] } }',
      /query\.tags must be a string, number or boolean, got object/,
    ],
  ])("rejects request options %s before the host sees them", async (options, message) => {
    const received: Received[] = [];
    const client = await petClient(received);
    const result = await client.callTool({
      name: "execute",
      arguments: {
        code: `async () => { try { await codemode.request(${options}); } catch (error) { return error.message; } }`,
      },
    });
    expect(texts(result)[0]).toMatch(message);
    expect(received).toEqual([]);
  });

  it("gives a host request failure to the code, and an uncaught one to the model as isError", async () => {
    const client = await petClient([], () => {
      throw new Error("upstream answered 503");
    });
    const caught = await client.callTool({
      name: "execute",
      arguments: {
        code: 'async () => { try { return await codemode.request({ method: "GET", path: "/pets" }); } catch (e) { return "caught: " + e.message; } }',
      },
    });
    expect(texts(caught)[0]).toBe("caught: upstream answered 503");
    const uncaught = await client.callTool({
      name: "execute",
      arguments: { code: 'async () => codemode.request({ method: "GET", path: "/pets" })' },
    });
    expect(uncaught.isError).toBe(true);
    expect(texts(uncaught)[0]).toContain("upstream answered 503");
  });

  it("refuses missing options with an actionable error", () => {
    expect(() => openApiMcpServer({ spec: petstore, executor: executor() } as never)).toThrow(
      /needs \{ request\(options, context\) \}/,
    );
    expect(() => openApiMcpServer({ executor: executor(), request: async () => null } as never)).toThrow(
      /needs \{ spec \}/,
    );
  });
});
