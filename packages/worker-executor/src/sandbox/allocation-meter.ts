import { ALLOCATION_TICK, INSTRUMENTATION_PREFIX, LITERAL_TICK } from "../budget/instrument-code.ts";

const P = INSTRUMENTATION_PREFIX;

/**
 * Source of the allocation meter of the program part: {@link ALLOCATION_TICK} and {@link LITERAL_TICK},
 * called with every value the instrumentation wraps (and the receiver of a method call), add an estimate of the bytes it holds to a running total and stops the execution
 * (through the program part's `stop`, like the loop and call budgets) once the total passes `limit`.
 *
 * The estimate: a literal 16 bytes plus 8 per element or property; a string its length; an array 16 plus 8
 * per element, a typed array, `DataView` or `ArrayBuffer` its byte length, a `Map` or `Set` 16 per entry,
 * each object charged once and again only for what it grew by since (a `WeakMap` remembers what was
 * charged), so an array returned or used many times is not counted many times. It is a total, not what is
 * alive: the sandbox cannot read its heap (workerd reports zeros), so memory the code let go of still
 * counts. Everything is captured before the model's code runs.
 */
export function allocationMeterSource(limit: number): string {
  return `let ${P}bytes = 0, ${LITERAL_TICK};
const ${ALLOCATION_TICK} = (function () {
  const isArray = Array.isArray, isView = ArrayBuffer.isView, call = Function.prototype.call;
  const getter = (prototype, name) => call.bind(Object.getOwnPropertyDescriptor(prototype, name).get);
  const typedLength = getter(Object.getPrototypeOf(Uint8Array.prototype), "byteLength");
  const dataViewLength = getter(DataView.prototype, "byteLength");
  const bufferLength = getter(ArrayBuffer.prototype, "byteLength");
  const sharedLength = getter(SharedArrayBuffer.prototype, "byteLength");
  const mapSize = getter(Map.prototype, "size"), setSize = getter(Set.prototype, "size");
  const OriginalArrayBuffer = ArrayBuffer, OriginalSharedArrayBuffer = SharedArrayBuffer, OriginalMap = Map, OriginalSet = Set;
  const charged = new WeakMap();
  const chargedGet = WeakMap.prototype.get.bind(charged), chargedSet = WeakMap.prototype.set.bind(charged);
  const message = ${JSON.stringify(allocationMessage(limit))};
  const charge = (bytes) => { if ((${P}bytes += bytes) > ${limit}) ${P}stop(message); };
  const viewLength = (view) => { try { return typedLength(view); } catch { return dataViewLength(view); } };
  const measure = (value) => {
    if (typeof value !== "object" || value === null) return;
    let size;
    if (isArray(value)) size = 16 + 8 * value.length;
    else if (isView(value)) size = viewLength(value);
    else if (value instanceof OriginalArrayBuffer) size = bufferLength(value);
    else if (value instanceof OriginalSharedArrayBuffer) size = sharedLength(value);
    else if (value instanceof OriginalMap) size = 16 + 16 * mapSize(value);
    else if (value instanceof OriginalSet) size = 16 + 16 * setSize(value);
    else return;
    const before = chargedGet(value);
    if (before === undefined || size > before) {
      chargedSet(value, size);
      charge(size - (before ?? 0));
    }
  };
  ${LITERAL_TICK} = function (value, slots) {
    charge(16 + 8 * (isArray(value) ? value.length : slots));
    return value;
  };
  return function (value, receiver) {
    if (typeof value === "string") charge(value.length);
    else measure(value);
    if (receiver !== undefined) measure(receiver);
    return value;
  };
})();`;
}

function allocationMessage(limit: number): string {
  return `Execution stopped: the code allocated more than ${limit} bytes (an estimate over the arrays, strings, buffers, maps and sets it created, including those it let go of); it looks like it keeps allocating. Keep less in memory at once (process the data in pieces), or raise the executor's budget.allocationBytes if the work is real.`;
}
