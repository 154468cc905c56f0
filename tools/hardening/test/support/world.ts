import { EffectLedger } from "../../src/invariants/index.ts";
import type { FaultPoint } from "./fault-plan.ts";

/**
 * The state of one test scope that must survive the host's death: it lives in the test isolate's module
 * scope (the host Durable Object runs in the same isolate, but `ctx.abort()` only resets the object).
 */
export interface World {
  ledger: EffectLedger;
  /** The fault to inject, fired once. */
  fault?: FaultPoint;
  /** Whether the fault fired. */
  fired: boolean;
  /** A kill happened and the operation that saw it has not accounted for it yet. */
  killed: boolean;
  /** Store writes made so far in this scope (create, claim, commit, reject, expire, delete, prune). */
  writes: number;
}

const worlds = new Map<string, World>();

/** The world of `scope`, created on first use. */
export function world(scope: string): World {
  let found = worlds.get(scope);
  if (!found) {
    found = { ledger: new EffectLedger(), fired: false, killed: false, writes: 0 };
    worlds.set(scope, found);
  }
  return found;
}

/**
 * Kills the host for real: `ctx.abort()` resets the Durable Object (its memory is lost, in-flight work
 * fails), then throws so the code that reached the fault point goes no further in this instance.
 */
export function killHost(state: DurableObjectState, scope: string, where: string): never {
  world(scope).killed = true;
  state.abort(`fault injection: ${where}`);
  throw new Error(`fault injection killed the host ${where}`);
}
