/**
 * Coordination between the engines of one runtime in one host: in a Durable Object every handle of the same
 * runtime shares one table (see `sharedLocks` in durable-storage). Two things live here:
 * - a lock per execution, held by every pass and by approve, reject, rollback and recover, so two of them
 *   never interleave on one execution (two clicks on Approve run one after the other);
 * - the live passes, so an operation that ends an execution elsewhere (expiry, deletion) stops its live pass
 *   at once instead of at its next write.
 * Fencing in the store covers what this cannot see: a host that died.
 */
export class ExecutionLocks {
  readonly #tails = new Map<string, Promise<unknown>>();
  readonly #live = new Map<string, Set<() => void>>();

  /** Runs `work` after every earlier `run` for the same id has settled. */
  run<T>(id: string, work: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(id) ?? Promise.resolve();
    const next = previous.then(work, work);
    const tail = next.then(
      () => undefined,
      () => undefined,
    );
    this.#tails.set(id, tail);
    void tail.then(() => {
      if (this.#tails.get(id) === tail) this.#tails.delete(id);
    });
    return next;
  }

  /** Registers a live pass of `id`; `stop` is called if the execution is ended elsewhere. Returns the unregister function. */
  enter(id: string, stop: () => void): () => void {
    let stops = this.#live.get(id);
    if (!stops) {
      stops = new Set();
      this.#live.set(id, stops);
    }
    stops.add(stop);
    return () => {
      stops.delete(stop);
      if (stops.size === 0 && this.#live.get(id) === stops) this.#live.delete(id);
    };
  }

  /** Stops every live pass of `id`: the execution was expired or deleted by another operation. */
  interrupt(id: string): void {
    for (const stop of [...(this.#live.get(id) ?? [])]) stop();
  }
}
