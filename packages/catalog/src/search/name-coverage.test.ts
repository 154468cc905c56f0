import { describe, expect, it } from "vitest";
import {
  DEPRECATED_QUALIFIER,
  MAXIMUM_NAME_COVERAGE_MULTIPLIER,
  nameCoverageMultiplier,
} from "./name-coverage.ts";
import { STAND_IN_SHIFT } from "./name-resources.ts";
import {
  DEPRECATED_METHOD_FACTOR,
  QUALIFIED_NAME_FACTOR,
  STAND_IN_RESOURCE_FACTOR,
  UNACCOUNTED_NAME_WORD_PENALTY,
  UNNAMED_RESOURCE_FACTOR,
} from "./ranking-parameters.ts";

describe("nameCoverageMultiplier", () => {
  it("grows with the share of name words the query accounts for", () => {
    const query = ["creat", "fork"];
    const short = nameCoverageMultiplier(["repo", "creat", "fork"], query);
    const long = nameCoverageMultiplier(["security", "advisory", "creat", "fork"], query);
    expect(short).toBeGreaterThan(long);
    expect(long).toBeGreaterThan(1);
  });

  it("is the maximum when the query accounts for every name word, and held back below 1 when for none", () => {
    expect(nameCoverageMultiplier(["creat", "fork"], ["creat", "fork"])).toBe(
      MAXIMUM_NAME_COVERAGE_MULTIPLIER,
    );
    // Up to doubling: enough to lift a base operation over nested ones whose text repeats the query.
    expect(MAXIMUM_NAME_COVERAGE_MULTIPLIER).toBe(2);
    expect(nameCoverageMultiplier(["list", "gist"], ["creat", "fork"])).toBe(
      Math.exp(-UNACCOUNTED_NAME_WORD_PENALTY),
    );
    expect(nameCoverageMultiplier([], ["creat"])).toBe(1);
  });

  it("counts a repeated name word once, so a nested resource does not look as covered as its base", () => {
    const query = ["creat", "customer"];
    const base = nameCoverageMultiplier(["post", "customer"], query);
    const nested = nameCoverageMultiplier(["post", "customer", "customer", "card"], query);
    expect(base).toBeGreaterThan(nested);
  });

  it("counts words that begin one another (three letters at least)", () => {
    expect(nameCoverageMultiplier(["repository"], ["repo"])).toBe(MAXIMUM_NAME_COVERAGE_MULTIPLIER);
    expect(nameCoverageMultiplier(["repo"], ["repository"])).toBe(MAXIMUM_NAME_COVERAGE_MULTIPLIER);
    expect(nameCoverageMultiplier(["pull"], ["pu"])).toBe(Math.exp(-UNACCOUNTED_NAME_WORD_PENALTY));
  });

  it("holds back a name with a word the query does not account for, once however many it has", () => {
    const query = ["creat", "customer"];
    const factor = Math.exp(-UNACCOUNTED_NAME_WORD_PENALTY);
    // Same share covered (half), but only the second name says something the query does not.
    const accounted = nameCoverageMultiplier(["post", "customer"], query, new Set(["post"]));
    const extra = nameCoverageMultiplier(["post", "customer", "card", "sourc"], query, new Set(["post"]));
    expect(accounted).toBeCloseTo(1.775, 12);
    expect(extra).toBeLessThan(1 + (1 + 0.55) / 4);
    expect(extra).toBeCloseTo((1 + (1 + 0.55) / 4) * factor, 12);
    const oneExtra = nameCoverageMultiplier(["customer", "card"], query);
    const twoExtra = nameCoverageMultiplier(["customer", "card", "sourc", "bank"], query);
    expect(oneExtra).toBeCloseTo((1 + 1 / 2) * factor, 12);
    expect(twoExtra).toBeCloseTo((1 + 1 / 4) * factor, 12);
    expect(factor).toBeLessThan(1);
  });

  it("holds a variant of the core API back further, unless the query asks for it", () => {
    const query = ["creat", "conversation"];
    const core = nameCoverageMultiplier(["conversation", "creat"], query);
    const admin = nameCoverageMultiplier(["admin", "conversation", "creat"], query);
    const other = nameCoverageMultiplier(["shared", "conversation", "creat"], query);
    expect(admin).toBeCloseTo(other * QUALIFIED_NAME_FACTOR, 12);
    expect(core).toBeGreaterThan(other);
    expect(QUALIFIED_NAME_FACTOR).toBeLessThan(1);
    // Asked for, the qualifier is a word like any other the query accounts for.
    expect(nameCoverageMultiplier(["admin", "conversation", "creat"], ["admin", ...query])).toBe(
      MAXIMUM_NAME_COVERAGE_MULTIPLIER,
    );
  });

  it("holds a deprecated method back, its name saying so or only its description, unless asked for", () => {
    const query = ["list", "pod"];
    const name = ["list", "pod"];
    const live = nameCoverageMultiplier(name, query, undefined, undefined, []);
    const described = nameCoverageMultiplier(name, query, undefined, undefined, [DEPRECATED_QUALIFIER]);
    expect(live).toBe(MAXIMUM_NAME_COVERAGE_MULTIPLIER);
    expect(described).toBeCloseTo(live * DEPRECATED_METHOD_FACTOR, 12);
    const named = ["list", "pod", DEPRECATED_QUALIFIER];
    const other = ["list", "pod", "old"];
    expect(nameCoverageMultiplier(named, query)).toBeCloseTo(
      nameCoverageMultiplier(other, query) * DEPRECATED_METHOD_FACTOR,
      12,
    );
    expect(DEPRECATED_METHOD_FACTOR).toBeLessThan(QUALIFIED_NAME_FACTOR);
    const asked = [DEPRECATED_QUALIFIER, ...query];
    expect(nameCoverageMultiplier(name, asked, undefined, undefined, [DEPRECATED_QUALIFIER])).toBeGreaterThan(
      described,
    );
  });

  it("holds back a name whose resource the query does not name, less when it names the resource's stand-in", () => {
    const name = ["volum", "action", "post"];
    // `action` is the resource (bit 1), `volum` its stand-in (bit STAND_IN_SHIFT + 0).
    const resources = (1 << 1) | (1 << STAND_IN_SHIFT);
    const free = (query: string[]) => nameCoverageMultiplier(name, query);
    const held = (query: string[]) =>
      nameCoverageMultiplier(name, query, undefined, undefined, [], resources);
    expect(held(["post", "action"])).toBe(free(["post", "action"]));
    expect(held(["post", "volum"])).toBeCloseTo(free(["post", "volum"]) * STAND_IN_RESOURCE_FACTOR, 12);
    expect(held(["post"])).toBeCloseTo(free(["post"]) * UNNAMED_RESOURCE_FACTOR, 12);
    // A related word names the stand-in as well as the word itself would.
    expect(nameCoverageMultiplier(name, ["post"], new Set(["volum"]), undefined, [], resources)).toBeCloseTo(
      nameCoverageMultiplier(name, ["post"], new Set(["volum"])) * STAND_IN_RESOURCE_FACTOR,
      12,
    );
    expect(UNNAMED_RESOURCE_FACTOR).toBeLessThan(STAND_IN_RESOURCE_FACTOR);
    expect(STAND_IN_RESOURCE_FACTOR).toBeLessThan(1);
  });
});
