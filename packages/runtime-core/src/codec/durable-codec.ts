import { MAX_DURABLE_VALUE_BYTES } from "../constants.ts";
import { CodemodeError } from "../errors.ts";
import { base64ToBytes, bytesToBase64 } from "./base64.ts";
import { setOwnProperty } from "./own-property.ts";

/**
 * The durable value codec: JSON, plus tags for what JSON loses and Workers RPC keeps, so a replayed value is
 * the value the first pass saw: `undefined` (distinct from `null`), `bigint`, non-finite numbers and `-0`,
 * `Date`, `Map`, `Set`, `ArrayBuffer`, `DataView` and every typed array. Tagged values are objects whose only
 * key is `$cm`-prefixed; a user object with a `$cm` key is itself wrapped, so nothing is misread.
 *
 * The length of the encoded string is what {@link MAX_DURABLE_VALUE_BYTES} limits.
 */

const TAG = "$cm";

const TYPED_ARRAYS = {
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
} as const;
type TypedArrayName = keyof typeof TYPED_ARRAYS;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Options of {@link encodeDurable}. */
export interface EncodeOptions {
  /** Sort object keys, for a canonical form that compares equal when values are equal. */
  sortKeys?: boolean;
}

/** Encodes a value for durable storage. Throws a `CodemodeError` (`not_serializable`) for cycles, functions and symbols. */
export function encodeDurable(value: unknown, options: EncodeOptions = {}): string {
  return JSON.stringify(toJson(value, options.sortKeys === true, new Set(), "value"));
}

/** Decodes a value written by {@link encodeDurable}. */
export function decodeDurable(text: string): unknown {
  return fromJson(JSON.parse(text) as Json);
}

/**
 * Encodes a value that must fit the durable limit. `what` names the value in the error, for example
 * `"The result of github.list_issues"`.
 */
export function encodeDurableChecked(what: string, value: unknown): string {
  let encoded: string;
  try {
    encoded = encodeDurable(value);
  } catch (error) {
    throw new CodemodeError(
      "not_serializable",
      `${what} cannot be recorded durably: ${(error as Error).message}. Only JSON values, binary data, bigint, Date, Map and Set cross a durable replay boundary; return plain data instead.`,
      { cause: error },
    );
  }
  if (encoded.length > MAX_DURABLE_VALUE_BYTES) throw valueTooLargeError(what, encoded.length);
  return encoded;
}

/** The error for a value over {@link MAX_DURABLE_VALUE_BYTES}. */
export function valueTooLargeError(what: string, size: number): CodemodeError {
  return new CodemodeError(
    "value_too_large",
    `${what} is too large to record durably (${size} bytes, limit ${MAX_DURABLE_VALUE_BYTES}). Keep large data out of the log: return or pass a small summary or a reference (an id, a path) instead of the data itself.`,
  );
}

/** A canonical string of a value (sorted keys, tagged types), to compare call arguments across passes. */
export function canonicalJson(value: unknown): string {
  return encodeDurable(value, { sortKeys: true });
}

function toJson(value: unknown, sortKeys: boolean, seen: Set<object>, path: string): Json {
  switch (typeof value) {
    case "string":
    case "boolean":
      return value;
    case "number":
      if (Number.isFinite(value) && !Object.is(value, -0)) return value;
      return { [TAG]: "number", v: Object.is(value, -0) ? "-0" : String(value) };
    case "undefined":
      return { [TAG]: "undefined" };
    case "bigint":
      return { [TAG]: "bigint", v: value.toString() };
    case "function":
      throw new Error(`a function at ${path}`);
    case "symbol":
      throw new Error(`a symbol at ${path}`);
  }
  if (value === null) return null;
  const object = value as object;
  if (seen.has(object)) throw new Error(`a circular reference at ${path}`);
  seen.add(object);
  try {
    return objectToJson(object, sortKeys, seen, path);
  } finally {
    seen.delete(object);
  }
}

