const MAX_CACHED_PATTERNS = 512;
const cache = new Map<string, RegExp | null>();

/**
 * The compiled `pattern` (Unicode mode first, then legacy mode), cached. Returns `null` for a pattern
 * JavaScript cannot compile (for example PCRE-only syntax such as `(?i)`): such a keyword is skipped, since
 * rejecting input over a pattern we cannot read would block valid calls.
 */
export function compilePattern(pattern: string): RegExp | null {
  const cached = cache.get(pattern);
  if (cached !== undefined) return cached;
  const compiled = tryCompile(pattern, "u") ?? tryCompile(pattern, "");
  if (cache.size >= MAX_CACHED_PATTERNS) cache.clear();
  cache.set(pattern, compiled);
  return compiled;
}

function tryCompile(pattern: string, flags: string): RegExp | null {
  try {
    return new RegExp(pattern, flags);
  } catch {
    return null;
  }
}
