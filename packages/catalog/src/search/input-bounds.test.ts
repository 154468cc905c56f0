import { describe, expect, it } from "vitest";
import { sampleConnectors, sampleSnippets } from "../../test/search-fixtures.ts";
import { describeTarget } from "../describe/describe-target.ts";
import { methodIndexFor, snippetIndexFor } from "./index-cache.ts";
import { boundDiscoveryInput, cutAt, MAX_DISCOVERY_INPUT_LENGTH } from "./input-bounds.ts";
import { rankDocuments } from "./rank-documents.ts";
import { searchCatalog } from "./search-catalog.ts";
import { emptySearchWork, type SearchWork } from "./search-work.ts";
import { MAX_WORD_LENGTH, splitWords } from "./split-words.ts";

const connectors = sampleConnectors();
const snippets = sampleSnippets();
const indexes = () => [methodIndexFor(connectors), snippetIndexFor(snippets)];

/** What ranking `query` did, without the input bound (so this measures ranking itself). */
function rankingWork(query: string): SearchWork {
  const work = emptySearchWork();
  rankDocuments(query, indexes(), 50, work);
  return work;
}

/**
 * `count` distinct words (letters only) that the catalog does not hold, each beginning with `start`: a
 * catalog word's prefix, or a prefix a glued word is read after.
 */
function distinctWords(count: number, start = "repositoryz"): string {
  const letters = (position: number): string =>
    [...position.toString(26)].map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 26))).join("");
  return Array.from({ length: count }, (_, position) => `${start}${letters(position)}q`).join(" ");
}

describe("discovery input bounds", () => {
  it("cuts input to the documented length, never inside a surrogate pair", () => {
    expect(boundDiscoveryInput("list issues")).toEqual({ text: "list issues", truncated: false });
    const long = boundDiscoveryInput("x".repeat(MAX_DISCOVERY_INPUT_LENGTH + 1));
    expect(long).toEqual({ text: "x".repeat(MAX_DISCOVERY_INPUT_LENGTH), truncated: true });
    expect(cutAt("ab😀", 3)).toBe("ab");
    expect(cutAt("ab😀", 4)).toBe("ab😀");
  });

  it("cuts words longer than MAX_WORD_LENGTH, in the index and in queries alike", () => {
    expect(splitWords(`get ${"a".repeat(MAX_WORD_LENGTH * 3)}`)).toEqual([
      "get",
      "a".repeat(MAX_WORD_LENGTH),
    ]);
  });

  it.each([
    ["one token", (length: number) => "q".repeat(length)],
    ["one token that begins like a catalog word", (length: number) => `repository${"s".repeat(length)}`],
    ["one token glued after a prefix", (length: number) => `under${"z".repeat(length)}`],
  ])("plans %s with the same bounded work, whatever its length", (_name, token) => {
    const short = rankingWork(token(MAX_WORD_LENGTH));
    for (const length of [1_000, 20_000, 200_000]) expect(rankingWork(token(length))).toEqual(short);
    // One word: a bounded number of lookups (its stem, its prefixes, its truncations, acronym, surface
    // form and their frequencies), each of a key of at most MAX_WORD_LENGTH + 1 characters.
    expect(short.words).toBe(1);
    expect(short.lookups).toBeLessThanOrEqual(indexes().length * (2 * MAX_WORD_LENGTH + 8));
    expect(short.lookedUpCharacters).toBeLessThanOrEqual(short.lookups * (MAX_WORD_LENGTH + 1));
  });

  it.each([
    ["beginning like a catalog word", "repositoryz"],
    ["glued after a prefix", "upz"],
  ])("plans a query of words %s with work linear in its number of words", (_name, start) => {
    const lookupsPerWord = indexes().length * (2 * MAX_WORD_LENGTH + 8);
    for (const count of [10, 100, 1_000]) {
      const work = rankingWork(distinctWords(count, start));
      expect(work.words).toBe(count);
      expect(work.lookups).toBeLessThanOrEqual(count * lookupsPerWord);
      expect(work.lookedUpCharacters).toBeLessThanOrEqual(work.lookups * (MAX_WORD_LENGTH + 1));
    }
  });

  it("searches only the first MAX_DISCOVERY_INPUT_LENGTH characters of a query and says so", () => {
    const plain = searchCatalog("list issues", connectors, snippets);
    expect(Object.hasOwn(plain, "queryTruncated")).toBe(false);
    const work = emptySearchWork();
    const long = searchCatalog(`list issues ${"z".repeat(1_000_000)}`, connectors, snippets, work);
    expect(long.queryTruncated).toBe(true);
    expect(long.truncated).toBe(false);
    expect(long.results[0]?.path).toBe("github.list_issues");
    expect(work.words).toBe(3);
    const past = searchCatalog(`${" ".repeat(MAX_DISCOVERY_INPUT_LENGTH)}list issues`, connectors, snippets);
    expect(past).toEqual({ results: [], total: 0, truncated: false, queryTruncated: true });
  });

  it("describes a target that names nothing by its first MAX_DISCOVERY_INPUT_LENGTH characters and says so", () => {
    const target = `github.list_issuez${"z".repeat(1_000_000)}`;
    const output = describeTarget(target, connectors, snippets);
    expect(output).toMatchObject({ kind: "method", targetTruncated: true });
    expect(output.path).toBe(target.slice(0, MAX_DISCOVERY_INPUT_LENGTH));
    expect(output.types.length).toBeLessThan(4 * MAX_DISCOVERY_INPUT_LENGTH);
    expect(Object.hasOwn(describeTarget("github.list_issuez", connectors, snippets), "targetTruncated")).toBe(
      false,
    );
  });

  it("still describes a name longer than the bound exactly", () => {
    const method = `get_${"a".repeat(MAX_DISCOVERY_INPUT_LENGTH * 2)}`;
    const long = [
      {
        name: "wide",
        descriptors: { [method]: { description: "A long name.", inputSchema: { type: "object" as const } } },
      },
    ];
    const output = describeTarget(`wide.${method}`, long, []);
    expect(output).toMatchObject({ kind: "method", path: `wide.${method}`, description: "A long name." });
    expect(Object.hasOwn(output, "targetTruncated")).toBe(false);
  });
});
