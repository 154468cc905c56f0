import { afterEach, describe, expect, it } from "vitest";
import { createHostCalls } from "./host-calls.ts";
import type { WorkerToFrameMessage } from "./protocol.ts";

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

/** Host calls over a real channel; `sent` holds what was sent, `reply` answers through the frame's side. */
function hostCalls(maxPendingCalls: number, send?: (message: WorkerToFrameMessage) => void) {
  const channel = new MessageChannel();
  channels.push(channel);
  const sent: WorkerToFrameMessage[] = [];
  const callHost = createHostCalls(channel.port1, send ?? ((message) => sent.push(message)), maxPendingCalls);
  const reply = (message: Record<string, unknown>) => channel.port2.postMessage(message);
  return { callHost, sent, reply };
}

describe("createHostCalls", () => {
  it("numbers the calls and settles each with its own reply, a result or an error", async () => {
    const { callHost, sent, reply } = hostCalls(10);
    const first = callHost("tools", "a", [1]);
    const second = callHost("tools", "b", []);
    expect(sent).toEqual([
      { type: "tool-call", id: 0, namespace: "tools", name: "a", args: [1] },
      { type: "tool-call", id: 1, namespace: "tools", name: "b", args: [] },
    ]);
    reply({ type: "tool-result", id: 1, error: "b failed" });
    reply({ type: "other", id: 0, result: "ignored" });
    reply({ type: "tool-result", id: 0, result: "a done" });
    await expect(second).rejects.toThrow(new Error("b failed"));
    await expect(first).resolves.toBe("a done");
  });

  it("fails a call beyond the limit at once without using up a number, and accepts calls again once replies arrive", async () => {
    const { callHost, reply } = hostCalls(1);
    const waiting = callHost("tools", "a", []);
    await expect(callHost("tools", "b", [])).rejects.toThrow(
      new RangeError(
        "Too many tool calls at once (1 are already waiting). Await calls, or run them in smaller batches.",
      ),
    );
    reply({ type: "tool-result", id: 0, result: 1 });
    await expect(waiting).resolves.toBe(1);
    const next = callHost("tools", "c", []);
    reply({ type: "tool-result", id: 1, result: 2 });
    await expect(next).resolves.toBe(2);
  });

  it("rejects a call whose arguments cannot be sent", async () => {
    const { callHost } = hostCalls(10, () => {
      throw new DOMException("could not be cloned", "DataCloneError");
    });
    await expect(callHost("tools", "a", [() => 1])).rejects.toThrow(
      new TypeError(
        "The arguments of tools.a() cannot be sent to the host (DataCloneError: could not be cloned). Pass JSON-compatible values.",
      ),
    );
  });
});
