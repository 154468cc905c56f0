/**
 * A 64-bit content hash of `text` (two FNV-1a 32-bit hashes with different offsets, as 16 hex digits).
 * Not cryptographic: it keys in-memory caches of values derived from that text (a derived catalog, a
 * search index), where two different inputs meeting on one key is a 1-in-2^64 event.
 */
export function contentHash(text: string): string {
  let first = 0x811c9dc5;
  let second = 0x01000193 ^ 0x5bd1e995;
  for (let position = 0; position < text.length; position++) {
    const code = text.charCodeAt(position);
    first = Math.imul(first ^ code, 0x01000193);
    second = Math.imul(second ^ code, 0x01000193) ^ (second >>> 15);
  }
  return (first >>> 0).toString(16).padStart(8, "0") + (second >>> 0).toString(16).padStart(8, "0");
}

/**
 * {@link contentHash} over a sequence of values fed one at a time, without joining them into one string:
 * each value is framed by its length, so `["ab", "c"]` and `["a", "bc"]` differ. Strings, numbers,
 * booleans and `null` are accepted.
 */
export class ContentHasher {
  #first = 0x811c9dc5;
  #second = 0x01000193 ^ 0x5bd1e995;

  /** Feeds one value. */
  add(value: string | number | boolean | null): this {
    if (typeof value === "string") {
      this.#frame(0, value.length);
      this.#feed(value);
    } else {
      const text = String(value);
      this.#frame(typeof value === "number" ? 1 : 2, text.length);
      this.#feed(text);
    }
    return this;
  }

  /** The hash of everything fed so far, as 16 hex digits. */
  digest(): string {
    return (
      (this.#first >>> 0).toString(16).padStart(8, "0") + (this.#second >>> 0).toString(16).padStart(8, "0")
    );
  }

  /** Mixes in a value's kind and length (as three code units), so values cannot run into each other. */
  #frame(kind: number, length: number): void {
    this.#mix(0xfffe - kind);
    this.#mix(length & 0xffff);
    this.#mix(length >>> 16);
  }

  #mix(code: number): void {
    this.#first = Math.imul(this.#first ^ code, 0x01000193);
    this.#second = Math.imul(this.#second ^ code, 0x01000193) ^ (this.#second >>> 15);
  }

  #feed(text: string): void {
    let first = this.#first;
    let second = this.#second;
    for (let position = 0; position < text.length; position++) {
      const code = text.charCodeAt(position);
      first = Math.imul(first ^ code, 0x01000193);
      second = Math.imul(second ^ code, 0x01000193) ^ (second >>> 15);
    }
    this.#first = first;
    this.#second = second;
  }
}

/**
 * A small map that forgets its least recently used entry past `capacity`: caches keyed by content live
 * for the isolate, so they must stay bounded however many different catalogs pass through it.
 */
export class RecentlyUsed<Value> {
  readonly #entries = new Map<string, Value>();
  readonly #capacity: number;

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  get(key: string): Value | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Value): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.#capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }
}
