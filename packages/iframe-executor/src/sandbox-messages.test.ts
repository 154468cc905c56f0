import { afterAll, describe, expect, it } from "vitest";
import { createNonce, readFrameMessage } from "./sandbox-messages.ts";

const frames = [document.createElement("iframe"), document.createElement("iframe")];
for (const frame of frames) document.body.appendChild(frame);
afterAll(() => {
  for (const frame of frames) frame.remove();
});
const own = () => frames[0]?.contentWindow ?? null;
const other = () => frames[1]?.contentWindow ?? null;
const NONCE = "a".repeat(32);

function event(data: unknown, source: Window | null): MessageEvent {
  return new MessageEvent("message", { data, source });
}

describe("createNonce", () => {
  it("returns 128 random bits as hex, different every time", () => {
    const nonces = new Set(Array.from({ length: 200 }, createNonce));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("readFrameMessage", () => {
  it.each([
    ["sandbox-ready", { type: "sandbox-ready", nonce: NONCE }],
    ["terminated", { type: "terminated", nonce: NONCE }],
    [
      "a tool call",
      { type: "tool-call", nonce: NONCE, id: 3, namespace: "codemode", name: "search", args: [1] },
    ],
    ["a console line", { type: "console", nonce: NONCE, line: "hello" }],
    ["a result", { type: "execution-result", nonce: NONCE, result: { a: 1 } }],
    ["an error result", { type: "execution-result", nonce: NONCE, error: "boom" }],
    ["a sandbox error", { type: "sandbox-error", nonce: NONCE, error: "no worker" }],
  ])("accepts %s from its own iframe with its nonce", (_label, data) => {
    expect(readFrameMessage(event(data, own()), own(), NONCE)).toEqual(data);
  });

  it.each([
    ["from another frame", { type: "execution-result", nonce: NONCE, result: 1 }, other],
    ["from the page itself", { type: "execution-result", nonce: NONCE, result: 1 }, () => window],
    ["without a source", { type: "execution-result", nonce: NONCE, result: 1 }, () => null],
    ["with another execution's nonce", { type: "execution-result", nonce: "b".repeat(32), result: 1 }, own],
    ["without a nonce", { type: "execution-result", result: 1 }, own],
    ["of an unknown type", { type: "eval", nonce: NONCE, code: "1" }, own],
    ["that is not an object", "execution-result", own],
    [
      "with a fractional call id",
      { type: "tool-call", nonce: NONCE, id: 1.5, namespace: "a", name: "b", args: [] },
      own,
    ],
    [
      "with arguments that are not an array",
      { type: "tool-call", nonce: NONCE, id: 1, namespace: "a", name: "b", args: {} },
      own,
    ],
    ["with a console line that is not text", { type: "console", nonce: NONCE, line: 5 }, own],
    [
      "with an error that is not text",
      { type: "execution-result", nonce: NONCE, error: { message: "x" } },
      own,
    ],
  ])("ignores a message %s", (_label, data, source) => {
    expect(readFrameMessage(event(data, source()), own(), NONCE)).toBeUndefined();
  });

  it("ignores everything once the iframe is gone", () => {
    expect(readFrameMessage(event({ type: "terminated", nonce: NONCE }, null), null, NONCE)).toBeUndefined();
  });
});
