/**
 * Sandbox console capture, as module source for the loaded Worker. `console.log/info/debug/warn/error`
 * append formatted lines to the execution's logs (warn, error and debug lines are prefixed). Formatting
 * is bounded by the line length, so logging a huge object costs no more than the line it may fill, and the
 * whole log is bounded by a line count and a byte size, past which lines are only counted and a final
 * "... dropped" line says how many were lost. Values are formatted by `inspect`, from
 * {@link INSPECT_SOURCE} or, for code that never names `console` nor throws, {@link PLAIN_INSPECT_SOURCE}.
 */
export const CONSOLE_CAPTURE_SOURCE = String.raw`
const objectKeys = Object.keys;
const jsonStringify = JSON.stringify;
const NON_ASCII = /[^\x00-\x7f]/;

// Arrays without a prototype: code that replaces Array.prototype.push or plants an indexed setter on
// Array.prototype cannot reach the captured lines (Workers RPC still sends them as arrays).
const logLines = setPrototypeOf([], null);
let logBytes = 0;
let droppedLines = 0;
let logLimits;

const installConsole = (function installConsole(limits) {
  logLimits = limits;
  console.log = (...args) => capture("", args);
  console.info = (...args) => capture("", args);
  console.debug = (...args) => capture("[debug] ", args);
  console.warn = (...args) => capture("[warn] ", args);
  console.error = (...args) => capture("[error] ", args);
});

function capture(prefix, args) {
  if (droppedLines > 0 || logLines.length >= logLimits.maxLines || logBytes >= logLimits.maxBytes) {
    droppedLines++;
    return;
  }
  const writer = { text: prefix, full: false, limit: Math.min(logLimits.maxLineLength, logLimits.maxBytes - logBytes) };
  for (let index = 0; index < args.length && !writer.full; index++) {
    if (index > 0) write(writer, " ");
    const arg = args[index];
    if (typeof arg === "string") write(writer, arg);
    else inspect(writer, arg, 0, new Set());
  }
  const line = writer.full ? writer.text + " ... (truncated)" : writer.text;
  const size = NON_ASCII.test(line) ? new TextEncoder().encode(line).length : line.length;
  if (logBytes + size > logLimits.maxBytes && logLines.length > 0) {
    droppedLines++;
    return;
  }
  logLines[logLines.length] = line;
  logBytes += size;
}

// A copy: a pending callback of the code may still log before the answer is sent.
const readLogs = (function readLogs() {
  const lines = setPrototypeOf([], null);
  for (let index = 0; index < logLines.length; index++) lines[index] = logLines[index];
  if (droppedLines > 0) lines[lines.length] = "... " + droppedLines + " more console line(s) dropped: the log keeps at most " + logLimits.maxLines + " lines and " + logLimits.maxBytes + " bytes";
  return lines;
});

function write(writer, text) {
  if (writer.full) return;
  if (writer.text.length + text.length > writer.limit) {
    writer.text += text.slice(0, Math.max(0, writer.limit - writer.text.length));
    writer.full = true;
  } else {
    writer.text += text;
  }
}
`;

/**
 * The full value formatter: `{ a: 1 }`, `[ 1, 2 ]`, `Map(1) { "k" => 1 }`, class names, `[Circular]`,
 * depth and item limits, all bounded by the writer's room.
 */