function objectToJson(object: object, sortKeys: boolean, seen: Set<object>, path: string): Json {
  if (Array.isArray(object)) {
    const out: Json[] = new Array(object.length);
    for (let index = 0; index < object.length; index++) {
      out[index] = toJson(object[index], sortKeys, seen, `${path}[${index}]`);
    }
    return out;
  }
  if (object instanceof Date)
    return { [TAG]: "Date", v: Number.isNaN(object.getTime()) ? null : object.toISOString() };
  if (object instanceof ArrayBuffer)
    return { [TAG]: "ArrayBuffer", b64: bytesToBase64(new Uint8Array(object)) };
  if (ArrayBuffer.isView(object)) {
    const bytes = new Uint8Array(object.buffer, object.byteOffset, object.byteLength);
    const name = object instanceof DataView ? "DataView" : typedArrayName(object);
    return { [TAG]: name, b64: bytesToBase64(bytes) };
  }
  if (object instanceof Map) {
    const entries: Json[] = [];
    let index = 0;
    for (const [key, entry] of object) {
      entries.push([
        toJson(key, sortKeys, seen, `${path}.key${index}`),
        toJson(entry, sortKeys, seen, `${path}.get(${index})`),
      ]);
      index++;
    }
    return { [TAG]: "Map", v: entries };
  }
  if (object instanceof Set) {
    const values: Json[] = [];
    let index = 0;
    for (const entry of object) values.push(toJson(entry, sortKeys, seen, `${path}.item${index++}`));
    return { [TAG]: "Set", v: values };
  }
  const record = object as Record<string, unknown>;
  if (typeof (record as { toJSON?: unknown }).toJSON === "function") {
    return toJson((record as { toJSON: () => unknown }).toJSON(), sortKeys, seen, path);
  }
  const keys = Object.keys(record);
  if (sortKeys) keys.sort();
  const out: { [key: string]: Json } = {};
  for (const key of keys) setOwnProperty(out, key, toJson(record[key], sortKeys, seen, `${path}.${key}`));
  return Object.hasOwn(out, TAG) ? { [TAG]: "object", v: out } : out;
}

/** The built-in typed array a view is (a subclass such as Node's `Buffer` is recorded as its base type). */
function typedArrayName(view: ArrayBufferView): TypedArrayName {
  for (const name of Object.keys(TYPED_ARRAYS) as TypedArrayName[]) {
    if (view instanceof TYPED_ARRAYS[name]) return name;
  }
  throw new Error(`an unsupported binary view (${view.constructor.name})`);
}

function fromJson(json: Json): unknown {
  if (json === null || typeof json !== "object") return json;
  if (Array.isArray(json)) return json.map(fromJson);
  const tag = json[TAG];
  if (typeof tag !== "string") {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(json)) setOwnProperty(out, key, fromJson(json[key] as Json));
    return out;
  }
  return fromTagged(tag, json);
}

function fromTagged(tag: string, json: { [key: string]: Json }): unknown {
  switch (tag) {
    case "undefined":
      return undefined;
    case "number":
      return json.v === "-0" ? -0 : Number(json.v);
    case "bigint":
      return BigInt(json.v as string);
    case "Date":
      return new Date(json.v === null ? Number.NaN : (json.v as string));
    case "Map":
      return new Map((json.v as [Json, Json][]).map(([key, entry]) => [fromJson(key), fromJson(entry)]));
    case "Set":
      return new Set((json.v as Json[]).map(fromJson));
    case "object": {
      const inner = json.v as { [key: string]: Json };
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(inner)) setOwnProperty(out, key, fromJson(inner[key] as Json));
      return out;
    }
    case "ArrayBuffer": {
      const bytes = base64ToBytes(json.b64 as string);
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    }
    case "DataView": {
      const bytes = base64ToBytes(json.b64 as string);
      return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
    default: {
      const Constructor = TYPED_ARRAYS[tag as TypedArrayName];
      if (!Constructor) throw new CodemodeError("invalid_argument", `Unknown durable value tag "${tag}".`);
      const bytes = base64ToBytes(json.b64 as string);
      const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      return new Constructor(copy);
    }
  }
}
