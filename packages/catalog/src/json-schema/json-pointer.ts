import { isRecord } from "./schema-node.ts";

/**
 * The decoded segments of a local reference (`#`, `#/a/b~1c`), or `undefined` for anything that is not a
 * JSON pointer into the same document (an external URL, a relative file, an `#anchor`).
 *
 * A segment is kept in both forms a writer may have meant: percent-decoded as RFC 6901 prescribes for URI
 * fragments, and verbatim (some documents carry a literal `%` in a definition name).
 */
export function parseLocalReference(reference: string): string[][] | undefined {
  if (reference === "#") return [];
  if (!reference.startsWith("#/")) return undefined;
  return reference
    .slice(2)
    .split("/")
    .map((raw) => {
      const verbatim = unescapeSegment(raw);
      if (!raw.includes("%")) return [verbatim];
      const decoded = percentDecode(raw);
      return decoded === undefined || decoded === raw ? [verbatim] : [unescapeSegment(decoded), verbatim];
    });
}

/**
 * The value a local reference points at inside `document`, or `undefined` when it is not local or does not
 * resolve. Only own properties are followed, so `#/constructor` never reaches `Object.prototype`. Callers
 * that resolve the same reference in many documents can pass its parsed `segments`.
 */
export function resolveLocalReference(
  document: unknown,
  reference: string,
  segments: readonly (readonly string[])[] | undefined = parseLocalReference(reference),
): unknown {
  if (segments === undefined) return undefined;
  let current: unknown = document;
  for (const alternatives of segments) {
    current = step(current, alternatives);
    if (current === undefined) return undefined;
  }
  return current;
}

/** Escapes one segment for a JSON pointer in a URI fragment: `~` -> `~0`, `/` -> `~1`, `%` -> `%25`. */
export function escapePointerSegment(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1").replace(/%/g, "%25");
}

function step(container: unknown, alternatives: readonly string[]): unknown {
  for (const key of alternatives) {
    if (Array.isArray(container)) {
      if (/^(0|[1-9][0-9]*)$/.test(key) && Number(key) < container.length) return container[Number(key)];
    } else if (isRecord(container) && Object.hasOwn(container, key)) {
      return container[key];
    }
  }
  return undefined;
}

function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}

function percentDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Parses each distinct reference once: a generated block resolves the same few pointers thousands of times. */
export class ParsedReferences {
  readonly #parsed = new Map<string, string[][] | undefined>();

  segments(reference: string): string[][] | undefined {
    if (this.#parsed.has(reference)) return this.#parsed.get(reference);
    const segments = parseLocalReference(reference);
    this.#parsed.set(reference, segments);
    return segments;
  }
}
