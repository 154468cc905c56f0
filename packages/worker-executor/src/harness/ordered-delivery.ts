import { OriginalPromise, originalSetTimeout } from "./captured.ts";

/**
 * Ordered delivery of host replies: `awaitTurn(seq)` settles strictly in `seq` order, one at a time, each
 * turn followed by a macrotask boundary (`setTimeout(0)`) so every microtask a delivery triggered runs before
 * the next one. A turn whose reply arrives after that boundary passed is delivered at once, so sequential
 * code waits no longer. Closed during the program's first turn too: a reply answered in the sandbox (replay)
 * must not be delivered while the code that issued it is still running. The table is an object without a
 * prototype (a replaced `Map.prototype.get` would stall delivery).
 * @eager (every execution calls it: compiled with the script, see scripts/eager-functions.mjs)
 */
export function createOrderedDelivery(): (seq: number) => Promise<void> {
  const waiting: Record<number, () => void> = { __proto__: null } as unknown as Record<number, () => void>;
  let next = 0;
  let open = true;
  const reopen = () => {
    open = false;
    pump();
  };
  const pump = () => {
    if (open) return;
    const release = waiting[next];
    if (release === undefined) return;
    delete waiting[next];
    next++;
    open = true;
    release();
    originalSetTimeout(reopen, 0);
  };
  originalSetTimeout(reopen, 0);
  return (seq) =>
    new OriginalPromise<void>((resolve) => {
      waiting[seq] = resolve;
      pump();
    });
}
