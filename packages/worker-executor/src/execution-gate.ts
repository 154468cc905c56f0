/**
 * Bounds every sandbox-to-host call to the life of one `execute()`. While open, work runs normally. Once
 * closed (the execution settled: returned, threw, timed out or was aborted), a call that arrives is answered
 * at once without reaching the host, and a call still running is answered at once too while the host
 * finishes it in the background: the sandbox never waits on the host after its run is over, and no effect
 * can start after it.
 */
export class ExecutionGate {
  #closed = false;
  #markClosed: () => void = () => {};
  readonly #whenClosed = new Promise<void>((resolve) => {
    this.#markClosed = resolve;
  });

  /** Whether the execution has settled. */
  get closed(): boolean {
    return this.#closed;
  }

  /** Closes the gate; idempotent. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#markClosed();
  }

  /** Starts `work` unless closed; answers `late()` if the gate is or becomes closed before `work` settles. */
  run<T>(work: () => Promise<T>, late: () => T): Promise<T> {
    if (this.#closed) return Promise.resolve(late());
    const running = work();
    running.catch(() => {});
    return Promise.race([running, this.#whenClosed.then(late)]);
  }
}
