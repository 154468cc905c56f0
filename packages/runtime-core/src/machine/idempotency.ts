/**
 * A stable idempotency key for one call: the same execution, position (`seq`) and method give the same key on
 * every pass and after a host crash, so a connector can recognise a call it may already have applied. The
 * arguments are deliberately not part of it: a call the host ran but never recorded (it died first) runs
 * again at the same position, and its arguments may differ if they came from earlier unrecorded results; the
 * connector must still see the same key, or it would apply the action twice.
 */
export function idempotencyKey(
  executionId: string,
  seq: number,
  call: { connector: string; method: string },
): string {
  return `${executionId}:${seq}:${hash64(`${call.connector}.${call.method}`)}`;
}

/** 64-bit FNV-1a of a string's UTF-16 code units, as 16 hex digits. */
export function hash64(text: string): string {
  let high = 0xcbf29ce4;
  let low = 0x84222325;
  for (let index = 0; index < text.length; index++) {
    low ^= text.charCodeAt(index);
    // multiply (high, low) by the FNV prime 0x100000001b3 modulo 2^64
    const lowProduct = low * 0x1b3;
    const carry = Math.floor(lowProduct / 0x100000000);
    high = (Math.imul(high, 0x1b3) + Math.imul(low, 0x100) + carry) >>> 0;
    low = lowProduct >>> 0;
  }
  return high.toString(16).padStart(8, "0") + low.toString(16).padStart(8, "0");
}
