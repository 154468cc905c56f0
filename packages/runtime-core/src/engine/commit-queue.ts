import { type ExecutionPatch, mergePatches } from "../machine/records.ts";
import type { ExecutionStore } from "./ports.ts";

/**
 * Writes one pass's patches to the store with group commit: patches queue up, and a flush sends everything
 * queued so far in one round trip. While a write is in flight, later flushes wait and then go together, so
 * twenty concurrent calls cost two round trips, not twenty. Writes are fenced by the pass's attempt number;
 * the first refused write marks the pass lost and nothing after it is written.
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

  enqueue(patch: ExecutionPatch): void {
    this.#queued.push(patch);
    this.#enqueued++;
  }

  /** Makes everything queued so far durable; `false` when the pass has lost the execution. */
  async flush(): Promise<boolean> {
    const target = this.#enqueued;
    while (this.#durable < target) {
      if (this.#lost) return false;
      this.#inFlight ??= this.#send();
      await this.#inFlight;
    }
    return !this.#lost;
  }

  async #send(): Promise<void> {
    const batch = this.#queued;
    const upTo = this.#enqueued;
    this.#queued = [];
    try {
      const patch = mergePatches(batch);
      const ok = patch
        ? await this.#store.commit(this.#executionId, { attempt: this.#attempt }, patch)
        : true;
      if (ok) this.#durable = upTo;
      else this.#markLost();
    } catch (error) {
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
