/** Nesting deeper than this is not compared (treated as different): documents are never this deep. */
const MAXIMUM_DEPTH = 512;

/**
 * Whether two parsed documents are equal as JSON values: the same keys in the same order, equal arrays,
 * equal primitives. Stops at the first difference, so telling two different documents apart costs little;
 * telling two equal ones apart costs one walk, about half of serializing and hashing one of them, and
 * builds no string. Values JSON cannot hold (functions, `undefined`, `NaN`) compare as different unless
 * identical, which only ever costs a derivation; nesting beyond 512 levels (or a cycle) compares as
 * different instead of overflowing the stack.
 */
export function sameDocument(left: unknown, right: unknown, depth = 0): boolean {
  if (left === right) return true;
  if (typeof left !== "object" || typeof right !== "object" || left === null || right === null) return false;
  if (depth > MAXIMUM_DEPTH) return false;
  if (Array.isArray(left)) {
    if (!Array.isArray(right) || left.length !== right.length) return false;
    for (let position = 0; position < left.length; position++) {
      if (!sameDocument(left[position], right[position], depth + 1)) return false;
    }
    return true;
  }
  if (Array.isArray(right)) return false;
  const leftKeys = Object.keys(left);
  const rightKeys = Object.keys(right);
  if (leftKeys.length !== rightKeys.length) return false;
  for (let position = 0; position < leftKeys.length; position++) {
    const key = leftKeys[position] as string;
    if (key !== rightKeys[position]) return false;
    const leftValue = (left as Record<string, unknown>)[key];
    const rightValue = (right as Record<string, unknown>)[key];
    if (!sameDocument(leftValue, rightValue, depth + 1)) return false;
  }
  return true;
}
