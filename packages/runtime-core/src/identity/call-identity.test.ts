import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { childCause, idempotencyKey, timerCause } from "./call-identity.ts";
import { hash64 } from "./hash64.ts";

/** FNV-1a 64 written the obvious way, with bigint arithmetic, to check the limb arithmetic against. */
function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let index = 0; index < text.length; index++) {
    hash ^= BigInt(text.charCodeAt(index));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, "0");
}

/** Any UTF-16 code unit, lone surrogates included (fast-check's "binary" unit makes only whole code points). */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

describe("hash64", () => {
  it.each([
    ["", "cbf29ce484222325"],
    ["a", "af63dc4c8601ec8c"],
    ["foobar", "85944171f73967e8"],
  ])("gives the published FNV-1a 64 value of %j", (text, expected) => {
    expect(hash64(text)).toBe(expected);
  });

  it("matches FNV-1a 64 over UTF-16 code units for any string, lone surrogates included", () => {
    fc.assert(
      fc.property(fc.string({ unit: codeUnit, maxLength: 80 }), (text) => {
        expect(hash64(text)).toBe(fnv1a64(text));
      }),
      { numRuns: 2000 },
    );
  });

  it("keys a call by execution, position and method", () => {
    expect(idempotencyKey("run-1", 4, { connector: "github", method: "create_issue" })).toBe(
      `run-1:4:${fnv1a64("github.create_issue")}`,
    );
  });

  it("pins version 1 causes to what databases recorded (test/upgrade fixture of durable-storage)", () => {
    expect(childCause("root", 0)).toBe("f8787024877020d3");
    expect(childCause("root", 1)).toBe("f8786f2487701f20");
    expect(childCause("root", 1)).toBe(hash64("root.1"));
    expect(timerCause("root", 2)).toBe(hash64("root.timer.2"));
  });
});
