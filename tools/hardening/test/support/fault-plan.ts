/** Where to kill the host: around the n-th store write, or around a connector's effect. */
export type FaultPoint =
  | { kind: "write"; index: number; phase: "before" | "after" }
  | { kind: "effect"; effect: "execute" | "revert"; method: string; phase: "before" | "after" };

/** A readable name of a fault point, for test titles and failure messages. */
export function describeFault(fault: FaultPoint): string {
  return fault.kind === "write"
    ? `${fault.phase} store write #${fault.index}`
    : `${fault.phase} the ${fault.method} ${fault.effect} effect`;
}
