/** A pass registered with {@link ExecutionLocks.enter}. */
export interface LivePass {
  /** The pass made its pause (or its failure) durable: the execution no longer runs, an approval may come. */
  settled(): void;
  /** The pass ended. */
  leave(): void;
}

/** What an operation that acts on a pause saw when it arrived (see {@link ExecutionLocks.arrival}). */
export type Arrival = { running: true } | { running: false; passes: number };

/**
 * Coordination between the engines of one runtime in one host: in a Durable Object every handle of the same
 * runtime shares one table (see `sharedLocks` in durable-storage). Three things live here:
 * - a lock per execution, held by every pass and by approve, reject, rollback, recover and delete, so two of
 *   them never interleave on one execution (two clicks on Approve run one after the other);
 * - the live passes, so an operation that ends an execution elsewhere (expiry, deletion) stops its live pass
 *   at once instead of at its next write, and an approval that arrives while a pass runs is refused at once;
 * - how many passes of an execution started while its lock was held, so an approval queued behind other work
 *   can tell whether the run moved on (to an action its approver never saw) before its turn came.
 * Fencing in the store covers what this cannot see: a host that died.
 */
export class ExecutionLocks {
  readonly #queues = new Map<string, { tail: Promise<unknown>; passes: number }>();
  readonly #live = new Map<string, Set<{ stop: (reason: StopReason) => void; settled: boolean }>>();

  /** Runs `work` after every earlier `run` for the same id has settled. */
  run<T>(id: string, work: () => Promise<T>): Promise<T> {
    const queue = this.#queues.get(id) ?? { tail: Promise.resolve(), passes: 0 };
    const next = queue.tail.then(work, work);
    const tail = next.then(
      () => undefined,
      () => undefined,
    );
    queue.tail = tail;
    this.#queues.set(id, queue);
    void tail.then(() => {
      if (queue.tail === tail && this.#queues.get(id) === queue) this.#queues.delete(id);
    });
    return next;
  }

  /**
   * What an approval (or a rejection) of `id` arriving now can act on: `running` when a pass of it is live
   * and has not paused, else the number of passes started so far under the lock, to compare, once the
   * operation holds the lock, with {@link passesStarted}: a difference means the run moved on meanwhile.
   */
  arrival(id: string): Arrival {
    for (const pass of this.#live.get(id) ?? []) if (!pass.settled) return { running: true };
    return { running: false, passes: this.#queues.get(id)?.passes ?? 0 };
  }

  /** Passes of `id` started while its lock has been held without a break (see {@link arrival}). */
  passesStarted(id: string): number {
    return this.#queues.get(id)?.passes ?? 0;
  }

  /**
   * Registers a live pass of `id`; `stop` is called if the execution is ended elsewhere, with the reason.
   * Returns the handle through which the pass reports its pause and its end.
   */
  enter(id: string, stop: (reason: StopReason) => void): LivePass {
    let passes = this.#live.get(id);
    if (!passes) {
      passes = new Set();
      this.#live.set(id, passes);
    }
    const pass = { stop, settled: false };
    passes.add(pass);
    const queue = this.#queues.get(id);
    if (queue) queue.passes++;
    return {
      settled: () => {
        pass.settled = true;
      },
      leave: () => {
        passes.delete(pass);
        if (passes.size === 0 && this.#live.get(id) === passes) this.#live.delete(id);
      },
    };
  }

  /** Whether a pass of `id` is live in this host. */
  isLive(id: string): boolean {
    return (this.#live.get(id)?.size ?? 0) > 0;
  }

  /** Stops every live pass of `id`: the execution was expired or deleted by another operation. */
  interrupt(id: string, reason: StopReason = "ended"): void {
    for (const pass of [...(this.#live.get(id) ?? [])]) pass.stop(reason);
  }
}

/** Why another operation stopped a live pass. */
export type StopReason = "expired" | "deleted" | "ended";
