import { afterEach, describe, expect, it } from "vitest";
import { buildWorkerSource } from "../../sandbox-document.ts";
import type { WorkerSetup, WorkerToFrameMessage } from "./protocol.ts";

const started: Worker[] = [];
afterEach(() => {
  for (const worker of started.splice(0)) worker.terminate();
});

/** Starts the Worker runtime directly (no iframe), answering every tool call with `reply`, until the result. */
function runWorker(
  setup: Partial<WorkerSetup>,
  reply: (name: string, args: unknown[]) => unknown = () => null,
) {
  const worker = new Worker(
    URL.createObjectURL(
      new Blob(
        [
          buildWorkerSource({
            code: "async () => undefined",
            namespaces: [],
            maxLogLines: 10,
            maxLogLineCharacters: 100,
            maxPendingCalls: 10,
            ...setup,
          }),
        ],
        { type: "text/javascript" },
      ),
    ),
  );
  started.push(worker);
  const channel = new MessageChannel();
  const messages: WorkerToFrameMessage[] = [];
  const done = new Promise<WorkerToFrameMessage[]>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<WorkerToFrameMessage>) => {
      const message = event.data;
      messages.push(message);
      if (message.type === "tool-call") {
        channel.port1.postMessage({
          type: "tool-result",
          id: message.id,
          result: reply(message.name, message.args),
        });
      }
      if (message.type === "execution-result") resolve(messages);
    };
  });
  worker.postMessage({ type: "connect" }, [channel.port2]);
  return done;
}

describe("the Worker runtime", () => {
  it("speaks the Worker side of the protocol: numbered tool calls, console lines, then one result", async () => {
    const messages = await runWorker(
      {
        code: "async () => { console.log('start'); const [a, b] = await Promise.all([tools.first(1), tools.second(2, 3)]); return a + b; }",
        namespaces: [{ name: "tools", tools: ["first", "second"] }],
      },
      (name, args) => `${name}:${args.join(",")} `,
    );
    expect(messages).toEqual([
      { type: "console", line: "start" },
      { type: "tool-call", id: 0, namespace: "tools", name: "first", args: [1] },
      { type: "tool-call", id: 1, namespace: "tools", name: "second", args: [2, 3] },
      { type: "execution-result", result: "first:1 second:2,3 ", error: undefined },
    ]);
  });

  it("refuses code that does not evaluate to a function", async () => {
    const messages = await runWorker({ code: '"just a string"' });
    expect(messages.at(-1)).toEqual({
      type: "execution-result",
      result: undefined,
      error: "The code must be a function such as `async () => { ... }`, but it evaluated to string.",
    });
  });

  it("keeps the channel away from the code: the global postMessage reaches nobody on the host side", async () => {
    const messages = await runWorker({
      code: "async () => { postMessage({ type: 'execution-result', result: 'forged' }); return 'genuine'; }",
    });
    expect(messages).toEqual([{ type: "execution-result", result: "genuine", error: undefined }]);
  });
});
