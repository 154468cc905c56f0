/**
 * The part of the sandbox that runs on the iframe's own thread: it starts the Worker that runs the model's
 * code, relays messages between that Worker and the host page, and terminates the Worker when told to. It never
 * runs model code, so it stays responsive while the Worker spins, and it is what makes a timeout a hard stop.
 *
 * {@link sandboxFrameMain} is turned into source text with `Function.prototype.toString` and inlined into the
 * iframe's `srcdoc`, so it must stay self-contained: no imports, no references to module scope, and no syntax a
 * bundler would lower to a helper function (object spread, private fields, decorators). Types are erased and allowed.
 */

/** What the iframe is told in its `srcdoc`. */
export interface FrameSetup {
  /** The execution's nonce: stamped on every message to the host, required on every message from it. */
  nonce: string;
  /** Complete source of the Worker script, started from a `blob:` URL. */
  workerSource: string;
}

/** Entry point of the iframe. Runs once, when its inline script is parsed. */
export function sandboxFrameMain(setup: FrameSetup): void {
  const host = window.parent;
  const send = (message: Record<string, unknown>) => {
    host.postMessage(Object.assign({}, message, { nonce: setup.nonce }), "*");
  };
  const describe = (error: unknown) =>
    error instanceof Error ? `${error.name}: ${error.message}` : String(error);

  let worker: Worker;
  let workerUrl = "";
  try {
    workerUrl = URL.createObjectURL(new Blob([setup.workerSource], { type: "text/javascript" }));
    worker = new Worker(workerUrl);
  } catch (error) {
    send({
      type: "sandbox-error",
      error: `The sandbox could not start its Worker (${describe(error)}). A custom csp must allow worker-src blob:.`,
    });
    return;
  }

  let terminated = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = (event: MessageEvent) => {
    if (terminated) return;
    const message = event.data as Record<string, unknown> | null;
    if (typeof message === "object" && message !== null) send(message);
  };
  // Reaches here only when the Worker script itself failed (it handles errors of the model's code itself).
  worker.addEventListener("error", (event: ErrorEvent) => {
    event.preventDefault();
    if (terminated) return;
    send({
      type: "sandbox-error",
      error: `The sandbox could not start its Worker (${event.message || "its script was refused"}). A custom csp must allow worker-src blob:.`,
    });
  });
  worker.postMessage({ type: "connect" }, [channel.port2]);

  window.addEventListener("message", (event: MessageEvent) => {
    // Only the page that created this iframe may steer it, and only for this execution.
    if (event.source !== host) return;
    const message = event.data as Record<string, unknown> | null;
    if (typeof message !== "object" || message === null || message.nonce !== setup.nonce) return;
    if (message.type === "tool-result" && !terminated) {
      channel.port1.postMessage({
        type: "tool-result",
        id: message.id,
        result: message.result,
        error: message.error,
      });
    } else if (message.type === "terminate") {
      terminated = true;
      worker.terminate();
      channel.port1.close();
      URL.revokeObjectURL(workerUrl);
      send({ type: "terminated" });
    }
  });
  send({ type: "sandbox-ready" });
}
