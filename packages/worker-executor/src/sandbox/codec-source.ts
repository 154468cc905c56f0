/**
 * Sandbox half of runtime-core's durable codec (`encodeDurable`/`decodeDurable`), as module source for the
 * loaded Worker, which cannot import our packages. It writes and reads exactly the same tagged JSON, so
 * `undefined`, `bigint`, non-finite numbers, `-0`, `Date`, `Map`, `Set` and binary data cross the boundary
 * intact and functions, symbols and cycles are refused with the path where they occur. The tests round-trip
 * every tag between this copy and the host's.
 */
export const CODEC_SOURCE = `
const TAG = "$cm";
const TYPED_ARRAYS = { Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array, BigInt64Array, BigUint64Array };
const hasOwn = Object.hasOwn;
const isArray = Array.isArray;
const objectKeys = Object.keys;
const jsonStringify = JSON.stringify;
const jsonParse = JSON.parse;
const fromCharCode = String.fromCharCode;
const base64Encode = btoa;
const base64Decode = atob;

function bytesToBase64(bytes) {
  let binary = "";
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += fromCharCode.apply(null, bytes.subarray(index, index + 0x8000));
  }
  return base64Encode(binary);
}

function base64ToBytes(text) {
  const binary = base64Decode(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function toJson(value, seen, path) {
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
      throw new Error("a function at " + path);
    case "symbol":
      throw new Error("a symbol at " + path);
  }
  if (value === null) return null;
  if (seen.has(value)) throw new Error("a circular reference at " + path);
  seen.add(value);
  try {
    return objectToJson(value, seen, path);
  } finally {
    seen.delete(value);
  }
}

function objectToJson(object, seen, path) {
  if (isArray(object)) {
    const out = new Array(object.length);
    for (let index = 0; index < object.length; index++) out[index] = toJson(object[index], seen, path + "[" + index + "]");
    return out;
  }
  if (object instanceof OriginalDate) {
    return { [TAG]: "Date", v: Number.isNaN(object.getTime()) ? null : object.toISOString() };
  }
  if (object instanceof ArrayBuffer) return { [TAG]: "ArrayBuffer", b64: bytesToBase64(new Uint8Array(object)) };
  if (ArrayBuffer.isView(object)) {
    const bytes = new Uint8Array(object.buffer, object.byteOffset, object.byteLength);
    return { [TAG]: object instanceof DataView ? "DataView" : object.constructor.name, b64: bytesToBase64(bytes) };
  }
  if (object instanceof Map) {
    const entries = [];
    let index = 0;
    for (const [key, entry] of object) {
      entries.push([toJson(key, seen, path + ".key" + index), toJson(entry, seen, path + ".get(" + index + ")")]);
      index++;
    }
    return { [TAG]: "Map", v: entries };
  }
  if (object instanceof Set) {
    const values = [];
    let index = 0;
    for (const entry of object) values.push(toJson(entry, seen, path + ".item" + index++));
    return { [TAG]: "Set", v: values };
  }
  if (typeof object.toJSON === "function") return toJson(object.toJSON(), seen, path);
  const out = {};
  for (const key of objectKeys(object)) out[key] = toJson(object[key], seen, path + "." + key);
  return hasOwn(out, TAG) ? { [TAG]: "object", v: out } : out;
}

function fromJson(json) {
  if (json === null || typeof json !== "object") return json;
  if (isArray(json)) return json.map(fromJson);
  if (!hasOwn(json, TAG) || typeof json[TAG] !== "string") {
    const out = {};
    for (const key of objectKeys(json)) out[key] = fromJson(json[key]);
    return out;
  }
  switch (json[TAG]) {
    case "undefined":
      return undefined;
    case "number":
      return json.v === "-0" ? -0 : Number(json.v);
    case "bigint":
      return BigInt(json.v);
    case "Date":
      return new OriginalDate(json.v === null ? Number.NaN : json.v);
    case "Map":
      return new Map(json.v.map(([key, entry]) => [fromJson(key), fromJson(entry)]));
    case "Set":
      return new Set(json.v.map(fromJson));
    case "object": {
      const out = {};
      for (const key of objectKeys(json.v)) out[key] = fromJson(json.v[key]);
      return out;
    }
    case "ArrayBuffer": {
      const bytes = base64ToBytes(json.b64);
      return bytes.buffer;
    }
    case "DataView": {
      const bytes = base64ToBytes(json.b64);
      return new DataView(bytes.buffer);
    }
    default: {
      const Constructor = hasOwn(TYPED_ARRAYS, json[TAG]) ? TYPED_ARRAYS[json[TAG]] : undefined;
      if (!Constructor) throw new Error('Unknown value tag "' + json[TAG] + '"');
      return new Constructor(base64ToBytes(json.b64).buffer);
    }
  }
}

const getPrototypeOf = Object.getPrototypeOf;
const OBJECT_PROTOTYPE = Object.prototype;

// Whether plain JSON.stringify writes the same text as the tagged encoding: only strings, booleans,
// finite numbers other than -0, null, arrays and plain objects without a "$cm" key. Deep or cyclic
// values take the full path, which reports cycles.
function isPlainJson(value, depth) {
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value) && (value !== 0 || 1 / value > 0);
    case "object": {
      if (value === null) return true;
      if (depth > 32) return false;
      if (isArray(value)) {
        for (let index = 0; index < value.length; index++) if (!isPlainJson(value[index], depth + 1)) return false;
        return true;
      }
      const prototype = getPrototypeOf(value);
      if ((prototype !== OBJECT_PROTOTYPE && prototype !== null) || hasOwn(value, TAG) || typeof value.toJSON === "function") return false;
      for (const key of objectKeys(value)) if (!isPlainJson(value[key], depth + 1)) return false;
      return true;
    }
    default:
      return false;
  }
}

function encodeValue(value) {
  return jsonStringify(isPlainJson(value, 0) ? value : toJson(value, new Set(), "value"));
}

// Text without a "$cm" key or string holds no tagged value, so JSON.parse alone reads it.
function decodeValue(text) {
  const parsed = jsonParse(text);
  return text.indexOf('"$cm"') === -1 ? parsed : fromJson(parsed);
}
`;
