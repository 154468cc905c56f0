import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_DURABLE_VALUE_BYTES } from "../constants.ts";
import { CodemodeError } from "../errors.ts";
import { canonicalJson, decodeDurable, encodeDurable, encodeDurableChecked } from "./durable-codec.ts";

function roundTrip<T>(value: T): unknown {
  return decodeDurable(encodeDurable(value));
}

const TYPED_ARRAYS = [
  Int8Array,
  Uint8Array,
  Uint8ClampedArray,
  Int16Array,
  Uint16Array,
  Int32Array,
  Uint32Array,
  Float32Array,
  Float64Array,
  BigInt64Array,
  BigUint64Array,
] as const;

describe("durable codec round trips", () => {
  it.each([
    ["null", null],
    ["true", true],
    ["false", false],
    ["an integer", 42],
    ["a float", 3.25],
    ["a negative number", -7],
    ["the largest safe integer", Number.MAX_SAFE_INTEGER],
    ["an empty string", ""],
    ["a unicode string", "héllo 😀 \u2028"],
    ["an empty array", []],
    ["an empty object", {}],
    ["a nested structure", { a: [1, { b: [null, "x", { c: true }] }], d: { e: { f: [] } } }],
  ])("%s", (_, value) => {
    expect(roundTrip(value)).toEqual(value);
  });

  it("keeps undefined apart from null at the top level, in arrays and as object values", () => {
    expect(roundTrip(undefined)).toBeUndefined();
    expect(roundTrip(null)).toBeNull();
    const array = roundTrip([undefined, null]) as unknown[];
    expect(array).toHaveLength(2);
    expect(array[0]).toBeUndefined();
    expect(array[1]).toBeNull();
    const object = roundTrip({ a: undefined, b: null }) as Record<string, unknown>;
    expect(Object.hasOwn(object, "a")).toBe(true);
    expect(object.a).toBeUndefined();
    expect(object.b).toBeNull();
  });

  it("keeps bigint, -0, NaN and the infinities", () => {
    expect(roundTrip(12345678901234567890n)).toBe(12345678901234567890n);
    expect(roundTrip(-5n)).toBe(-5n);
    expect(Object.is(roundTrip(-0), -0)).toBe(true);
    expect(Object.is(roundTrip(0), 0)).toBe(true);
    expect(roundTrip(Number.NaN)).toBeNaN();
    expect(roundTrip(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(roundTrip(Number.NEGATIVE_INFINITY)).toBe(Number.NEGATIVE_INFINITY);
  });

  it("keeps valid and invalid dates", () => {
    const date = new Date("2026-04-01T12:34:56.789Z");
    const decoded = roundTrip(date) as Date;
    expect(decoded).toBeInstanceOf(Date);
    expect(decoded.getTime()).toBe(date.getTime());
    const invalid = roundTrip(new Date(Number.NaN)) as Date;
    expect(invalid).toBeInstanceOf(Date);
    expect(invalid.getTime()).toBeNaN();
  });

  it("keeps maps and sets with non-string keys and nested values", () => {
    const map = new Map<unknown, unknown>([
      [1, "one"],
      [{ k: 1 }, new Set([1n, undefined])],
    ]);
    expect(roundTrip(map)).toEqual(map);
    expect(roundTrip(new Set(["a", 2, null]))).toEqual(new Set(["a", 2, null]));
  });

  it("keeps ArrayBuffer and DataView", () => {
    const buffer = new Uint8Array([0, 1, 2, 250, 255]).buffer;
    const decoded = roundTrip(buffer) as ArrayBuffer;
    expect(decoded).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(decoded)]).toEqual([0, 1, 2, 250, 255]);
    const view = new DataView(new Uint8Array([9, 8, 7, 6, 5]).buffer, 1, 3);
    const decodedView = roundTrip(view) as DataView;
    expect(decodedView).toBeInstanceOf(DataView);
    expect(decodedView.byteLength).toBe(3);
    expect([decodedView.getUint8(0), decodedView.getUint8(1), decodedView.getUint8(2)]).toEqual([8, 7, 6]);
  });

  it.each(TYPED_ARRAYS.map((Constructor) => [Constructor.name, Constructor] as const))(
    "keeps %s, also as a view with an offset into a larger buffer",
    (_, Constructor) => {
      const big = Constructor === BigInt64Array || Constructor === BigUint64Array;
      const values = big ? [1n, 2n, 3n, 4n, 5n, 6n] : [1, 2, 3, 4, 5, 6];
      const full = new (Constructor as new (length: number) => { [index: number]: unknown; length: number })(
        values.length,
      );
      values.forEach((value, index) => {
        full[index] = value;
      });
      expect(roundTrip(full)).toEqual(full);
      const typed = full as unknown as { buffer: ArrayBuffer; BYTES_PER_ELEMENT: number };
      const view = new (
        Constructor as unknown as new (
          buffer: ArrayBuffer,
          offset: number,
          length: number,
        ) => object
      )(typed.buffer, typed.BYTES_PER_ELEMENT * 2, 3);
      const decoded = roundTrip(view) as { length: number; byteOffset: number } & ArrayLike<unknown>;
      expect(decoded).toBeInstanceOf(Constructor);
      expect(decoded.length).toBe(3);
      expect(Array.from(decoded)).toEqual(values.slice(2, 5));
    },
  );

  it("keeps a subclass of a typed array as its base type", () => {
    class Bytes extends Uint8Array {}
    const decoded = roundTrip(new Bytes([1, 2, 3]));
    expect(decoded).toBeInstanceOf(Uint8Array);
    expect(Array.from(decoded as Uint8Array)).toEqual([1, 2, 3]);
  });

  it("keeps objects whose key is $cm, even when the value looks like a tag", () => {
    for (const value of [
      { $cm: "undefined" },
      { $cm: "Date", v: "2020-01-01T00:00:00.000Z" },
      { $cm: 1, other: [{ $cm: "x" }] },
    ]) {
      expect(roundTrip(value)).toEqual(value);
    }
  });

  it("keeps a key named __proto__ as data", () => {
    const value = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    const decoded = roundTrip(value) as Record<string, unknown>;
    expect(Object.hasOwn(decoded, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
    expect(JSON.stringify(decoded)).toBe(JSON.stringify(value));
  });

  it("uses toJSON of other objects", () => {
    expect(roundTrip({ when: { toJSON: () => "custom" } })).toEqual({ when: "custom" });
  });
});

describe("canonicalJson", () => {
  it("is equal for objects with different key order, nested too", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: 2 } })).toBe(
      canonicalJson({ a: { c: 2, d: [1, { x: 1, y: 2 }] }, b: 1 }),
    );
  });

  it("differs for different values and keeps array order", () => {
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }));
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
    expect(canonicalJson({ a: undefined })).not.toBe(canonicalJson({ a: null }));
  });
});

