import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { base64ToBytes, bytesToBase64 } from "./base64.ts";

describe("base64", () => {
  it.each([
    ["", ""],
    ["f", "Zg=="],
    ["fo", "Zm8="],
    ["foo", "Zm9v"],
    ["foobar", "Zm9vYmFy"],
  ])("encodes %j as the standard %j", (text, encoded) => {
    const bytes = new TextEncoder().encode(text);
    expect(bytesToBase64(bytes)).toBe(encoded);
    expect(Array.from(base64ToBytes(encoded))).toEqual(Array.from(bytes));
  });

  it("matches the platform's base64 for arbitrary bytes and round trips", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const encoded = bytesToBase64(bytes);
        expect(encoded).toBe(btoa(String.fromCharCode(...bytes)));
        expect(Array.from(base64ToBytes(encoded))).toEqual(Array.from(bytes));
      }),
    );
  });
});
