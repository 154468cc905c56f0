import { hash64 } from "@codemode/runtime-core";

/**
 * Sandbox host calls, as module source for the loaded Worker: the namespaces that turn property calls into
 * host calls, the causal identity of every call, and context-carrying timers.
 *
 * Identity: the code runs in a *context*; the program start is the context `"root"`. The n-th host call
 * issued in context `c` gets `cause = hash64(c + "." + n)` and `seq` (issue order over the run). Delivering
 * a call's reply opens the context named by its cause; a timer callback runs in a context derived from the
 * one that registered it. With determinism on, replies are delivered strictly in `seq` order, one at a time,
 * each followed by a macrotask boundary so every microtask it triggered has run before the next one
 * (`createOrderedDelivery`, in the determinism source): the interleaving of the whole program, and so every
 * cause and seq, is then the same on every run whatever order the host answers in. Without determinism,
 * replies are delivered as they arrive.
 *
 * Arguments cross as JSON text when JSON keeps them intact, else as a structured clone; the host normalizes
 * and checks them, hashes the cause and sends it back with the reply: both cost a fraction there of what they
 * cost in this freshly started, not yet optimized isolate, where every operation on a call's path counts (the
 * sandbox's side of a call was about a fifth of its time before this path was trimmed).
 */
export const CALLS_SOURCE = `
const jsonParse = JSON.parse;
// The context the code runs in: its name (a cause, or "root") and how many host calls and timers it issued.
let context = { id: "root", calls: 0, timers: 0 };
let nextSeq = 0;
let outstanding = 0;
let callsEnded = false;
let hostBridge;
// The bridge's call method, read once: reading a method of an RPC stub makes a new callable object every
// time (measured: about 1.5 µs of a call).
let bridgeCall;
let awaitTurn;
let onClock;

// The host's hash64 (runtime-core), embedded from its source.
const hash64 = ${hash64.toString()};

const startCalls = (function startCalls(bridge, orderDelivery, clockSetter) {
  hostBridge = bridge;
  bridgeCall = bridge.call;
  onClock = clockSetter;
  awaitTurn = orderDelivery === undefined ? undefined : orderDelivery();
  globalThis.setTimeout = timerWrapper(originalSetTimeout);
  globalThis.setInterval = timerWrapper(originalSetInterval);
});

// Ends the run's calls. A call the code started but did not await may not have reached the host yet: one
// more call on the same bridge arrives after it (calls on one stub are delivered in order), so once that
// answers, the host has every call the code started and runs it to completion, as fire-and-forget calls should.
const endCalls = (async function endCalls(letCallsArrive) {
  callsEnded = true;
  if (!letCallsArrive || outstanding === 0) return;
  try {
    await hostBridge.sync();
  } catch {
    // the host is gone; nothing more to wait for
  }
});

function failureMessage(namespace, name, error) {
  const label = namespace + "." + name;
  return error instanceof Error && error.name === "DataCloneError"
    ? "The arguments of " + label + " cannot be sent to the host: " + error.message + " Pass plain data: JSON values, binary data, bigint, Date, Map or Set."
    : "The host call " + label + " failed: " + describeError(error);
}

// The reply of a call that did not reach the host (or whose host is gone), as the host would have answered.
function failedReply(parent, index, namespace, name, error) {
  return [hash64(parent.id + "." + index), undefined, failureMessage(namespace, name, error), undefined];
}

// Opens the context of the delivered call and answers its result, or throws its error.
function settle(answer) {
  const reply = typeof answer === "string" ? jsonParse(answer) : answer;
  context = { id: reply[0], calls: 0, timers: 0 };
  if (onClock !== undefined) onClock(reply[1]);
  if (reply[2] !== undefined && reply[2] !== null) throw new Error(reply[2]);
  return reply[3];
}

// Arguments travel as JSON text when JSON keeps them intact (Workers RPC carries a string faster than a
// structured clone), else as the structured clone the host then checks. The checks use operators and
// bindings taken before the code runs, so code that replaces Number.isFinite or Object.getPrototypeOf
// cannot make JSON drop a value.
const lossyPrototypeOf = Object.getPrototypeOf;
const plainObjectPrototype = Object.prototype;
const plainArrayPrototype = Array.prototype;
let lossy = false;
function noteLossy(key, value) {
  // A value other than the holder's own came from a toJSON (a Date's, or one the code planted): JSON changes
  // it. (A getter is read a second time here; one that answers differently each time just costs a clone.)
  if (this[key] !== value) lossy = true;
  else if (typeof value === "object" && value !== null) {
    const prototype = lossyPrototypeOf(value);
    if (prototype !== plainObjectPrototype && prototype !== plainArrayPrototype && prototype !== null) lossy = true;
  } else if (!jsonKeepsPrimitive(value)) {
    lossy = true;
  }
  return value;
}

// A string, boolean, null or finite number other than -0: what JSON writes and reads back unchanged.
function jsonKeepsPrimitive(value) {
  const type = typeof value;
  if (type === "number") return value - value === 0 && (value !== 0 || 1 / value > 0);
  return type === "string" || type === "boolean" || value === null;
}

// Arguments that are all primitives JSON keeps (the usual call) are written without a replacer. A toJSON
// anywhere on the arguments' prototype chain (planted by the code) sends them through the replacer, which
// catches what it does; "in" runs no getter. The test is written out here: this runs on every call, in an
// isolate too young to have optimized anything, where each function call counts.
function encodeArgs(args) {
  try {
    let primitive = !("toJSON" in args);
    for (let index = 0; primitive && index < args.length; index++) {
      const value = args[index];
      const type = typeof value;
      primitive =
        type === "string" || type === "boolean" || value === null ||
        (type === "number" && value - value === 0 && (value !== 0 || 1 / value > 0));
    }
    if (primitive) return jsonStringify(args);
    lossy = false;
    const text = jsonStringify(args, noteLossy);
    return lossy ? args : text;
  } catch {
    // the code made the check or JSON throw (a trap on a prototype, say): the structured clone still works
    return args;
  }
}

function sendCall(kind, seq, index, parent, namespace, name, args, replayed) {
  const route = kind + "|" + seq + "|" + index + "|" + parent.id + "|" + namespace + "|" + name;
  const sent = encodeArgs(args);
  return replayed === undefined ? bridgeCall(route, sent) : bridgeCall(route, sent, replayed);
}

async function calledAfterEnd(namespace, name) {
  throw new Error(namespace + "." + name + " was called after the execution finished; await every call before returning.");
}

async function settleLater(reply) {
  return settle(reply);
}

// A declaration, not parenthesized: only runs that call the host need it (see the harness style note).
function arrived(reply) {
  outstanding--;
  return settle(reply);
}

// One host call. Without ordered delivery (no determinism) its reply is delivered as it arrives, through the
// RPC promise's own then: no async function, and no extra turn, per call. With it, orderedCall (in the
// determinism source) holds the reply for its turn.
function hostCall(kind, namespace, name, args) {
  if (callsEnded) return calledAfterEnd(namespace, name);
  const parent = context;
  const index = parent.calls++;
  const seq = nextSeq++;
  if (awaitTurn !== undefined) return orderedCall(kind, namespace, name, args, parent, index, seq);
  outstanding++;
  let pending;
  try {
    pending = sendCall(kind, seq, index, parent, namespace, name, args, undefined);
  } catch (error) {
    outstanding--;
    return settleLater(failedReply(parent, index, namespace, name, error));
  }
  return pending.then(arrived, (error) => {
    outstanding--;
    return settle(failedReply(parent, index, namespace, name, error));
  });
}

const timerWrapper = (function timerWrapper(original) {
  return function (callback, delay, ...args) {
    if (typeof callback !== "function") return original(callback, delay, ...args);
    const timerContext = { id: hash64(context.id + ".timer." + context.timers++), calls: 0, timers: 0 };
    return original((...values) => {
      context = timerContext;
      return callback(...values);
    }, delay, ...args);
  };
});

// Indexed loops, and the connectors' proxies in a function of their own that only runs with connectors: this
// runs on every execution, and the sandbox compiles it every time (a for...of loop compiles to several times
// the bytecode of an indexed one).
const installNamespaces = (function installNamespaces(providers, connectors) {
  for (let index = 0; index < providers.length; index++) {
    const { name, tools } = providers[index];
    const namespace = {};
    for (let at = 0; at < tools.length; at++) {
      const tool = tools[at];
      const value = (...args) => hostCall(0, name, tool, args);
      Object.defineProperty(namespace, tool, { value, writable: true, enumerable: true, configurable: true });
    }
    Object.defineProperty(globalThis, name, { value: namespace, writable: true, configurable: true });
  }
  for (let index = 0; index < connectors.length; index++) installConnector(connectors[index]);
});

function installConnector(name) {
  const methods = new Proxy(
    {},
    {
      get(target, method) {
        if (Object.hasOwn(target, method)) return target[method];
        if (typeof method !== "string" || method === "then") return undefined;
        return (input) => hostCall(1, name, method, [input]);
      },
    },
  );
  Object.defineProperty(globalThis, name, { value: methods, writable: true, configurable: true });
}
`;

