/**
 * The host's side of the postMessage protocol with one execution's iframe. Every message carries the execution's
 * nonce; the host reads a message only when it comes from that execution's own iframe window and carries its
 * nonce, so another frame (or another execution's iframe) cannot inject results or tool calls.
 */

/** Messages an execution's iframe sends to the host. */
export type FrameMessage =
  | { type: "sandbox-ready"; nonce: string }
  | { type: "tool-call"; nonce: string; id: number; namespace: string; name: string; args: unknown[] }
  | { type: "console"; nonce: string; line: string }
  | { type: "execution-result"; nonce: string; result?: unknown; error?: string }
  | { type: "sandbox-error"; nonce: string; error: string }
  | { type: "terminated"; nonce: string };

/** Messages the host sends to an execution's iframe. */
export type HostMessage =
  | { type: "tool-result"; nonce: string; id: number; result: unknown }
  | { type: "tool-result"; nonce: string; id: number; error: string }
  | { type: "terminate"; nonce: string };

/** A fresh, unguessable execution nonce: 128 random bits from `crypto.getRandomValues`, as hex. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The message of `event` when it belongs to the execution whose iframe window is `source` and whose nonce is
 * `nonce`, and is well formed; `undefined` for anything else, which the host ignores.
 */
export function readFrameMessage(
  event: MessageEvent,
  source: Window | null,
  nonce: string,
): FrameMessage | undefined {
  if (source === null || event.source !== source) return undefined;
  const data: unknown = event.data;
  if (typeof data !== "object" || data === null) return undefined;
  const message = data as Record<string, unknown>;
  if (message.nonce !== nonce) return undefined;
  switch (message.type) {
    case "sandbox-ready":
    case "terminated":
      return message as FrameMessage;
    case "tool-call":
      return Number.isSafeInteger(message.id) &&
        typeof message.namespace === "string" &&
        typeof message.name === "string" &&
        Array.isArray(message.args)
        ? (message as FrameMessage)
        : undefined;
    case "console":
      return typeof message.line === "string" ? (message as FrameMessage) : undefined;
    case "execution-result":
      return message.error === undefined || typeof message.error === "string"
        ? (message as FrameMessage)
        : undefined;
    case "sandbox-error":
      return typeof message.error === "string" ? (message as FrameMessage) : undefined;
    default:
      return undefined;
  }
}
