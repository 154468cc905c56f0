import { OriginalDate } from "./captured.ts";
import { fillBytes, seededGenerator, uuidFromBytes } from "./seeded-generator.ts";

/** What the host sets for a deterministic execution (see `SandboxSetup.determinism`). */
export interface DeterminismSettings {
  seed: string;
  startTime: number;
  replay?: string;
}

const INTEGER_ARRAYS = [
  Int8Array,
  Uint8Array,
  Uint8ClampedArray,
  Int16Array,
  Uint16Array,
  Int32Array,
  Uint32Array,
  BigInt64Array,
  BigUint64Array,
];
const construct = Reflect.construct;
const defineProperty = Object.defineProperty;
const OriginalUint8Array = Uint8Array;

// What runs after the code started uses no method the code can replace: tables are objects without a
// prototype, loops are written out.
function isIntegerArray(value: unknown): value is ArrayBufferView {
  for (let index = 0; index < INTEGER_ARRAYS.length; index++) {
    if (value instanceof (INTEGER_ARRAYS[index] as Int8ArrayConstructor)) return true;
  }
  return false;
}

// The sandbox receives the harness minified, which renames functions: the replacements keep the names of
// what they replace (code may test new Date().constructor.name === "Date").
// @eager (every execution with determinism calls it: compiled with the script, see scripts/eager-functions.mjs)
function nameAs(fn: object, name: string): void {
  defineProperty(fn, "name", { value: name, configurable: true });
}

/**
 * Makes the sandbox deterministic: `Math.random`, `crypto.getRandomValues` and `crypto.randomUUID` draw from
 * sfc32 generators seeded by hashing the seed with the causal context that draws (`contextId()`: one stream
 * per context), so a draw's value depends on where in the program it happens, not on how many draws came
 * before; skipping a replayed step's closure does not shift the draws after it. `Date.now()`, `new Date()`,
 * `Date()` and `performance.now()` read a clock that starts at `startTime` and moves only through the
 * returned `setClock`, called with the reading a host reply carries. The `Date` class itself is replaced
 * (sharing the original prototype, so `instanceof Date` holds): replacing `Date.now` alone would leave
 * `new Date()` on the real clock.
 * @eager (every execution calls it: compiled with the script, see scripts/eager-functions.mjs)
 */
export function installDeterminism(
  settings: DeterminismSettings,
  contextId: () => string,
): (at: unknown) => void {
  const seed = String(settings.seed);
  const streams: Record<string, () => number> = { __proto__: null } as unknown as Record<
    string,
    () => number
  >;
  const stream = () => {
    const id = contextId();
    let generator = streams[id];
    if (generator === undefined) {
      generator = seededGenerator(`${seed}/${id}`);
      streams[id] = generator;
    }
    return generator;
  };
  const startTime = settings.startTime;
  let now = startTime;
  Math.random = function random() {
    return stream()() / 4294967296;
  };
  crypto.getRandomValues = function getRandomValues<T extends ArrayBufferView | null>(array: T): T {
    if (!isIntegerArray(array)) {
      throw new TypeError("crypto.getRandomValues needs an integer typed array (for example a Uint8Array).");
    }
    if (array.byteLength > 65536) {
      throw new DOMException(
        "crypto.getRandomValues fills at most 65536 bytes at a time.",
        "QuotaExceededError",
      );
    }
    fillBytes(new OriginalUint8Array(array.buffer, array.byteOffset, array.byteLength), stream());
    return array;
  };
  crypto.randomUUID = function randomUUID() {
    const bytes = new OriginalUint8Array(16);
    fillBytes(bytes, stream());
    return uuidFromBytes(bytes) as `${string}-${string}-${string}-${string}-${string}`;
  };
  function SeededDate(this: unknown, ...args: unknown[]): unknown {
    if (new.target === undefined) return new OriginalDate(now).toString();
    return construct(OriginalDate, args.length === 0 ? [now] : args, new.target);
  }
  defineProperty(SeededDate, "prototype", { value: OriginalDate.prototype, writable: false });
  defineProperty(OriginalDate.prototype, "constructor", {
    value: SeededDate,
    writable: true,
    configurable: true,
  });
  const dateNow = () => now;
  const seeded = SeededDate as unknown as DateConstructor;
  (seeded as { now: () => number }).now = dateNow;
  (seeded as { parse: DateConstructor["parse"] }).parse = OriginalDate.parse;
  (seeded as { UTC: DateConstructor["UTC"] }).UTC = OriginalDate.UTC;
  globalThis.Date = seeded;
  try {
    performance.now = () => now - startTime;
    nameAs(performance.now, "now");
  } catch {
    // performance.now is read-only in some runtimes; it stays relative to the worker's start then
  }
  nameAs(Math.random, "random");
  nameAs(crypto.getRandomValues, "getRandomValues");
  nameAs(crypto.randomUUID, "randomUUID");
  nameAs(SeededDate, "Date");
  nameAs(dateNow, "now");
  return (at) => {
    if (typeof at === "number" && Number.isFinite(at)) now = at;
  };
}
