import { jsonStringify } from "./captured.ts";

// Operators and bindings taken before the code runs, so code that replaces Number.isFinite or
// Object.getPrototypeOf cannot make JSON drop a value.
const prototypeOf = Object.getPrototypeOf;
const plainObjectPrototype = Object.prototype;
const plainArrayPrototype = Array.prototype;
let lossy = false;

/** A string, boolean, null or finite number other than -0: what JSON writes and reads back unchanged. */
export function jsonKeepsPrimitive(value: unknown): boolean {
  const type = typeof value;
  if (type === "number") {
    const number = value as number;
    return number - number === 0 && (number !== 0 || 1 / number > 0);
  }
  return type === "string" || type === "boolean" || value === null;
}

// The replacer: a value other than the holder's own came from a toJSON (a Date's, or one the code planted),
// so JSON changes it. (A getter is read a second time here; one that answers differently each time just
// costs a clone.)
function noteLossy(this: Record<string, unknown>, key: string, value: unknown): unknown {
  if (this[key] !== value) lossy = true;
  else if (typeof value === "object" && value !== null) {
    const prototype = prototypeOf(value);
    if (prototype !== plainObjectPrototype && prototype !== plainArrayPrototype && prototype !== null)
      lossy = true;
  } else if (!jsonKeepsPrimitive(value)) {
    lossy = true;
  }
  return value;
}

/**
 * A call's arguments as they cross to the host: JSON text when JSON keeps them intact (Workers RPC carries a
 * string faster than a structured clone), else the arguments themselves, sent as the structured clone the
 * host then checks. Arguments that are all primitives JSON keeps (the usual call) are written without a
 * replacer; a `toJSON` anywhere on the arguments' prototype chain (planted by the code) sends them through
 * the replacer, which catches what it does; `in` runs no getter. The primitive test is written out here:
 * this runs on every call, in an isolate too young to have optimized anything, where each call counts.
 */
export function encodeArgs(args: unknown[]): string | unknown[] {
  try {
    let primitive = !("toJSON" in args);
    for (let index = 0; primitive && index < args.length; index++) {
      const value = args[index];
      const type = typeof value;
      primitive =
        type === "string" ||
        type === "boolean" ||
        value === null ||
        (type === "number" &&
          (value as number) - (value as number) === 0 &&
          (value !== 0 || 1 / (value as number) > 0));
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
