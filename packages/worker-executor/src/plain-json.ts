/**
 * Whether `JSON.stringify` writes `value` losslessly: only strings, booleans, finite numbers other than
 * `-0`, `null`, arrays without holes and plain objects, nested at most `maxDepth` deep. Such a reply can
 * cross as a JSON string, which Workers RPC carries and the sandbox parses faster than a structured clone.
 */
export function isPlainJson(value: unknown, maxDepth = 32): boolean {
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value) && !Object.is(value, -0);
    case "object": {
      if (value === null) return true;
      if (maxDepth === 0) return false;
      if (Array.isArray(value)) {
        for (let index = 0; index < value.length; index++) {
          if (!(index in value) || !isPlainJson(value[index], maxDepth - 1)) return false;
        }
        return true;
      }
      const prototype = Object.getPrototypeOf(value);
      if (prototype !== Object.prototype && prototype !== null) return false;
      if (typeof (value as { toJSON?: unknown }).toJSON === "function") return false;
      for (const key of Object.keys(value)) {
        if (!isPlainJson((value as Record<string, unknown>)[key], maxDepth - 1)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}
