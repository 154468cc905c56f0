/// <reference types="node" />
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { searchCatalog } from "../src/search/search-catalog.ts";
import { MRR_DEPTH, rankedMethods } from "./mrr-evaluation.ts";
import { describeDocument, loadQuerySetSpec } from "./query-set-evaluation.ts";

/**
 * Probe sets: queries over 24 APIs of styles the labelled sets lack (AWS query APIs, Google discovery APIs,
 * Keycloak, HubSpot, Vonage, Docker Hub, eBay, Adyen, CircleCI; then Brex, Bunq, AppVeyor, Telegram, WhatsApp,
 * api.video, Shutterstock), written and labelled by helpers before any search ran on them (2026-12-06), to
 * find what in the way names, descriptions and queries are read makes a method lose. The structural causes
 * the first 17 sets showed were fixed the same day (common parameters, names that open with an HTTP method,
 * objects without an article, plural verb-nouns in names, function words), and one the last 7 showed (-ify
 * nouns), so these are tuning data now, not a measure of generalization: the generalization sets are. The
 * floor is the MRR@10 measured after those fixes (0.852), rounded down.
 */
type ProbeSet = { spec: string; queries: { query: string; expected: string[] }[] };

const PROBES = JSON.parse(readFileSync(new URL("./probe-sets.json", import.meta.url), "utf8")) as {
  sets: ProbeSet[];
};

const OVERALL_FLOOR = 0.85;

describe("probe sets", () => {
  const described = PROBES.sets.map((set) => ({
    set,
    descriptors: describeDocument(loadQuerySetSpec({ description: "", spec: set.spec, queries: [] })),
  }));

  it.each(described.map(({ set, descriptors }) => [set.spec, set, descriptors] as const))(
    "labels only operations %s has",
    (_spec, set, descriptors) => {
      expect(set.queries.length).toBeGreaterThanOrEqual(13);
      for (const { query, expected } of set.queries) {
        expect(expected.length, query).toBeGreaterThan(0);
        for (const name of expected) expect(Object.hasOwn(descriptors, name), `${query}: ${name}`).toBe(true);
      }
    },
  );

  it(`rank together at or above MRR@10 ${OVERALL_FLOOR}`, () => {
    let total = 0;
    let count = 0;
    for (const { set, descriptors } of described) {
      const connectors = [{ name: "api", descriptors }];
      for (const { query, expected } of set.queries) {
        const ranked = rankedMethods(searchCatalog(query, connectors, []));
        const index = ranked.findIndex((method) => expected.includes(method));
        if (index !== -1 && index < MRR_DEPTH) total += 1 / (index + 1);
        count++;
      }
    }
    expect(count).toBe(477);
    expect(total / count).toBeGreaterThanOrEqual(OVERALL_FLOOR);
  });
});
