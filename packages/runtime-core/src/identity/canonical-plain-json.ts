// Built-ins read once, when this module is evaluated. The sandbox harness of @codemode/worker-executor bundles
// this module and evaluates it before any of the model's code runs, and the code may replace Array.prototype
// methods, the array iterator, Object.keys or JSON.stringify: the writer uses only these captured functions,
// indexed loops and operators, so what it writes in the sandbox is what it writes on the host.
const keysOf = Object.keys;
const prototypeOf = Object.getPrototypeOf;
const hasOwn = Object.hasOwn;
const isSame = Object.is;
const isArray = Array.isArray;
const isFiniteNumber = Number.isFinite;
const apply = Reflect.apply;
const sort = Array.prototype.sort;
const stringify = JSON.stringify;
const setPrototypeOf = Object.setPrototypeOf;
const plainObjectPrototype = Object.prototype;

/** Thrown inside the writer for a value that is not plain JSON; never escapes. */
const NOT_PLAIN = 0;

/**
 * The canonical JSON of a plain JSON value (object keys sorted), identical to what `canonicalJson` of the
 * durable codec produces for such a value, or `undefined` when the value is not plain JSON (it holds
 * `undefined`, a non-finite number or `-0`, a bigint, a class instance, a `__proto__` key, a cycle...).
 * Executors use it to recognize a call that matches a recorded one without the codec; the Workers sandbox
 * runs this very function (see the note on the captured built-ins above).
 */
export function canonicalPlainJson(value: unknown): string | undefined {
  try {
    return write(value, setPrototypeOf([], null) as object[]);
  } catch {
    return undefined;
  }
}

// `seen` holds the objects on the current path (an array without a prototype: no method of it is called).
function write(value: unknown, seen: object[]): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
      return stringify(value);
    case "boolean":
      return value ? "true" : "false";
    case "number":
      if (!isFiniteNumber(value) || isSame(value, -0)) throw NOT_PLAIN;
      return stringify(value);
    case "object":
      break;
    default:
      throw NOT_PLAIN;
  }
  const object = value as object;
  for (let index = 0; index < seen.length; index++) if (seen[index] === object) throw NOT_PLAIN;
  seen[seen.length] = object;
  let out: string;
  if (isArray(object)) {
    out = "[";
    for (let index = 0; index < object.length; index++) {
      if (!(index in object)) throw NOT_PLAIN;
      out += (index > 0 ? "," : "") + write(object[index], seen);
    }
    out += "]";
  } else {
    const prototype = prototypeOf(object);
    if ((prototype !== plainObjectPrototype && prototype !== null) || hasOwn(object, "__proto__"))
      throw NOT_PLAIN;
    // Sorted as the codec sorts them, then in the order an object built that way lists them (integer-like
    // keys first, ascending), since the codec's canonical text is the JSON of such an object.
    const keys = keysOf(object);
    apply(sort, keys, []);
    const order: Record<string, true> = setPrototypeOf({}, null);
    for (let index = 0; index < keys.length; index++) order[keys[index] as string] = true;
    const ordered = keysOf(order);
    out = "{";
    for (let index = 0; index < ordered.length; index++) {
      const key = ordered[index] as string;
      if (key === "$cm") throw NOT_PLAIN;
      out += `${index > 0 ? "," : ""}${stringify(key)}:${write((object as Record<string, unknown>)[key], seen)}`;
    }
    out += "}";
  }
  seen.length--;
  return out;
}
