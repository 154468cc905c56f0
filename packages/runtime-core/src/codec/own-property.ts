/**
 * Writes `value` under `key` as an own, enumerable data property of a plain object, also for the key
 * `__proto__` (a plain assignment would set the prototype and lose the entry). Records keyed by names that
 * come from outside (tool, method, snippet names) are written with it; they stay plain objects, since
 * Workers RPC cannot send a null-prototype object.
 */
export function setOwnProperty<T>(target: Record<string, T>, key: string, value: T): void {
  if (key === "__proto__")
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}
