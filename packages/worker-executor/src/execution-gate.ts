/**
 * Bounds every sandbox-to-host call to the life of one `execute()`. While open, work runs normally. Once
 * closed (the execution settled: returned, threw, timed out or was aborted), a call that arrives is answered
 * at once without reaching the host, and a call still running is answered at once too while the host
 * finishes it in the background: the sandbox never waits on the host after its run is over, and no effect
 * can start after it.
 *
 * Each running call holds one entry in a set, removed as it settles, which `close` answers: one promise per
 * call and no garbage retained past the call (racing every call against a shared "closed" promise would keep
 * a reaction per call alive until the execution ends).
 */
export class ExecutionGate {
  #closed = false;
  readonly #running = new Set<() => void>();

  /** Whether the execution has settled. */
  get closed(): boolean {
    return this.#closed;
  }

  /** Closes the gate and answers every running call with its `late()` value; idempotent. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    for (const answerLate of this.#running) answerLate();
    this.#running.clear();
  }

  /** Starts `work` unless closed; answers `late()` if the gate is or becomes closed before `work` settles. */
  run<T>(work: () => Promise<T>, late: () => T): Promise<T> {
    if (this.#closed) return Promise.resolve(late());
    return new Promise<T>((resolve, reject) => {
      const answerLate = () => resolve(late());
      const finish = () => this.#running.delete(answerLate);
      this.#running.add(answerLate);
      let running: Promise<T>;
      try {
        running = work();
      } catch (error) {
        finish();
        throw error;
      }
      running.then(
        (value) => {
          finish();
          resolve(value);
        },
        (error: unknown) => {
          finish();
          reject(error);
        },
      );
    });
  }
}
