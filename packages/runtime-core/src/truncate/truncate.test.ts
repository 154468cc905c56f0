import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { truncateResponse, truncateResult } from "./truncate.ts";

const MARKER = "--- TRUNCATED ---";
/** Budgets below the smallest form of a value (a bare marker string) may be exceeded by at most this. */
const SMALLEST_FORM = 40;

function shapeOf(value: unknown): string {
  if (Array.isArray(value)) return "array";
  if (value === null) return "null";
  return typeof value;
}

describe("truncateResponse", () => {
  it("returns text within budget unchanged", () => {
    expect(truncateResponse("hello", { maxChars: 5 })).toBe("hello");
  });

  it("cuts to the budget and notes the original size", () => {
    const text = "x".repeat(10_000);
    const out = truncateResponse(text, { maxChars: 1_000 });
    expect(out.length).toBeLessThanOrEqual(1_000);
    expect(out.startsWith("x".repeat(500))).toBe(true);
    expect(out).toContain(MARKER);
    expect(out).toContain("10,000 characters");
  });

  it("derives the character budget from maxTokens, 6000 tokens by default", () => {
    expect(truncateResponse("a".repeat(24_000))).toBe("a".repeat(24_000));
    expect(truncateResponse("a".repeat(24_001)).length).toBeLessThanOrEqual(24_000);
    expect(truncateResponse("a".repeat(401), { maxTokens: 100 }).length).toBeLessThanOrEqual(400);
    expect(truncateResponse("a".repeat(400), { maxTokens: 100 })).toBe("a".repeat(400));
  });

  it.each([20, 60, 100, 200, 299])(
    "keeps some of the text within a small budget of %i characters",
    (maxChars) => {
      const out = truncateResponse("y".repeat(10_000), { maxChars });
      expect(out.length).toBeLessThanOrEqual(Math.max(maxChars, 40));
      expect(out.startsWith("y")).toBe(true);
      expect(out).toContain(MARKER);
      expect(out).toContain("10,000 characters");
    },
  );

  it("keeps at least one character even when the budget is smaller than the short marker", () => {
    const out = truncateResponse("z".repeat(10_000), { maxChars: 3 });
    expect(out.startsWith("z")).toBe(true);
    expect(out).toContain(MARKER);
  });

  it("never splits a surrogate pair", () => {
    const out = truncateResponse("😀".repeat(1_000), { maxChars: 501 });
    expect(out).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});

describe("truncateResult", () => {
  it("returns values within budget as the same reference", () => {
    const value = { a: [1, 2, 3], b: "text" };
    expect(truncateResult(value)).toBe(value);
  });

  it.each([
    [
      "a cycle",
      (() => {
        const cyclic: Record<string, unknown> = {};
        cyclic.self = cyclic;
        return cyclic;
      })(),
    ],
    ["a bigint", { n: 10n }],
    ["undefined", undefined],
    ["a function", () => 1],
  ])("returns %s unchanged", (_, value) => {
    expect(truncateResult(value, { maxChars: 1 })).toBe(value);
  });

  it("clips a long string inside an object with the documented marker", () => {
    const out = truncateResult({ id: 7, body: "b".repeat(5_000) }, { maxChars: 300 }) as {
      id: number;
      body: string;
    };
    expect(out.id).toBe(7);
    expect(out.body).toMatch(/^b+ --- TRUNCATED --- 5,000 chars$/);
    expect(JSON.stringify(out).length).toBeLessThanOrEqual(300);
  });

  it("ends a clipped array with a marker counting the dropped items", () => {
    const items = Array.from({ length: 1_000 }, (_, index) => ({ index, name: `item ${index}` }));
    const out = truncateResult(items, { maxChars: 2_000 }) as unknown[];
    const last = out.at(-1) as string;
    expect(last).toMatch(/^--- TRUNCATED --- [\d,]+ more items$/);
    const kept = out.length - 1;
    expect(last).toBe(`${MARKER} ${1_000 - kept} more items`);
    expect(out.slice(0, kept)).toEqual(items.slice(0, kept));
    expect(JSON.stringify(out).length).toBeLessThanOrEqual(2_000);
  });

  it("drops the largest entries of an object first and names them in a marker entry", () => {
    const value = {
      small: 1,
      medium: "m".repeat(100),
      huge: ["h".repeat(3_000), "h".repeat(3_000)],
      big: "b".repeat(2_000),
    };
    const out = truncateResult(value, { maxChars: 200 }) as Record<string, unknown>;
    expect(out.small).toBe(1);
    expect(out[MARKER]).toMatch(/keys omitted: .*huge/);
    expect(JSON.stringify(out).length).toBeLessThanOrEqual(200);
  });

  it("shrinks the largest values first when every entry can stay", () => {
    const value = { short: "s".repeat(50), long: "l".repeat(5_000) };
    const out = truncateResult(value, { maxChars: 1_000 }) as Record<string, string>;
    expect(out.short).toBe(value.short);
    expect(out.long).toContain(MARKER);
    expect(out[MARKER]).toBeUndefined();
  });

  it("keeps a key that already is the marker apart from the marker entry", () => {
    const value = { [MARKER]: "x".repeat(1_000), other: "y".repeat(1_000), more: "z".repeat(1_000) };
    const out = truncateResult(value, { maxChars: 150 }) as Record<string, unknown>;
    expect(JSON.stringify(out).length).toBeLessThanOrEqual(150);
    expect(out[`${MARKER} `]).toMatch(/keys omitted/);
  });

  const jsonValue = fc.jsonValue({ maxDepth: 4 });
  const budget = fc.integer({ min: 0, max: 3_000 });

  it("property: output fits the budget (or the smallest form), is JSON and keeps the shape", () => {
    fc.assert(
      fc.property(jsonValue, budget, (value, maxChars) => {
        const out = truncateResult(value, { maxChars });
        if (typeof value === "string") {
          expect(typeof out).toBe("string");
          expect((out as string).length).toBeLessThanOrEqual(Math.max(maxChars, 200));
          return;
        }
        const serialized = JSON.stringify(out);
        expect(serialized).toBeTypeOf("string");
        expect(shapeOf(out)).toBe(shapeOf(value));
        if (JSON.stringify(value).length <= maxChars) {
          expect(out).toBe(value);
        } else {
          // A shrunk value is plain JSON data: it survives a JSON round trip exactly.
          expect(JSON.parse(serialized)).toEqual(out);
          expect(serialized.length).toBeLessThanOrEqual(Math.max(maxChars, SMALLEST_FORM));
        }
      }),
      { numRuns: 500 },
    );
  });

  it("property: large generated results fit exactly for realistic budgets", () => {
    const row = fc.record({
      id: fc.integer(),
      name: fc.string({ maxLength: 200 }),
      tags: fc.array(fc.string(), { maxLength: 20 }),
    });
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 50, maxLength: 300 }),
        fc.integer({ min: 100, max: 5_000 }),
        (rows, maxChars) => {
          const out = truncateResult({ rows, total: rows.length }, { maxChars }) as Record<string, unknown>;
          expect(JSON.stringify(out).length).toBeLessThanOrEqual(maxChars);
          expect(shapeOf(out)).toBe("object");
        },
      ),
      { numRuns: 100 },
    );
  });
});
