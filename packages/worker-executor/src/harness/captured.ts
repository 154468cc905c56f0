/**
 * Built-ins the harness relies on after the model's code started, read when the sandbox module is evaluated,
 * before any of that code runs: code that replaces `setTimeout`, `Promise`, `JSON` or `Date` cannot break the
 * harness. Everything else the harness touches later is captured in the module that uses it.
 */
export const OriginalDate: DateConstructor = Date;
export const OriginalPromise: PromiseConstructor = Promise;
export const originalSetTimeout: typeof setTimeout = setTimeout;
export const originalSetInterval: typeof setInterval = setInterval;
export const originalClearTimeout: typeof clearTimeout = clearTimeout;
export const originalClearInterval: typeof clearInterval = clearInterval;
export const originalStructuredClone: typeof structuredClone = structuredClone;
export const setPrototypeOf: typeof Object.setPrototypeOf = Object.setPrototypeOf;
export const jsonStringify: typeof JSON.stringify = JSON.stringify;
export const jsonParse: typeof JSON.parse = JSON.parse;
export const objectKeys: typeof Object.keys = Object.keys;

/**
 * A new array without a prototype: code that replaces `Array.prototype.push` or plants an indexed setter on
 * `Array.prototype` cannot reach what the harness keeps in it (Workers RPC still sends it as an array).
 * @eager (every execution calls it: compiled with the script, see scripts/eager-functions.mjs)
 */
/* @__NO_SIDE_EFFECTS__ */
export function bareArray<T>(): T[] {
  return setPrototypeOf([], null) as T[];
}