/**
 * Replay in the sandbox, included only when the host hands over recorded calls: the calls source then
 * answers a recorded call here, without a host round trip. Without it, {@link NO_REPLAY_SOURCE} stands in.
 */
export const REPLAY_SOURCE = `
// Replay in the sandbox: recorded connector calls the host handed over (determinism.replay), keyed by cause.
// A call with the recorded cause, connector, method and canonical arguments is answered here, with no host
// round trip; the host learns which ones with the next host call (or the run's answer). Anything else, even
// a near match, goes to the host, which replays it, executes it or reports the divergence.
let replayTable;
let replayedCauses = setPrototypeOf([], null);
const canonicalKeys = Object.keys;
const canonicalPrototypeOf = Object.getPrototypeOf;
const canonicalHasOwn = Object.hasOwn;
const canonicalIs = Object.is;
const canonicalIsArray = Array.isArray;
const canonicalIsFinite = Number.isFinite;
const canonicalApply = Reflect.apply;
const canonicalSort = Array.prototype.sort;

const installReplay = (function installReplay(json) {
  if (json === undefined) return;
  // Without a prototype, like every table used after the code started (see the determinism source).
  replayTable = { __proto__: null };
  const records = jsonParse(json);
  for (let index = 0; index < records.length; index++) replayTable[records[index].cause] = records[index];
});

function localReply(namespace, name, args, parent, index) {
  const cause = hash64(parent.id + "." + index);
  const record = replayTable[cause];
  if (record === undefined || record.connector !== namespace || record.method !== name) return undefined;
  if (canonicalPlainJson(args[0]) !== record.args) return undefined;
  delete replayTable[cause];
  replayedCauses[replayedCauses.length] = cause;
  return [cause, record.at, record.error, record.result === undefined ? undefined : jsonParse(record.result)];
}

const takeReplayed = (function takeReplayed() {
  if (replayedCauses.length === 0) return undefined;
  const taken = replayedCauses;
  replayedCauses = setPrototypeOf([], null);
  return taken;
});

// Returns causes taken for a host call that failed, ahead of any answered since.
function putBackReplayed(causes) {
  for (let index = 0; index < replayedCauses.length; index++) causes[causes.length] = replayedCauses[index];
  replayedCauses = causes;
}

function canonicalPlainJson(value) {
  try {
    return writeCanonical(value, setPrototypeOf([], null));
  } catch {
    return undefined;
  }
}

// Captured functions and indexed loops only (the code may have replaced Array.prototype methods or the
// iterator). seen holds the objects on the current path.
function writeCanonical(value, seen) {
  if (value === null) return "null";
  const type = typeof value;
  if (type === "string") return jsonStringify(value);
  if (type === "boolean") return value ? "true" : "false";
  if (type === "number") {
    if (!canonicalIsFinite(value) || canonicalIs(value, -0)) throw 0;
    return jsonStringify(value);
  }
  if (type !== "object") throw 0;
  for (let index = 0; index < seen.length; index++) if (seen[index] === value) throw 0;
  seen[seen.length] = value;
  let out;
  if (canonicalIsArray(value)) {
    out = "[";
    for (let index = 0; index < value.length; index++) {
      if (!(index in value)) throw 0;
      out += (index > 0 ? "," : "") + writeCanonical(value[index], seen);
    }
    out += "]";
  } else {
    const prototype = canonicalPrototypeOf(value);
    if ((prototype !== plainObjectPrototype && prototype !== null) || canonicalHasOwn(value, "__proto__")) throw 0;
    // Sorted keys, then an object's own order: integer-like keys ascending first, as JSON.stringify writes them.
    const keys = canonicalKeys(value);
    canonicalApply(canonicalSort, keys, []);
    const order = { __proto__: null };
    for (let index = 0; index < keys.length; index++) order[keys[index]] = true;
    const ordered = canonicalKeys(order);
    out = "{";
    for (let index = 0; index < ordered.length; index++) {
      const key = ordered[index];
      if (key === "$cm") throw 0;
      out += (index > 0 ? "," : "") + jsonStringify(key) + ":" + writeCanonical(value[key], seen);
    }
    out += "}";
  }
  seen.length--;
  return out;
}

`;

/** Stand-ins for {@link REPLAY_SOURCE} in a sandbox without recorded calls: nothing is ever answered locally. */
export const NO_REPLAY_SOURCE = `
const replayTable = undefined, localReply = undefined, putBackReplayed = undefined;
const takeReplayed = (function takeReplayed() {
  return undefined;
});
`;