describe("durable codec errors", () => {
  it.each([
    [
      "a cycle",
      (() => {
        const value: Record<string, unknown> = { list: [] };
        (value.list as unknown[]).push({ back: value });
        return value;
      })(),
      /circular reference at value\.list\[0\]\.back/,
    ],
    ["a function", { nested: { run: () => 1 } }, /function at value\.nested\.run/],
    ["a symbol", [1, Symbol("s")], /symbol at value\[1\]/],
    ["a function inside a map", new Map([["k", () => 1]]), /function at value\.get\(0\)/],
  ])("names the path of %s", (_, value, pattern) => {
    expect(() => encodeDurable(value)).toThrow(pattern);
  });

  it("allows the same object twice when it is not a cycle", () => {
    const shared = { x: 1 };
    expect(roundTrip([shared, shared])).toEqual([{ x: 1 }, { x: 1 }]);
  });

  it("reports values that cannot be recorded as a not_serializable CodemodeError naming the value", () => {
    let caught: unknown;
    try {
      encodeDurableChecked("The result of github.list_issues", { f: () => 1 });
    } catch (error) {
      caught = error;
    }
    expect(CodemodeError.isInstance(caught)).toBe(true);
    expect((caught as CodemodeError).code).toBe("not_serializable");
    expect((caught as Error).message).toMatch(
      /^The result of github\.list_issues cannot be recorded durably: a function at value\.f/,
    );
  });

  it("accepts a value exactly at MAX_DURABLE_VALUE_BYTES and refuses one byte more", () => {
    const fits = "x".repeat(MAX_DURABLE_VALUE_BYTES - 2);
    expect(encodeDurableChecked("The argument", fits)).toHaveLength(MAX_DURABLE_VALUE_BYTES);
    let caught: unknown;
    try {
      encodeDurableChecked("The argument", `${fits}x`);
    } catch (error) {
      caught = error;
    }
    expect((caught as CodemodeError).code).toBe("value_too_large");
    expect((caught as Error).message).toContain(
      `(${MAX_DURABLE_VALUE_BYTES + 1} bytes, limit ${MAX_DURABLE_VALUE_BYTES})`,
    );
  });

  it("refuses an unknown tag on decode with a clear error", () => {
    expect(() => decodeDurable('{"$cm":"Float16Array","b64":""}')).toThrow(
      /Unknown durable value tag "Float16Array"/,
    );
  });
});

describe("durable codec property", () => {
  const typedArray = fc.oneof(
    fc.int8Array(),
    fc.uint8Array(),
    fc.uint8ClampedArray(),
    fc.int16Array(),
    fc.uint16Array(),
    fc.int32Array(),
    fc.uint32Array(),
    fc.float32Array(),
    fc.float64Array(),
    fc.bigInt64Array(),
    fc.bigUint64Array(),
  );
  const value = fc.anything({
    maxDepth: 3,
    withBigInt: true,
    withBoxedValues: false,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: false,
    withObjectString: true,
    withSparseArray: false,
    withTypedArray: true,
    values: [
      fc.boolean(),
      fc.integer(),
      fc.double(),
      fc.string(),
      fc.constant(null),
      fc.constant(undefined),
      typedArray,
    ],
  });

  it("decode(encode(v)) deep-equals v", () => {
    fc.assert(
      fc.property(value, (original) => {
        expect(roundTrip(original)).toStrictEqual(original);
      }),
      { numRuns: 400 },
    );
  });
});
