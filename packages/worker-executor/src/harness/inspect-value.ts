import { jsonStringify, OriginalDate, objectKeys } from "./captured.ts";
import { describeError } from "./describe-error.ts";
import { type Writer, write } from "./writer.ts";

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const isArray = Array.isArray;
const MAX_DEPTH = 4;
const MAX_ITEMS = 100;

/**
 * The full value formatter: `{ a: 1 }`, `[ 1, 2 ]`, `Map(1) { "k" => 1 }`, class names, `[Circular]`, depth
 * and item limits, all bounded by the writer's room. Never throws: a revoked Proxy, a trap or a name getter
 * that throws shows as `[unreadable: ...]` instead of the log call throwing into the code.
 */
export function inspectValue(writer: Writer, value: unknown, depth: number, seen: Set<unknown>): void {
  if (writer.full) return;
  try {
    inspectAny(writer, value, depth, seen);
  } catch (error) {
    write(writer, `[unreadable: ${describeError(error)}]`);
  }
}

function inspectAny(writer: Writer, value: unknown, depth: number, seen: Set<unknown>): void {
  switch (typeof value) {
    case "string":
      write(writer, jsonStringify(value));
      return;
    case "number":
      write(writer, Object.is(value, -0) ? "-0" : String(value));
      return;
    case "bigint":
      write(writer, `${String(value)}n`);
      return;
    case "boolean":
    case "undefined":
      write(writer, String(value));
      return;
    case "symbol":
      write(writer, value.toString());
      return;
    case "function":
      write(writer, `[Function${value.name ? `: ${value.name}` : " (anonymous)"}]`);
      return;
  }
  if (value === null) {
    write(writer, "null");
    return;
  }
  if (seen.has(value)) {
    write(writer, "[Circular]");
    return;
  }
  if (value instanceof Error) {
    write(writer, describeError(value));
    return;
  }
  if (value instanceof OriginalDate) {
    write(writer, Number.isNaN(value.getTime()) ? "Invalid Date" : value.toISOString());
    return;
  }
  if (value instanceof RegExp) {
    write(writer, String(value));
    return;
  }
  if (depth >= MAX_DEPTH) {
    write(writer, isArray(value) ? "[Array]" : "[Object]");
    return;
  }
  seen.add(value);
  try {
    inspectObject(writer, value as object, depth, seen);
  } finally {
    seen.delete(value);
  }
}

function inspectObject(writer: Writer, value: object, depth: number, seen: Set<unknown>): void {
  if (isArray(value)) {
    inspectItems(writer, "[", "]", value, depth, seen);
    return;
  }
  if (value instanceof Map) {
    write(writer, `Map(${value.size}) `);
    inspectEntries(writer, value.entries(), value.size, depth, seen, (key) => {
      inspectValue(writer, key, depth + 1, seen);
      return " => ";
    });
    return;
  }
  if (value instanceof Set) {
    write(writer, `Set(${value.size}) `);
    inspectItems(writer, "{", "}", [...value], depth, seen);
    return;
  }
  if (value instanceof ArrayBuffer) {
    write(writer, `ArrayBuffer { byteLength: ${value.byteLength} }`);
    return;
  }
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
    const typed = value as unknown as ArrayLike<unknown>;
    write(writer, `${value.constructor.name}(${typed.length}) `);
    inspectItems(writer, "[", "]", typed, depth, seen);
    return;
  }
  const maker = (value as { constructor?: { name?: unknown } }).constructor;
  const name = maker && maker !== Object && typeof maker.name === "string" ? `${maker.name} ` : "";
  write(writer, name);
  inspectProperties(writer, value, objectKeys(value), depth, seen);
}

// Reads only the properties it shows, each guarded: a getter that throws (a released stream writer's
// desiredSize, say) shows its error instead of making console.log throw.
function inspectProperties(
  writer: Writer,
  value: object,
  keys: string[],
  depth: number,
  seen: Set<unknown>,
): void {
  if (keys.length === 0) {
    write(writer, "{}");
    return;
  }
  write(writer, "{ ");
  const shown = Math.min(keys.length, MAX_ITEMS);
  for (let index = 0; index < shown && !writer.full; index++) {
    if (index > 0) write(writer, ", ");
    const key = keys[index] as string;
    write(writer, `${IDENTIFIER.test(key) ? key : jsonStringify(key)}: `);
    let entry: unknown;
    try {
      entry = (value as Record<string, unknown>)[key];
    } catch (error) {
      write(writer, `[threw: ${describeError(error)}]`);
      continue;
    }
    inspectValue(writer, entry, depth + 1, seen);
  }
  if (keys.length > shown) write(writer, `, ... ${keys.length - shown} more entries`);
  write(writer, " }");
}

function inspectItems(
  writer: Writer,
  open: string,
  close: string,
  items: ArrayLike<unknown>,
  depth: number,
  seen: Set<unknown>,
): void {
  if (items.length === 0) {
    write(writer, open + close);
    return;
  }
  write(writer, `${open} `);
  const shown = Math.min(items.length, MAX_ITEMS);
  for (let index = 0; index < shown && !writer.full; index++) {
    if (index > 0) write(writer, ", ");
    inspectValue(writer, items[index], depth + 1, seen);
  }
  if (items.length > shown) write(writer, `, ... ${items.length - shown} more items`);
  write(writer, ` ${close}`);
}

function inspectEntries(
  writer: Writer,
  entries: Iterable<[unknown, unknown]>,
  size: number,
  depth: number,
  seen: Set<unknown>,
  label: (key: unknown) => string,
): void {
  if (size === 0) {
    write(writer, "{}");
    return;
  }
  write(writer, "{ ");
  let index = 0;
  for (const [key, entry] of entries) {
    if (writer.full) return;
    if (index === MAX_ITEMS) {
      write(writer, `, ... ${size - MAX_ITEMS} more entries`);
      break;
    }
    if (index > 0) write(writer, ", ");
    write(writer, label(key));
    inspectValue(writer, entry, depth + 1, seen);
    index++;
  }
  write(writer, " }");
}
