import { describe, expect, it } from "vitest";
import { fillBytes, seededGenerator, uuidFromBytes } from "./seeded-generator.ts";

describe("seededGenerator", () => {
  // Values of the generator the sandbox ran before the harness was TypeScript: a run paused under it draws
  // the same values when it continues, so they must never change.
  it.each([
    ["bench/root", [2954027730, 3430400387, 667564450]],
    ["s/root", [2086761990, 4267795490, 2610057337]],
    ["seed/abc", [2742588985, 786149594, 733507170]],
  ])("draws the pinned stream for %s", (seed, expected) => {
    const next = seededGenerator(seed);
    expect([next(), next(), next()]).toEqual(expected);
  });

  it("fills bytes four per draw, least significant first, and makes a version 4 UUID", () => {
    const bytes = new Uint8Array(6);
    const words = [0x04030201, 0x00000605];
    fillBytes(bytes, () => words.shift() ?? 0);
    expect([...bytes]).toEqual([1, 2, 3, 4, 5, 6]);
    const uuid = uuidFromBytes(new Uint8Array(16).fill(0xff));
    expect(uuid).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
  });
});
