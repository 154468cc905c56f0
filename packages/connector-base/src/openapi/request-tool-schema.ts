import type { JSONSchema7 } from "json-schema";

/**
 * Input of the low-level `request` tool, the escape hatch for operations no derived tool reaches. Unknown
 * keys are refused so a mistaken `query` or `data` is reported instead of silently dropped.
 */
export const REQUEST_TOOL_INPUT_SCHEMA: JSONSchema7 = {
  type: "object",
  properties: {
    path: { type: "string", description: "Path (or URL) to call, with path parameters already filled in." },
    method: { type: "string", description: "HTTP method; GET when omitted." },
    params: { type: "object", additionalProperties: true, description: "Query parameters." },
    body: { description: "JSON request body." },
    headers: { type: "object", additionalProperties: { type: "string" }, description: "Request headers." },
  },
  required: ["path"],
  additionalProperties: false,
};
