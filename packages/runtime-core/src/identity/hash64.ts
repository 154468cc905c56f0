/**
 * 64-bit FNV-1a of a string's UTF-16 code units, as 16 hex digits. The state is kept in four 16-bit limbs
 * (least significant first) so every step is small-integer arithmetic: multiplying by the FNV prime
 * 2^40 + 0x1b3 is each limb times 0x1b3, plus the two low limbs shifted 40 bits up, with carries.
 * Self-contained (no outer bindings, no inner functions): the sandbox of `@codemode/worker-executor` embeds
 * its source, so the causes it computes are the host's by construction.
 */
export function hash64(text: string): string {
  let l0 = 0x2325;
  let l1 = 0x8422;
  let l2 = 0x9ce4;
  let l3 = 0xcbf2;
  for (let index = 0; index < text.length; index++) {
    l0 ^= text.charCodeAt(index);
    const t0 = l0 * 0x1b3;
    const t1 = l1 * 0x1b3 + (t0 >>> 16);
    const t2 = l2 * 0x1b3 + (l0 << 8) + (t1 >>> 16);
    l3 = (l3 * 0x1b3 + (l1 << 8) + (t2 >>> 16)) & 0xffff;
    l0 = t0 & 0xffff;
    l1 = t1 & 0xffff;
    l2 = t2 & 0xffff;
  }
  return (
    (l3 | 0x10000).toString(16).slice(1) +
    (l2 | 0x10000).toString(16).slice(1) +
    (l1 | 0x10000).toString(16).slice(1) +
    (l0 | 0x10000).toString(16).slice(1)
  );
}
