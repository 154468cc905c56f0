/** What the Worker is told before it starts. */
export interface WorkerSetup {
  /** The normalized model code: one function expression, usually `async () => { ... }`. */
  code: string;
  /** Globals to define, in order, each with the names of its host tools and its optional prelude. */
  namespaces: Array<{ name: string; tools: string[]; prelude?: string }>;
  /** At most this many console lines are reported; one more line says that the rest was dropped. */
  maxLogLines: number;
  /** Longer console lines are cut to this many characters. */
  maxLogLineCharacters: number;
  /** Tool calls that may await their reply at once; a call beyond this fails at once instead of queueing. */
  maxPendingCalls: number;
}

/** Messages the Worker sends to the iframe, which relays them to the host with the execution's nonce. */
export type WorkerToFrameMessage =
  | { type: "tool-call"; id: number; namespace: string; name: string; args: unknown[] }
  | { type: "console"; line: string }
  | { type: "execution-result"; result?: unknown; error?: string };

/** Messages the iframe passes on to the Worker. */
export type FrameToWorkerMessage = { type: "tool-result"; id: number; result?: unknown; error?: string };

/** Sends one message to the iframe over the private channel. */
export type SendToFrame = (message: WorkerToFrameMessage) => void;

/** The few Worker globals the runtime touches; the package compiles against DOM types, not WebWorker ones. */
export interface WorkerScope {
  addEventListener(
    type: string,
    listener: (event: MessageEvent & ErrorEvent & PromiseRejectionEvent) => void,
  ): void;
  removeEventListener(type: string, listener: (event: MessageEvent) => void): void;
  console: Record<string, unknown>;
}
