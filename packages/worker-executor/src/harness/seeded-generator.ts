/**
 * An sfc32 generator of 32-bit unsigned integers, seeded by hashing `seed` (cyrb128): the same seed always
 * gives the same stream, in every runtime. Warmed up by 12 draws, as sfc32 needs.
 */
export function seededGenerator(seed: string): () => number {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let index = 0; index < seed.length; index++) {
    const code = seed.charCodeAt(index);
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  let a = (h1 ^ h2 ^ h3 ^ h4) >>> 0;
  let b = (h2 ^ h1) >>> 0;
  let c = (h3 ^ h1) >>> 0;
  let d = (h4 ^ h1) >>> 0;
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };
  for (let index = 0; index < 12; index++) next();
  return next;
}

/** Fills `bytes` from `next`, four bytes per draw, least significant first. */
export function fillBytes(bytes: Uint8Array, next: () => number): void {
  let word = 0;
  for (let index = 0; index < bytes.length; index++) {
    if ((index & 3) === 0) word = next();
    bytes[index] = (word >>> ((index & 3) * 8)) & 255;
  }
}

/** A version 4 UUID from 16 drawn bytes. */
export function uuidFromBytes(bytes: Uint8Array): string {
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  let hex = "";
  for (let index = 0; index < 16; index++) {
    hex += ((bytes[index] as number) + 0x100).toString(16).slice(1);
    if (index === 3 || index === 5 || index === 7 || index === 9) hex += "-";
  }
  return hex;
}
