import { describe, expect, it } from "vitest";
import { UpstreamToolError, unwrapCallResult } from "./unwrap-call-result.ts";

describe("unwrapCallResult", () => {
  it.each([
    ["a legacy toolResult", { toolResult: { ok: 1 }, content: [] }, { ok: 1 }],
    [
      "structured content over text",
      { structuredContent: { a: 1 }, content: [{ type: "text", text: "a=1" }] },
      { a: 1 },
    ],
    ["JSON text", { content: [{ type: "text", text: '{"n":[1,2]}' }] }, { n: [1, 2] }],
    ["plain text", { content: [{ type: "text", text: "hello" }] }, "hello"],
    [
      "several text parts, joined",
      {
        content: [
          { type: "text", text: "a" },
          { type: "text", text: "b" },
        ],
      },
      "a\nb",
    ],
  ])("returns %s as a plain value", (_case, result, expected) => {
    expect(unwrapCallResult("tool", result)).toEqual(expected);
  });

  it("returns non-text content unchanged, since it has no plain-value form", () => {
    const result = { content: [{ type: "image", data: "AAAA", mimeType: "image/png" }] };
    expect(unwrapCallResult("tool", result)).toBe(result);
  });

  it("throws an UpstreamToolError with the text of an isError result", () => {
    const failing = () =>
      unwrapCallResult("charge", { isError: true, content: [{ type: "text", text: "declined" }] });
    expect(failing).toThrow(UpstreamToolError);
    expect(failing).toThrow("declined");
    expect(() => unwrapCallResult("charge", { isError: true, content: [] })).toThrow(
      'The tool "charge" failed without a message.',
    );
  });
});
