import {
  clippedStringSuffix,
  droppedItemsMarker,
  omittedKeysNote,
  TRUNCATION_MARKER,
} from "./truncation-marker.ts";

/** A parsed JSON value. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/**
 * Characters a kept string or container is always given (when it is that long). Below this a value is not
 * worth keeping as a stub; a sibling gets the room instead. It is larger than the longest bare marker
 * string, so a clipped string always fits its share.
 */
const MINIMUM_SHARE = 64;

/** Compact JSON length of a value. */
export function jsonSize(value: JsonValue): number {
  return JSON.stringify(value).length;
}

/**
 * Shrinks a JSON value to at most `budget` characters of compact JSON while keeping its shape: strings are
 * clipped, arrays keep a prefix and end with a marker item, objects lose their largest entries first and
 * gain a marker entry naming them. Room is shared so the largest values give up the most.
 *
 * The result fits the budget whenever the budget holds the value's smallest form (`[]`, `{}`, a bare marker
 * string of under 40 characters, or a scalar itself); only a smaller budget at the top is exceeded.
 */
export function shrinkJson(value: JsonValue, budget: number): JsonValue {
  if (jsonSize(value) <= budget) return value;
  if (typeof value === "string") return clipString(value, budget);
  if (Array.isArray(value)) return shrinkArray(value, budget);
  if (value !== null && typeof value === "object") return shrinkObject(value, budget);
  return value;
}

function shrinkable(value: JsonValue): boolean {
  return typeof value === "string" || (value !== null && typeof value === "object");
}

function floorOf(value: JsonValue, size: number): number {
  return shrinkable(value) ? Math.min(size, MINIMUM_SHARE) : size;
}

function clipString(text: string, budget: number): string {
  const suffix = clippedStringSuffix(text.length);
  const fits = (keep: number) => JSON.stringify(cut(text, keep) + suffix).length <= budget;
  if (!fits(0)) return suffix.trimStart();
  let low = 0;
  let high = Math.min(text.length, budget);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return cut(text, low) + suffix;
}

/** The first `keep` characters, without splitting a surrogate pair. */
function cut(text: string, keep: number): string {
  const code = text.charCodeAt(keep - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? keep - 1 : keep);
}

/**
 * Splits `available` characters: each value first gets its floor, then the rest is water-filled over what
 * each still wants (smallest wants are met in full, the largest share what is left), so the largest values
 * are the ones cut.
 */
function shares(sizes: readonly number[], floors: readonly number[], available: number): number[] {
  const result = floors.slice();
  let extra = available - floors.reduce((sum, floor) => sum + floor, 0);
  const wants = sizes.map((size, index) => size - (floors[index] as number));
  const order = wants
    .map((_, index) => index)
    .sort((left, right) => (wants[left] as number) - (wants[right] as number));
  let remaining = order.length;
  for (const index of order) {
    const give = Math.max(0, Math.min(wants[index] as number, Math.floor(extra / remaining)));
    result[index] = (result[index] as number) + give;
    extra -= give;
    remaining--;
  }
  return result;
}

function shrinkArray(items: readonly JsonValue[], budget: number): JsonValue[] {
  const sizes = items.map(jsonSize);
  const floors = items.map((item, index) => floorOf(item, sizes[index] as number));
  const overhead = (kept: number) => {
    const dropped = items.length - kept;
    const slots = kept + (dropped > 0 ? 1 : 0);
    return (
      2 + Math.max(0, slots - 1) + (dropped > 0 ? JSON.stringify(droppedItemsMarker(dropped)).length : 0)
    );
  };
  let kept = items.length;
  let floorSum = floors.reduce((sum, floor) => sum + floor, 0);
  while (kept > 0 && floorSum + overhead(kept) > budget) {
    kept--;
    floorSum -= floors[kept] as number;
  }
  const dropped = items.length - kept;
  if (kept === 0) return overhead(0) <= budget ? [droppedItemsMarker(dropped)] : [];
  const allocation = shares(sizes.slice(0, kept), floors.slice(0, kept), budget - overhead(kept));
  const output = items.slice(0, kept).map((item, index) => shrinkJson(item, allocation[index] as number));
  if (dropped > 0) output.push(droppedItemsMarker(dropped));
  return output;
}

function shrinkObject(record: { [key: string]: JsonValue }, budget: number): { [key: string]: JsonValue } {
  const entries = Object.entries(record);
  let markerKey = TRUNCATION_MARKER;
  while (Object.hasOwn(record, markerKey)) markerKey += " ";
  const keyCost = (key: string) => JSON.stringify(key).length + 1;
  const sizes = entries.map(([, value]) => jsonSize(value));
  const floors = entries.map(([key, value], index) => keyCost(key) + floorOf(value, sizes[index] as number));
  const dropOrder = entries
    .map((_, index) => index)
    .sort((left, right) => (sizes[right] as number) - (sizes[left] as number));
  const omitted = new Set<number>();
  let floorSum = floors.reduce((sum, floor) => sum + floor, 0);
  const noteOf = () => omittedKeysNote(entries.filter((_, index) => omitted.has(index)).map(([key]) => key));
  const cost = () => {
    const slots = entries.length - omitted.size + (omitted.size > 0 ? 1 : 0);
    const marker =
      omitted.size > 0 ? keyCost(markerKey) + Math.min(JSON.stringify(noteOf()).length, MINIMUM_SHARE) : 0;
    return 2 + Math.max(0, slots - 1) + floorSum + marker;
  };
  for (const index of dropOrder) {
    if (cost() <= budget) break;
    omitted.add(index);
    floorSum -= floors[index] as number;
  }
  const keptIndexes = entries.map((_, index) => index).filter((index) => !omitted.has(index));
  if (cost() > budget) {
    const room = budget - 2 - keyCost(markerKey);
    return room >= MINIMUM_SHARE ? { [markerKey]: shrinkJson(noteOf(), room) } : {};
  }
  const note = omitted.size > 0 ? noteOf() : undefined;
  const valueSizes = keptIndexes.map((index) => sizes[index] as number);
  const valueFloors = keptIndexes.map(
    (index) => (floors[index] as number) - keyCost((entries[index] as [string, JsonValue])[0]),
  );
  if (note !== undefined) {
    valueSizes.push(JSON.stringify(note).length);
    valueFloors.push(Math.min(JSON.stringify(note).length, MINIMUM_SHARE));
  }
  const keyCosts = keptIndexes.reduce(
    (sum, index) => sum + keyCost((entries[index] as [string, JsonValue])[0]),
    0,
  );
  const markerKeyCost = note !== undefined ? keyCost(markerKey) : 0;
  const fixed = 2 + Math.max(0, valueSizes.length - 1) + keyCosts + markerKeyCost;
  const allocation = shares(valueSizes, valueFloors, budget - fixed);
  const output: { [key: string]: JsonValue } = {};
  keptIndexes.forEach((index, position) => {
    const [key, value] = entries[index] as [string, JsonValue];
    output[key] = shrinkJson(value, allocation[position] as number);
  });
  if (note !== undefined) output[markerKey] = shrinkJson(note, allocation[keptIndexes.length] as number);
  return output;
}
