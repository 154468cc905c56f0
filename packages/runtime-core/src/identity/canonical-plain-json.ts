/**
 * The canonical JSON of a plain JSON value (object keys sorted), identical to what `canonicalJson` of the
 * durable codec produces for such a value, or `undefined` when the value is not plain JSON (it holds
 * `undefined`, a non-finite number or `-0`, a bigint, a class instance, a `__proto__` key, a cycle...).
 * Executors use it to recognize a call that matches a recorded one without the codec.
 */
export function canonicalPlainJson(value: unknown): string | undefined {
  try {
    return write(value, new Set());
  } catch {
    return undefined;
  }
}

function write(value: unknown, seen: Set<object>): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "boolean":
      return value ? "true" : "false";
    case "number":
      if (!Number.isFinite(value) || Object.is(value, -0)) throw new Error("not plain");
      return JSON.stringify(value);
    case "object":
      break;
    default:
      throw new Error("not plain");
  }
  const object = value as object;
  if (seen.has(object)) throw new Error("cycle");
  seen.add(object);
  let out: string;
  if (Array.isArray(object)) {
    const parts: string[] = [];
    for (let index = 0; index < object.length; index++) {
      if (!(index in object)) throw new Error("hole");
      parts.push(write(object[index], seen));
    }
    out = `[${parts.join(",")}]`;
  } else {
    const prototype = Object.getPrototypeOf(object);
    if (prototype !== Object.prototype && prototype !== null) throw new Error("not plain");
    if (Object.hasOwn(object, "__proto__")) throw new Error("not plain");
    // Sorted as the codec sorts them, then in the order an object built that way lists them (integer-like
    // keys first, ascending), since the codec's canonical text is the JSON of such an object.
    const order: Record<string, true> = {};
    for (const key of Object.keys(object).sort()) order[key] = true;
    const parts: string[] = [];
    for (const key of Object.keys(order)) {
      if (key === "$cm") throw new Error("not plain");
      parts.push(`${JSON.stringify(key)}:${write((object as Record<string, unknown>)[key], seen)}`);
    }
    out = `{${parts.join(",")}}`;
  }
  seen.delete(object);
  return out;
}