export const INSPECT_SOURCE = String.raw`
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const isArray = Array.isArray;

// Never throws: a revoked Proxy, a trap or a name getter that throws shows as [unreadable: ...] instead of
// the log call throwing into the code.
function inspect(writer, value, depth, seen) {
  if (writer.full) return;
  try {
    inspectValue(writer, value, depth, seen);
  } catch (error) {
    write(writer, "[unreadable: " + describeError(error) + "]");
  }
}

function inspectValue(writer, value, depth, seen) {
  switch (typeof value) {
    case "string":
      return write(writer, jsonStringify(value));
    case "number":
      return write(writer, Object.is(value, -0) ? "-0" : String(value));
    case "bigint":
      return write(writer, String(value) + "n");
    case "boolean":
    case "undefined":
      return write(writer, String(value));
    case "symbol":
      return write(writer, value.toString());
    case "function":
      return write(writer, "[Function" + (value.name ? ": " + value.name : " (anonymous)") + "]");
  }
  if (value === null) return write(writer, "null");
  if (seen.has(value)) return write(writer, "[Circular]");
  if (value instanceof Error) return write(writer, describeError(value));
  if (value instanceof OriginalDate) return write(writer, Number.isNaN(value.getTime()) ? "Invalid Date" : value.toISOString());
  if (value instanceof RegExp) return write(writer, String(value));
  if (depth >= 4) return write(writer, isArray(value) ? "[Array]" : "[Object]");
  seen.add(value);
  try {
    if (isArray(value)) return inspectItems(writer, "[", "]", value, depth, seen);
    if (value instanceof Map) {
      write(writer, "Map(" + value.size + ") ");
      return inspectEntries(writer, value.entries(), value.size, depth, seen, (key) => (inspect(writer, key, depth + 1, seen), " => "));
    }
    if (value instanceof Set) {
      write(writer, "Set(" + value.size + ") ");
      return inspectItems(writer, "{", "}", [...value], depth, seen);
    }
    if (value instanceof ArrayBuffer) return write(writer, "ArrayBuffer { byteLength: " + value.byteLength + " }");
    if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
      write(writer, value.constructor.name + "(" + value.length + ") ");
      return inspectItems(writer, "[", "]", value, depth, seen);
    }
    const name = value.constructor && value.constructor !== Object && typeof value.constructor.name === "string" ? value.constructor.name + " " : "";
    write(writer, name);
    return inspectProperties(writer, value, objectKeys(value), depth, seen);
  } finally {
    seen.delete(value);
  }
}

// Reads only the properties it shows, each guarded: a getter that throws (a released stream writer's
// desiredSize, say) shows its error instead of making console.log throw.
function inspectProperties(writer, value, keys, depth, seen) {
  if (keys.length === 0) return write(writer, "{}");
  write(writer, "{ ");
  const shown = Math.min(keys.length, 100);
  for (let index = 0; index < shown && !writer.full; index++) {
    if (index > 0) write(writer, ", ");
    const key = keys[index];
    write(writer, (IDENTIFIER.test(key) ? key : jsonStringify(key)) + ": ");
    let entry;
    try {
      entry = value[key];
    } catch (error) {
      write(writer, "[threw: " + describeError(error) + "]");
      continue;
    }
    inspect(writer, entry, depth + 1, seen);
  }
  if (keys.length > shown) write(writer, ", ... " + (keys.length - shown) + " more entries");
  write(writer, " }");
}

function inspectItems(writer, open, close, items, depth, seen) {
  if (items.length === 0) return write(writer, open + close);
  write(writer, open + " ");
  const shown = Math.min(items.length, 100);
  for (let index = 0; index < shown && !writer.full; index++) {
    if (index > 0) write(writer, ", ");
    inspect(writer, items[index], depth + 1, seen);
  }
  if (items.length > shown) write(writer, ", ... " + (items.length - shown) + " more items");
  write(writer, " " + close);
}

function inspectEntries(writer, entries, size, depth, seen, label) {
  if (size === 0) return write(writer, "{}");
  write(writer, "{ ");
  let index = 0;
  for (const [key, entry] of entries) {
    if (writer.full) return;
    if (index === 100) {
      write(writer, ", ... " + (size - 100) + " more entries");
      break;
    }
    if (index > 0) write(writer, ", ");
    const text = label(key);
    if (typeof text === "string") write(writer, text);
    inspect(writer, entry, depth + 1, seen);
    index++;
  }
  write(writer, " }");
}
`;

/**
 * A small formatter for code that neither names `console` nor contains a `throw` (decided on the host from
 * its syntax tree), which can then only log or throw through indirect means: it writes `String(value)`.
 * Leaving the full formatter out makes the sandbox start measurably faster.
 */
export const PLAIN_INSPECT_SOURCE = `
function inspect(writer, value) {
  let text;
  try {
    text = typeof value === "symbol" ? value.toString() : String(value);
  } catch {
    text = "[value]";
  }
  write(writer, text);
}
`;
