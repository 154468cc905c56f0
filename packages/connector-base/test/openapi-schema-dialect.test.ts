import { describe, expect, it } from "vitest";
import { ToolArgumentsError } from "../src/connector/tool-arguments-error.ts";
import { RecordingApi } from "./recording-api.ts";

/** One operation whose query parameter is `nullable` (OpenAPI 3.0) and bounded the draft-04 way. */
function documentOf(openapi: string): Record<string, unknown> {
  return {
    openapi,
    info: { title: "dialect", version: "1" },
    paths: {
      "/items": {
        get: {
          operationId: "list_items",
          parameters: [
            { name: "cursor", in: "query", schema: { type: "string", nullable: true } },
            { name: "limit", in: "query", schema: { type: "integer", maximum: 100, exclusiveMaximum: true } },
          ],
          responses: { "200": { description: "ok" } },
        },
      },
    },
  };
}

async function outcome(openapi: string, args: unknown): Promise<string> {
  const api = new RecordingApi("dialect", documentOf(openapi));
  try {
    await api.executeTool("list_items", args);
    return "accepted";
  } catch (error) {
    if (error instanceof ToolArgumentsError) return "refused";
    throw error;
  }
}

describe("OpenApiConnector reads operation schemas by the document's OpenAPI version", () => {
  it.each([
    ["3.0.3", { cursor: null }, "accepted"],
    ["3.0.3", { limit: 100 }, "refused"],
    ["3.0.3", { limit: 99 }, "accepted"],
    // OpenAPI 3.1 schemas are JSON Schema 2020-12: `nullable` means nothing, a boolean exclusive bound neither.
    ["3.1.0", { cursor: null }, "refused"],
    ["3.1.0", { limit: 100 }, "accepted"],
  ])("openapi %s with %j: %s", async (openapi, args, expected) => {
    expect(await outcome(openapi, args)).toBe(expected);
  });
});
