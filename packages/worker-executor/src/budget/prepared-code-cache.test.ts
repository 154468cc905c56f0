import { describe, expect, it } from "vitest";
import { preparePreludeCached, prepareProgram } from "./prepared-code-cache.ts";

describe("prepareProgram", () => {
  it("normalizes, then instruments, and remembers the result per code and budget setting", () => {
    const first = prepareProgram("const x: number = 1; x", true);
    expect(first).toMatchObject({ ok: true, source: expect.stringContaining("__codemode$enter()") });
    expect(prepareProgram("const x: number = 1; x", true)).toBe(first);
    const plain = prepareProgram("const x: number = 1; x", false);
    expect(plain).not.toBe(first);
    expect(plain.ok && plain.source).not.toContain("__codemode$");
  });

  it("forgets the oldest entries past its capacity", () => {
    const oldest = prepareProgram("async () => 'oldest'", true);
    for (let index = 0; index < 70; index++) prepareProgram(`async () => ${index}`, true);
    expect(prepareProgram("async () => 'oldest'", true)).not.toBe(oldest);
    expect(prepareProgram("async () => 'oldest'", true)).toEqual(oldest);
  });

  it("keeps preludes of different providers apart", () => {
    const a = preparePreludeCached("{ }", "a", true);
    expect(preparePreludeCached("{ }", "a", true)).toBe(a);
    expect(preparePreludeCached("} {", "b", true)).toMatchObject({
      ok: false,
      error: expect.stringContaining('"b"'),
    });
  });
});
