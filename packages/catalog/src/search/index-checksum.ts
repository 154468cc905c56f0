/**
 * A 64-bit checksum of `bytes[from, to)` (a length that is a multiple of 4), read as little-endian 32-bit
 * words, as two hex words. Not cryptographic: it tells a stored index that was damaged (cut, flipped,
 * overwritten) from the one that was written. Each word goes through a bijective step of the first lane,
 * so any single changed word changes the result; the second lane also mixes high bits downward.
 */
export function payloadChecksum(bytes: Uint8Array, from: number, to: number): [number, number] {
  const count = (to - from) >>> 2;
  const start = bytes.byteOffset + from;
  // Read as signed words: the same bits to `^` and `Math.imul`, so the same checksum, but small integers
  // to the engine, where unsigned words above 2^31 are boxed numbers until the loop is optimized (a cold
  // isolate's pass over a 2 MB index took about twice as long).
  const words =
    start % 4 === 0 && LITTLE_ENDIAN
      ? new Int32Array(bytes.buffer, start, count)
      : wordsOf(bytes.subarray(from, from + count * 4));
  // `imul` read once, not `Math.imul` twice a word, and four words a turn: the same steps in the same
  // order, so the same checksum, with fewer instructions for an unoptimized pass to dispatch (the pass
  // over a stored index and over a catalog's text runs before anything is optimized).
  const imul = Math.imul;
  let first = 0x811c9dc5;
  let second = 0x9747b28c;
  let position = 0;
  for (const whole = count - (count % 4); position < whole; position += 4) {
    const word0 = words[position] as number;
    first = imul(first ^ word0, 0x01000193);
    second = imul(second ^ word0, 0x5bd1e995);
    second ^= second >>> 13;
    const word1 = words[position + 1] as number;
    first = imul(first ^ word1, 0x01000193);
    second = imul(second ^ word1, 0x5bd1e995);
    second ^= second >>> 13;
    const word2 = words[position + 2] as number;
    first = imul(first ^ word2, 0x01000193);
    second = imul(second ^ word2, 0x5bd1e995);
    second ^= second >>> 13;
    const word3 = words[position + 3] as number;
    first = imul(first ^ word3, 0x01000193);
    second = imul(second ^ word3, 0x5bd1e995);
    second ^= second >>> 13;
  }
  for (; position < count; position++) {
    const word = words[position] as number;
    first = imul(first ^ word, 0x01000193);
    second = imul(second ^ word, 0x5bd1e995);
    second ^= second >>> 13;
  }
  return [first >>> 0, (second ^ imul(count, 0x27d4eb2d)) >>> 0];
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** The little-endian words of `bytes` (as signed integers) in an aligned array of their own. */
function wordsOf(bytes: Uint8Array): Int32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const words = new Int32Array(bytes.byteLength >>> 2);
  for (let position = 0; position < words.length; position++)
    words[position] = view.getInt32(position * 4, true);
  return words;
}

/**
 * {@link payloadChecksum} of `text`'s UTF-8 bytes (zero-padded to whole words), as 16 hex digits: a word a
 * step instead of a code unit, which a cold isolate's first (unoptimized) pass over a long text runs several
 * times faster. It keys what is stored by content (a build's fingerprint, a catalog's description hashes).
 * Meant for JSON text (`JSON.stringify`'s): well formed, so its UTF-8 loses nothing, and without a raw NUL
 * (JSON escapes it), so the zero padding never reads as part of the text.
 */
export function textChecksum(text: string): string {
  const encoded = new TextEncoder().encode(text);
  const bytes = new Uint8Array(Math.ceil(encoded.byteLength / 4) * 4);
  bytes.set(encoded);
  return payloadChecksum(bytes, 0, bytes.byteLength)
    .map((word) => word.toString(16).padStart(8, "0"))
    .join("");
}
