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
 * Arguments cross as a structured clone; the host normalizes and checks them, hashes the cause and sends it
 * back with the reply: both cost a fraction there of what they cost in this freshly started, not yet
 * optimized isolate.
 */
export const CALLS_SOURCE = `
const ROOT_CONTEXT = "root";
const jsonParse = JSON.parse;
let context = ROOT_CONTEXT;
const callCounters = new Map();
const timerCounters = new Map();
let nextSeq = 0;
let callsEnded = false;
let hostBridge;
let arrive;
let onClock;

function hash64(text) {
  let high = 0xcbf29ce4;
  let low = 0x84222325;
  for (let index = 0; index < text.length; index++) {
    low ^= text.charCodeAt(index);
    const lowProduct = low * 0x1b3;
    const carry = Math.floor(lowProduct / 0x100000000);
    high = (Math.imul(high, 0x1b3) + Math.imul(low, 0x100) + carry) >>> 0;
    low = lowProduct >>> 0;
  }
  return high.toString(16).padStart(8, "0") + low.toString(16).padStart(8, "0");
}

function startCalls(bridge, orderDelivery, clockSetter) {
  hostBridge = bridge;
  onClock = clockSetter;
  arrive = orderDelivery === undefined ? deliver : orderDelivery(deliver);
  globalThis.setTimeout = timerWrapper(originalSetTimeout);
  globalThis.setInterval = timerWrapper(originalSetInterval);
}

function endCalls() {
  callsEnded = true;
}

function deliver(call, answer) {
  const reply = typeof answer === "string" ? jsonParse(answer) : answer;
  context = reply[0];
  if (onClock !== undefined) onClock(reply[1]);
  if (reply[2] !== undefined && reply[2] !== null) call.reject(new Error(reply[2]));
  else call.resolve(reply[3]);
}

function failed(call, error) {
  const label = call.namespace + "." + call.name;
  const message =
    error instanceof Error && error.name === "DataCloneError"
      ? "The arguments of " + label + " cannot be sent to the host: " + error.message + " Pass plain data: JSON values, binary data, bigint, Date, Map or Set."
      : "The host call " + label + " failed: " + describeError(error);
  arrive(call, [hash64(call.parent + "." + call.index), undefined, message, undefined]);
}

function hostCall(kind, namespace, name, args) {
  if (callsEnded) {
    return OriginalPromise.reject(new Error(namespace + "." + name + " was called after the execution finished; await every call before returning."));
  }
  const parent = context;
  const index = callCounters.get(parent) ?? 0;
  callCounters.set(parent, index + 1);
  const seq = nextSeq++;
  return new OriginalPromise((resolve, reject) => {
    const pending = { seq, parent, index, namespace, name, resolve, reject };
    hostBridge.call(kind + "|" + seq + "|" + index + "|" + parent + "|" + namespace + "|" + name, args).then(
      (reply) => arrive(pending, reply),
      (error) => failed(pending, error),
    );
  });
}

function timerWrapper(original) {
  return function (callback, delay, ...args) {
    if (typeof callback !== "function") return original(callback, delay, ...args);
    const index = timerCounters.get(context) ?? 0;
    timerCounters.set(context, index + 1);
    const timerContext = hash64(context + ".timer." + index);
    return original((...values) => {
      context = timerContext;
      return callback(...values);
    }, delay, ...args);
  };
}

function installNamespaces(providers, connectors) {
  for (const provider of providers) {
    const namespace = {};
    for (const tool of provider.tools) {
      const value = (...args) => hostCall(0, provider.name, tool, args);
      Object.defineProperty(namespace, tool, { value, writable: true, enumerable: true, configurable: true });
    }
    Object.defineProperty(globalThis, provider.name, { value: namespace, writable: true, configurable: true });
  }
  for (const name of connectors) {
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
}
`;
