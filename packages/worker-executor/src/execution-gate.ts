/**
 * Bounds every sandbox-to-host call to the life of one `execute()`. While open, work runs normally. Once
 * closed (the execution settled: returned, threw, timed out or was aborted), a call that arrives is answered
 * at once without reaching the host, and a call still running is answered at once too while the host
 * finishes it in the background: the sandbox never waits on the host after its run is over, and no effect
 * can start after it.
 *
 * Each running call holds one entry in a map, keyed by a number and removed as it settles, which `close`
 * answers: one promise per call and no garbage retained past the call (racing every call against a shared
 * "closed" promise would keep a reaction per call alive until the execution ends). Numbers, not the entries'
 * own functions, are the keys: hashing a fresh function for a set costs more than the rest of the gate.
 */
export class ExecutionGate {
  #closed = false;
  #nextId = 0;
  readonly #running = new Map<number, () => void>();

  /** Whether the execution has settled. */
  get closed(): boolean {
    return this.#closed;
  }

  /** Closes the gate and answers every running call with its `late()` value; idempotent. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    for (const answerLate of this.#running.values()) answerLate();
    this.#running.clear();
  }

  /** Starts `work` unless closed; answers `late()` if the gate is or becomes closed before `work` settles. */
  run<T>(work: () => Promise<T>, late: () => T): Promise<T> {
    if (this.#closed) return Promise.resolve(late());
    const running = this.#running;
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      running.set(id, () => resolve(late()));
      let pending: Promise<T>;
      try {
        pending = work();
      } catch (error) {
        running.delete(id);
        throw error;
      }
      pending.then(
        (value) => {
          running.delete(id);
          resolve(value);
        },
        (error: unknown) => {
          running.delete(id);
          reject(error);
        },
      );
    });
  }
}
