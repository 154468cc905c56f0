import { describe, expect, it } from "vitest";
import { sameDocument } from "./same-document.ts";

const DOCUMENT = {
  openapi: "3.0.3",
  paths: { "/a": { get: { parameters: [{ name: "x", in: "query" }], responses: { "200": {} } } } },
};

describe("sameDocument", () => {
  it.each([
    { case: "a parsed copy", right: structuredClone(DOCUMENT), same: true },
    {
      case: "another value deep inside",
      right: {
        ...DOCUMENT,
        paths: { "/a": { get: { parameters: [{ name: "y", in: "query" }], responses: { "200": {} } } } },
      },
      same: false,
    },
    {
      case: "the same keys in another order",
      right: { paths: DOCUMENT.paths, openapi: "3.0.3" },
      same: false,
    },
    { case: "one key more", right: { ...DOCUMENT, servers: [] }, same: false },
    { case: "an array for an object", right: { ...DOCUMENT, paths: [] }, same: false },
    { case: "a number for a string", right: { ...DOCUMENT, openapi: 3 }, same: false },
  ])("$case: $same", ({ right, same }) => {
    expect(sameDocument(DOCUMENT, right)).toBe(same);
  });

  it("treats a cycle as different instead of overflowing the stack", () => {
    const left: Record<string, unknown> = {};
    left.self = left;
    const right: Record<string, unknown> = {};
    right.self = right;
    expect(sameDocument(left, right)).toBe(false);
  });
});
