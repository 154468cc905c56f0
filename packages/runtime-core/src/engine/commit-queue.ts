import { type ExecutionPatch, mergePatches } from "../machine/records.ts";
import type { ExecutionStore } from "./ports.ts";

/**
 * Writes one pass's patches to the store with group commit: patches queue up, and a flush sends everything
 * queued so far in one round trip. While a write is in flight, later flushes wait and then go together, so
 * twenty concurrent calls cost two round trips, not twenty. Writes are fenced by the pass's attempt number:
 * the first refused write marks the pass lost. Records of calls that took effect are still offered after
 * that (the store keeps them when an operation such as expiry ended the run, see `lateEffects`), so a call
 * that ran is never missing from the log. A write that fails (throws) stops the queue; {@link terminate}
 * then ends the run.
 */
export class CommitQueue {
  readonly #store: ExecutionStore;
  readonly #executionId: string;
  readonly #attempt: number;
  readonly #onLost: (cause?: unknown) => void;
  #queued: ExecutionPatch[] = [];
  #enqueued = 0;
  #durable = 0;
  #inFlight: Promise<void> | undefined;
  #lost = false;
  #failure: { cause: unknown } | undefined;

  constructor(
    store: ExecutionStore,
    executionId: string,
    attempt: number,
    onLost: (cause?: unknown) => void,
  ) {
    this.#store = store;
    this.#executionId = executionId;
    this.#attempt = attempt;
    this.#onLost = onLost;
  }

  /** Whether a write was refused (another pass or operation took the execution over) or failed. */
  get lost(): boolean {
    return this.#lost;
  }

  /** Set when a write threw rather than being refused: the store could not take this pass's writes. */
  get failure(): { cause: unknown } | undefined {
    return this.#failure;
  }

  enqueue(patch: ExecutionPatch): void {
    this.#queued.push(patch);
    this.#enqueued++;
  }

  /**
   * Makes everything queued so far durable; `false` when the pass has lost the execution. After a refusal it
   * still sends what is queued (the store keeps only the records of calls that took effect).
   */
  async flush(): Promise<boolean> {
    const target = this.#enqueued;
    while (this.#durable < target && this.#failure === undefined) {
      this.#inFlight ??= this.#send();
      await this.#inFlight;
    }
    return !this.#lost;
  }

  /**
   * After a failed write: ends the run `error` with `message`, together with what is still unwritten; when
   * that write fails too (the unwritten entries may be what the store cannot take), with the status alone.
   * Returns whether the run was ended, so it is never left `running` when the store can still be written.
   */
  async terminate(message: string, now: number): Promise<boolean> {
    if (this.#inFlight) await this.#inFlight;
    const end: ExecutionPatch = { set: { status: "error", error: message }, updatedAt: now };
    const unwritten = mergePatches([...this.#queued, end]) ?? end;
    for (const patch of [unwritten, end]) {
      try {
        if (await this.#store.commit(this.#executionId, { attempt: this.#attempt }, patch)) {
          this.#queued = [];
          return true;
        }
        return false;
      } catch {
        // try again with the status alone
      }
    }
    return false;
  }

  async #send(): Promise<void> {
    const batch = this.#queued;
    const upTo = this.#enqueued;
    this.#queued = [];
    try {
      const patch = mergePatches(batch);
      const ok = patch
        ? await this.#store.commit(this.#executionId, { attempt: this.#attempt, keepEffects: true }, patch)
        : true;
      // Written, or refused with its records of calls that took effect offered to the store: done either way.
      this.#durable = upTo;
      if (!ok) this.#markLost();
    } catch (error) {
      this.#queued = [...batch, ...this.#queued];
      this.#failure = { cause: error };
      this.#markLost(error);
    } finally {
      this.#inFlight = undefined;
    }
  }

  #markLost(cause?: unknown): void {
    if (this.#lost) return;
    this.#lost = true;
    this.#onLost(cause);
  }
}
