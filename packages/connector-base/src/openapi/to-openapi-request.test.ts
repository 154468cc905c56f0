import type { OpenApiOperation } from "@codemode/catalog";
import { describe, expect, it } from "vitest";
import { toOpenApiRequest } from "./to-openapi-request.ts";

const operation: OpenApiOperation = {
  name: "updateOrder",
  method: "PATCH",
  path: "/stores/{store}/orders/{order}",
  inputSchema: { type: "object" },
  parameters: [
    { name: "store", in: "path", required: true },
    { name: "order", in: "path", required: true },
    { name: "fields", in: "query", required: false },
    { name: "X-Filter", in: "header", required: false },
    { name: "session", in: "cookie", required: false },
    { name: "theme", in: "cookie", required: false },
  ],
  hasBody: true,
};

describe("toOpenApiRequest", () => {
  it("maps every parameter location, in OpenAPI's simple style", () => {
    const request = toOpenApiRequest("shop", operation, {
      store: "main/eu",
      order: 12,
      fields: ["id", "total"],
      "X-Filter": { status: "open", page: 2 },
      session: "a;b",
      theme: "dark",
      body: { note: "gift" },
    });
    expect(request).toEqual({
      path: "/stores/main%2Feu/orders/12",
      method: "PATCH",
      params: { fields: ["id", "total"] },
      body: { note: "gift" },
      headers: { "X-Filter": "status,open,page,2", cookie: "session=a%3Bb; theme=dark" },
    });
  });

  it("leaves out absent optional parameters and an absent body", () => {
    expect(toOpenApiRequest("shop", operation, { store: "s", order: 1, fields: undefined })).toEqual({
      path: "/stores/s/orders/1",
      method: "PATCH",
    });
  });

  it("ignores a body key when the operation takes no body", () => {
    const read = { ...operation, method: "GET", hasBody: false };
    expect(toOpenApiRequest("shop", read, { store: "s", order: 1, body: { x: 1 } })).toEqual({
      path: "/stores/s/orders/1",
      method: "GET",
    });
  });

  it("refuses to send a path with an unfilled parameter", () => {
    expect(() => toOpenApiRequest("shop", operation, { store: "s", order: null })).toThrow(
      "shop.updateOrder: input.order is required, since the path /stores/{store}/orders/{order} contains {order}. Pass it and call again.",
    );
  });
});

describe("toOpenApiRequest: declared styles and body media types", () => {
  const styled = (style: string | undefined, explode: boolean | undefined): OpenApiOperation => ({
    name: "get",
    method: "GET",
    path: "/items/{id}",
    inputSchema: { type: "object" },
    parameters: [
      {
        name: "id",
        in: "path",
        required: true,
        ...(style ? { style } : {}),
        ...(explode === undefined ? {} : { explode }),
      },
    ],
    hasBody: false,
  });
  it.each([
    [undefined, undefined, ["a", "b"], "/items/a,b"],
    ["simple", true, { k: "v", n: 1 }, "/items/k=v,n=1"],
    ["label", undefined, ["a", "b"], "/items/.a,b"],
    ["label", true, ["a", "b"], "/items/.a.b"],
    ["matrix", undefined, "x y", "/items/;id=x%20y"],
    ["matrix", true, ["a", "b"], "/items/;id=a;id=b"],
    ["matrix", undefined, { k: "v" }, "/items/;id=k,v"],
  ])("a %s path parameter (explode %s) of %j is %s", (style, explode, value, path) => {
    expect(toOpenApiRequest("api", styled(style, explode), { id: value }).path).toBe(path);
  });

  it("passes the body's media type, non-default query styles and the idempotency key", () => {
    const form: OpenApiOperation = {
      name: "create",
      method: "POST",
      path: "/v1/customers",
      inputSchema: { type: "object" },
      parameters: [
        { name: "expand", in: "query", required: false, style: "deepObject", explode: true },
        { name: "limit", in: "query", required: false, style: "form" },
      ],
      hasBody: true,
      contentType: "application/x-www-form-urlencoded",
      bodyEncoding: { address: { style: "deepObject", explode: true } },
    };
    expect(
      toOpenApiRequest("stripe", form, { expand: ["a"], limit: 2, body: { email: "e" } }, "run:1:key"),
    ).toEqual({
      path: "/v1/customers",
      method: "POST",
      params: { expand: ["a"], limit: 2 },
      body: { email: "e" },
      contentType: "application/x-www-form-urlencoded",
      serialization: {
        params: { expand: { style: "deepObject", explode: true } },
        body: { address: { style: "deepObject", explode: true } },
      },
      idempotencyKey: "run:1:key",
    });
  });
});
