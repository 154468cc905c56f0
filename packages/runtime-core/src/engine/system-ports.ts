import type { Clock, RandomSource } from "./ports.ts";

/**
 * The platform clock and randomness (`Date.now`, `crypto.getRandomValues`), the only place runtime-core reads
 * them; everything else receives them as ports. Available on Workers, browsers and Node 20.
 */
export const systemClock: Clock = { now: () => Date.now() };

/** Random execution ids (time-ordered, then 96 random bits) and seeds. */
export const systemRandom: RandomSource = {
  executionId(now) {
    return `exec_${now.toString(36).padStart(9, "0")}_${randomHex(12)}`;
  },
  seed() {
    return randomHex(16);
  },
};

function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  let out = "";
  for (const byte of buffer) out += byte.toString(16).padStart(2, "0");
  return out;
}
