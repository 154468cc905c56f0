// Taken when the runtime script starts, before the model's code runs, which may replace any built-in: what runs
// after the code started uses only these, objects without a prototype, indexed loops and await (never a then
// or a Map method the code can reach), so tool calls, logs and the result keep working whatever it replaced.

/** The Promise constructor as the runtime found it. */
export const NativePromise = Promise;
/** `JSON.stringify` as the runtime found it. */
export const stringify = JSON.stringify;
/** `Reflect.get` as the runtime found it. */
export const reflectGet = Reflect.get;
/** `Object.keys` as the runtime found it. */
export const objectKeys = Object.keys;
/** `String.prototype.slice`, callable on any string without reading the (replaceable) prototype again. */
export const sliceText = Function.prototype.call.bind(String.prototype.slice) as (
  text: string,
  start: number,
  end?: number,
) => string;
