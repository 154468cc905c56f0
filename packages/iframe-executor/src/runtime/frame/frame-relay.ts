import type { FrameSetup } from "./frame-setup.ts";

/**
 * The part of the sandbox that runs on the iframe's own thread: it starts the Worker that runs the model's
 * code, relays messages between that Worker and the host page, and terminates the Worker when told to. It never
 * runs model code, so it stays responsive while the Worker spins, and it is what makes a timeout a hard stop.
 * Runs once, when the iframe's inline script is parsed.
 */
export function startFrameRelay(setup: FrameSetup): void {
  const host = window.parent;
  const send = (message: Record<string, unknown>) => {
    host.postMessage(Object.assign({}, message, { nonce: setup.nonce }), "*");
  };

  let worker: Worker;
  let workerUrl = "";
  try {
    workerUrl = URL.createObjectURL(new Blob([setup.workerSource], { type: "text/javascript" }));
    worker = new Worker(workerUrl);
  } catch (error) {
    send({ type: "sandbox-error", error: workerStartError(describeStartFailure(error)) });
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
    send({ type: "sandbox-error", error: workerStartError(event.message || "its script was refused") });
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

/** Why the Worker could not be created: `Name: message` for an Error, else the value as a string. */
export function describeStartFailure(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** The host-facing error when the Worker cannot start, most often because a custom csp forbids `blob:`. */
export function workerStartError(reason: string): string {
  return `The sandbox could not start its Worker (${reason}). A custom csp must allow worker-src blob:.`;
}
