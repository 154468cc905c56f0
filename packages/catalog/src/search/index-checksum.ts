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
  let first = 0x811c9dc5;
  let second = 0x9747b28c;
  for (let position = 0; position < count; position++) {
    const word = words[position] as number;
    first = Math.imul(first ^ word, 0x01000193);
    second = Math.imul(second ^ word, 0x5bd1e995);
    second ^= second >>> 13;
  }
  return [first >>> 0, (second ^ Math.imul(count, 0x27d4eb2d)) >>> 0];
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
