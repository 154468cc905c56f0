/** What the iframe is told in its `srcdoc`. */
export interface FrameSetup {
  /** The execution's nonce: stamped on every message to the host, required on every message from it. */
  nonce: string;
  /** Complete source of the Worker script, started from a `blob:` URL. */
  workerSource: string;
}
