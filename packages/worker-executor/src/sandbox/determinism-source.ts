/**
 * Sandbox determinism, as module source for the loaded Worker: `Math.random`, `crypto.getRandomValues` and
 * `crypto.randomUUID` draw from sfc32 generators seeded by hashing the seed string with the causal context
 * that draws (one stream per context, see the calls source), so a draw's value depends on where in the
 * program it happens, not on how many draws came before: skipping a replayed step's closure does not shift
 * the draws after it. `Date.now()`,
 * `new Date()`, `Date()` and `performance.now()` read a clock that starts at `startTime` and moves only when
 * a host reply carries a reading. The `Date` class itself is replaced (sharing the original prototype, so
 * `instanceof Date` holds): replacing `Date.now` alone would leave `new Date()` on the real clock.
 *
 * Ordered delivery: host replies are delivered strictly in issue order (`seq`), one at a time, each followed
 * by a macrotask boundary (`setTimeout(0)`) so every microtask it triggered runs before the next delivery.
 * A reply that arrives after that boundary passed is delivered at once, so sequential code waits no longer.
 */
export const DETERMINISM_SOURCE = `
function seededGenerator(seed) {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let index = 0; index < seed.length; index++) {
    const code = seed.charCodeAt(index);
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  let a = (h1 ^ h2 ^ h3 ^ h4) >>> 0, b = (h2 ^ h1) >>> 0, c = (h3 ^ h1) >>> 0, d = (h4 ^ h1) >>> 0;
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };
  for (let index = 0; index < 12; index++) next();
  return next;
}

const INTEGER_ARRAYS = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, BigInt64Array, BigUint64Array];
const construct = Reflect.construct;

// What runs after the code started uses no method the code can replace: tables are objects without a
// prototype (Map.prototype.get replaced would stall ordered delivery), loops are written out.
function isIntegerArray(value) {
  for (let index = 0; index < INTEGER_ARRAYS.length; index++) if (value instanceof INTEGER_ARRAYS[index]) return true;
  return false;
}

const installDeterminism = (function installDeterminism(settings) {
  const seed = String(settings.seed);
  const streams = { __proto__: null };
  const stream = () => {
    let generator = streams[context.id];
    if (generator === undefined) {
      generator = seededGenerator(seed + "/" + context.id);
      streams[context.id] = generator;
    }
    return generator;
  };
  const startTime = settings.startTime;
  let now = startTime;
  const fill = (bytes) => {
    const next = stream();
    let word = 0;
    for (let index = 0; index < bytes.length; index++) {
      if ((index & 3) === 0) word = next();
      bytes[index] = (word >>> ((index & 3) * 8)) & 255;
    }
  };
  Math.random = function random() {
    return stream()() / 4294967296;
  };
  crypto.getRandomValues = function getRandomValues(array) {
    if (!isIntegerArray(array)) {
      throw new TypeError("crypto.getRandomValues needs an integer typed array (for example a Uint8Array).");
    }
    if (array.byteLength > 65536) {
      throw new DOMException("crypto.getRandomValues fills at most 65536 bytes at a time.", "QuotaExceededError");
    }
    fill(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
    return array;
  };
  crypto.randomUUID = function randomUUID() {
    const bytes = new Uint8Array(16);
    fill(bytes);
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    let hex = "";
    for (let index = 0; index < 16; index++) {
      hex += (bytes[index] + 0x100).toString(16).slice(1);
      if (index === 3 || index === 5 || index === 7 || index === 9) hex += "-";
    }
    return hex;
  };
  function Date(...args) {
    if (new.target === undefined) return new OriginalDate(now).toString();
    return construct(OriginalDate, args.length === 0 ? [now] : args, new.target);
  }
  Object.defineProperty(Date, "prototype", { value: OriginalDate.prototype, writable: false });
  Object.defineProperty(OriginalDate.prototype, "constructor", { value: Date, writable: true, configurable: true });
  Date.now = function now_() {
    return now;
  };
  Date.parse = OriginalDate.parse;
  Date.UTC = OriginalDate.UTC;
  globalThis.Date = Date;
  try {
    performance.now = function now_() {
      return now - startTime;
    };
    nameAs(performance.now, "now");
  } catch {
    // performance.now is read-only in some runtimes; it stays relative to the worker's start then
  }
  // The sandbox receives this source minified, which renames functions: the replacements keep the names of
  // what they replace (code may test new Date().constructor.name === "Date").
  nameAs(Math.random, "random");
  nameAs(crypto.getRandomValues, "getRandomValues");
  nameAs(crypto.randomUUID, "randomUUID");
  nameAs(Date, "Date");
  nameAs(Date.now, "now");
  return {
    setClock(at) {
      if (typeof at === "number" && Number.isFinite(at)) now = at;
    },
  };
});

function nameAs(fn, name) {
  Object.defineProperty(fn, "name", { value: name, configurable: true });
}

const createOrderedDelivery = (function createOrderedDelivery() {
  const waiting = { __proto__: null };
  let next = 0;
  // Closed during the program's first turn too: a reply answered in the sandbox (replay) must not be
  // delivered while the code that issued it is still running.
  let open = true;
  originalSetTimeout(() => {
    open = false;
    pump();
  }, 0);
  const pump = () => {
    if (open) return;
    const release = waiting[next];
    if (release === undefined) return;
    delete waiting[next];
    next++;
    open = true;
    release();
    originalSetTimeout(() => {
      open = false;
      pump();
    }, 0);
  };
  return (seq) =>
    new OriginalPromise((resolve) => {
      waiting[seq] = resolve;
      pump();
    });
});

// A host call with ordered delivery: its reply (from the host, or answered here from a replay record) waits
// for its turn. Awaited, not chained with then: awaiting the turn (a native promise) does not call a then the
// code may have replaced on Promise.prototype.
async function orderedCall(kind, namespace, name, args, parent, index, seq) {
  let reply = kind === 1 && replayTable !== undefined ? localReply(namespace, name, args, parent, index) : undefined;
  if (reply === undefined) {
    outstanding++;
    // The causes answered here since the last host call ride along; none, the usual case, costs no argument.
    const replayed = takeReplayed();
    try {
      reply = await sendCall(kind, seq, index, parent, namespace, name, args, replayed);
    } catch (error) {
      // The call may never have left (arguments that cannot be sent): report its causes with a later one.
      if (replayed !== undefined) putBackReplayed(replayed);
      reply = failedReply(parent, index, namespace, name, error);
    } finally {
      outstanding--;
    }
  }
  await awaitTurn(seq);
  return settle(reply);
}
`;
