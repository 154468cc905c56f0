/**
 * The longest search query and describe target that discovery reads, in UTF-16 code units. Longer input is
 * cut to this length before it is ranked or echoed, and the output says so (`queryTruncated`,
 * `targetTruncated`). A query is a few words, and no name a model can call is this long; the bound keeps one
 * hostile or accidental call (a pasted document, a 1 MB token from sandbox code) from occupying the host.
 */
export const MAX_DISCOVERY_INPUT_LENGTH = 1000;

/** `text` cut to {@link MAX_DISCOVERY_INPUT_LENGTH} code units (never inside a surrogate pair), and whether it was cut. */
export function boundDiscoveryInput(text: string): { text: string; truncated: boolean } {
  if (text.length <= MAX_DISCOVERY_INPUT_LENGTH) return { text, truncated: false };
  return { text: cutAt(text, MAX_DISCOVERY_INPUT_LENGTH), truncated: true };
}

/** The first `length` code units of `text`, one fewer when the last would be the first half of a surrogate pair. */
export function cutAt(text: string, length: number): string {
  if (text.length <= length) return text;
  const last = text.charCodeAt(length - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? length - 1 : length);
}
