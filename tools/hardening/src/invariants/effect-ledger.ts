/** One side effect a connector really performed (a call's `execute` or a `revert`). */
export interface Effect {
  /** Order of the effect among everything the ledger saw. */
  order: number;
  kind: "execute" | "revert";
  executionId: string;
  connector: string;
  method: string;
  /** The arguments, as stable JSON: with the execution and method, the call's identity in both implementations. */
  argumentsKey: string;
  requiresApproval: boolean;
  /** Ephemeral reads (`replay: "reexecute"`) run again on every pass by design. */
  ephemeral: boolean;
  seq?: number;
  idempotencyKey?: string;
  /** How many host deaths the test had observed when the effect happened. */
  generation: number;
}

/** A human approval the test gave: `approve()` called while this action was pending. */
export interface Approval {
  order: number;
  executionId: string;
  connector: string;
  method: string;
  argumentsKey: string;
}

/** JSON with object keys sorted, so equal arguments give equal keys whatever their key order. */
export function stableJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, entry: unknown) => {
      if (typeof entry === "bigint") return `${entry}n`;
      if (entry && typeof entry === "object" && !Array.isArray(entry)) {
        return Object.fromEntries(
          Object.keys(entry as object)
            .sort()
            .map((key) => [key, (entry as Record<string, unknown>)[key]]),
        );
      }
      return entry;
    }) ?? "undefined"
  );
}

/** The identity of a call: execution, connector, method and arguments. */
export function callKey(call: {
  executionId: string;
  connector: string;
  method: string;
  argumentsKey: string;
}): string {
  return `${call.executionId}\u0000${call.connector}.${call.method}\u0000${call.argumentsKey}`;
}

/**
 * Everything that really happened in one test scope: effects the connectors performed, approvals the test
 * gave, and host deaths. It lives outside the host Durable Object (module scope of the test isolate, or the
 * load driver), so a host death cannot erase it.
 */
export class EffectLedger {
  readonly effects: Effect[] = [];
  readonly approvals: Approval[] = [];
  generation = 0;
  #order = 0;

  recordEffect(effect: Omit<Effect, "order" | "generation">): void {
    this.effects.push({ ...effect, order: this.#order++, generation: this.generation });
  }

  recordApproval(approval: Omit<Approval, "order">): void {
    this.approvals.push({ ...approval, order: this.#order++ });
  }

  /** The test saw the host die: later effects belong to the next generation. */
  recordDeath(): void {
    this.generation++;
  }
}
