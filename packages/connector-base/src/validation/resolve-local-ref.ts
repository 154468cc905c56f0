/**
 * Resolves a local `$ref` (`#`, `#/$defs/Name`, `#/definitions/Name`, `#/components/schemas/Name`, any JSON
 * Pointer into the root document). Returns `undefined` for remote refs, anchors and pointers to nothing, so
 * the caller can skip what it cannot resolve instead of rejecting input over it.
 */
export function resolveLocalRef(root: unknown, ref: string): unknown {
  if (ref === "#") return root;
  if (!ref.startsWith("#/")) return undefined;
  let current: unknown = root;
  for (const rawSegment of ref.slice(2).split("/")) {
    const segment = decodePointerSegment(rawSegment);
    if (typeof current !== "object" || current === null) return undefined;
    if (Array.isArray(current)) {
      const index = Number(segment);
      if (!Number.isInteger(index)) return undefined;
      current = current[index];
    } else {
      if (!Object.hasOwn(current, segment)) return undefined;
      current = (current as Record<string, unknown>)[segment];
    }
  }
  return current;
}

function decodePointerSegment(segment: string): string {
  let decoded = segment;
  if (decoded.includes("%")) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      // a literal percent sign: keep the segment as written
    }
  }
  return decoded.replace(/~1/g, "/").replace(/~0/g, "~");
}
