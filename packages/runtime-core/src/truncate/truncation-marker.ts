/** The text every truncation marker contains, so callers and models can find cuts. */
export const TRUNCATION_MARKER = "--- TRUNCATED ---";

/** `1234567` as `1,234,567`, the same on every platform (unlike `toLocaleString`). */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Ending of a clipped string: `--- TRUNCATED --- <n> chars`, n being the original length. */
export function clippedStringSuffix(originalLength: number): string {
  return ` ${TRUNCATION_MARKER} ${formatCount(originalLength)} chars`;
}

/** Last element of a clipped array: `--- TRUNCATED --- <n> more items`. */
export function droppedItemsMarker(count: number): string {
  return `${TRUNCATION_MARKER} ${formatCount(count)} more items`;
}

/** Value of the marker entry of an object that lost entries: how many, and which. */
export function omittedKeysNote(keys: readonly string[]): string {
  return `${formatCount(keys.length)} keys omitted: ${keys.join(", ")}`;
}
