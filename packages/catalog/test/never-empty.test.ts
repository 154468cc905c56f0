import type { ConnectorDescription, SearchOutput } from "@codemode/runtime-core";
import { describe, expect, it } from "vitest";
import { catalogDiscovery } from "../src/discovery.ts";
import { createOurDescription, loadGithubSpec } from "./mrr-evaluation.ts";
import { describeQuerySetApi, QUERY_SET_NAMES } from "./query-set-evaluation.ts";

/**
 * "Never empty" over real catalogs: `codemode.search` (what `catalogDiscovery.search` serves) answers every
 * query that has a word with results, from its best partial matches down to the catalog's own listing, on
 * GitHub and the four labeled APIs alike.
 */
const catalogs: [string, ConnectorDescription][] = [
  ["github", createOurDescription(loadGithubSpec()).description],
  ...QUERY_SET_NAMES.map((name): [string, ConnectorDescription] => [name, describeQuerySetApi(name)]),
];

const QUERIES = [
  // Real tasks whose words the catalogs mostly lack, or that filters would cut down to nothing.
  "mute notifications for an hour",
  "reply in a thread",
  "who am I",
  // Junk, function words, other scripts, digits, emoji and long input.
  "zxqv wibble frobnicate",
  "the of a",
  "日本語のテキスト",
  "42",
  "👍 ok",
  "please ".repeat(200),
];

describe("codemode.search over real catalogs is never empty for a query with words", () => {
  it.each(catalogs.flatMap(([name, connector]) => QUERIES.map((query) => ({ name, connector, query }))))(
    "$name: $query",
    ({ connector, query }) => {
      const output = catalogDiscovery.search(query, [connector], []) as SearchOutput;
      expect(output.results.length).toBeGreaterThan(0);
      expect(output.total).toBeGreaterThanOrEqual(output.results.length);
      const methods = new Set(Object.keys(connector.descriptors ?? {}));
      for (const result of output.results) expect(methods.has(result.method)).toBe(true);
    },
  );

  it.each(catalogs)("%s: a query without words still gets nothing", (_name, connector) => {
    expect((catalogDiscovery.search("?!  ...", [connector], []) as SearchOutput).results).toEqual([]);
  });
});
