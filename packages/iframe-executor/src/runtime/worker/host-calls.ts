import { NativePromise } from "./captured.ts";
import { describe } from "./describe.ts";
import type { FrameToWorkerMessage, SendToFrame } from "./protocol.ts";

/** Calls one host tool; the promise settles with the host's reply. */
export type CallHost = (namespace: string, name: string, args: unknown[]) => Promise<unknown>;

/**
 * Tool calls to the host over `port`: each call is numbered and waits in a table without a prototype until
 * the iframe relays its `tool-result`; at most `maxPendingCalls` wait at once, a further call fails at once.
 * Takes over `port.onmessage`.
 */
export function createHostCalls(port: MessagePort, send: SendToFrame, maxPendingCalls: number): CallHost {
  const pending: Record<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }> =
    Object.create(null);
  let pendingCount = 0;
  let nextCallId = 0;

  port.onmessage = (event: MessageEvent) => {
    const message = event.data as FrameToWorkerMessage | null;
    if (typeof message !== "object" || message === null || message.type !== "tool-result") return;
    const call = pending[message.id];
    if (call === undefined) return;
    delete pending[message.id];
    pendingCount -= 1;
    if (typeof message.error === "string") call.reject(new Error(message.error));
    else call.resolve(message.result);
  };

  return (namespace, name, args) =>
    new NativePromise<unknown>((resolve, reject) => {
      // A loop that fires calls without awaiting them must not flood the host.
      if (pendingCount >= maxPendingCalls) {
        reject(
          new RangeError(
            `Too many tool calls at once (${maxPendingCalls} are already waiting). Await calls, or run them in smaller batches.`,
          ),
        );
        return;
      }
      const id = nextCallId;
      nextCallId += 1;
      try {
        send({ type: "tool-call", id, namespace, name, args });
      } catch (error) {
        reject(
          new TypeError(
            `The arguments of ${namespace}.${name}() cannot be sent to the host (${describe(error)}). Pass JSON-compatible values.`,
          ),
        );
        return;
      }
      pending[id] = { resolve, reject };
      pendingCount += 1;
    });
}
