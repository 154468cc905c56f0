/** The base URI of a root schema without `$id`: never fetched, only a point to resolve relative refs against. */
export const DEFAULT_BASE_URI = "https://schema.codemode.invalid/root.json";

/** `reference` resolved against `base` (RFC 3986), or `undefined` when it cannot be (a relative ref on a URN). */
export function resolveUri(reference: string, base: string): string | undefined {
  try {
    return new URL(reference, base).href;
  } catch {
    if (reference.startsWith("#")) return `${withoutFragment(base)}${reference}`;
    return isAbsolute(reference) ? reference : undefined;
  }
}

function isAbsolute(reference: string): boolean {
  return /^[A-Za-z][A-Za-z0-9+.-]*:/.test(reference);
}

/** The URI without its fragment. */
export function withoutFragment(uri: string): string {
  const hash = uri.indexOf("#");
  return hash === -1 ? uri : uri.slice(0, hash);
}

/** The fragment, percent-decoded (`""` when there is none). */
export function fragmentOf(uri: string): string {
  const hash = uri.indexOf("#");
  if (hash === -1) return "";
  return percentDecode(uri.slice(hash + 1));
}

function percentDecode(text: string): string {
  if (!text.includes("%")) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Follows a JSON Pointer (already percent-decoded; `~1` and `~0` escaped) from `root`. Calls `visit` with
 * each object passed on the way, so the caller can track the base URI in force. `undefined` when it points
 * at nothing.
 */
export function followPointer(root: unknown, pointer: string, visit?: (node: object) => void): unknown {
  if (pointer === "") return root;
  if (!pointer.startsWith("/")) return undefined;
  let current: unknown = root;
  for (const raw of pointer.slice(1).split("/")) {
    if (typeof current !== "object" || current === null) return undefined;
    visit?.(current);
    const token = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(current)) {
      if (!/^(0|[1-9][0-9]*)$/.test(token)) return undefined;
      current = current[Number(token)];
    } else {
      if (!Object.hasOwn(current, token)) return undefined;
      current = (current as Record<string, unknown>)[token];
    }
  }
  return current;
}
