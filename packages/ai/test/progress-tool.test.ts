import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { CodemodeConnector, type ConnectorTools } from "@codemode/connector-base";
import { createCodemodeRuntime } from "@codemode/durable-storage";
import { type CodemodeProgress, isCodemodeProgress } from "@codemode/runtime-core";
import { readUIMessageStream, stepCountIs, streamText, type UIMessage, type UIMessageChunk } from "ai";
import { describe, expect, it } from "vitest";
import { scriptedModel } from "./scripted-model.ts";
import { executor } from "./support.ts";

/** A connector whose `wait` call holds until the test opens the gate, so the stream can be read mid-run. */
class GatedConnector extends CodemodeConnector {
  readonly #opened: Promise<void>;
  constructor(state: DurableObjectState, opened: Promise<void>) {
    super(state, {});
    this.#opened = opened;
  }
  name(): string {
    return "orders";
  }
  protected tools(): ConnectorTools {
    return {
      count: { description: "How many orders there are.", execute: () => 3 },
      wait: {
        description: "Waits for the warehouse.",
        execute: async () => {
          await this.#opened;
          return "ready";
        },
      },
    };
  }
}

type OutputChunk = Extract<UIMessageChunk, { type: "tool-output-available" }>;

const CODE = `async () => {
  const count = await orders.count({});
  const state = await orders.wait({});
  return count + " " + state;
}`;

describe(`runtime.tool({ progress: true }) in streamText, ai@${__EXPECTED_AI_MAJOR__}`, () => {
  it("sends each call as a preliminary tool result in the UI message stream, then the final output", () =>
    runInDurableObject(env.HOST.get(env.HOST.newUniqueId()), async (_instance, state) => {
      let open: () => void = () => {};
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      const runtime = createCodemodeRuntime({
        ctx: state,
        connectors: [new GatedConnector(state, opened)],
        executor: executor(),
      });
      const script = scriptedModel([
        { toolCalls: [{ toolName: "codemode", input: { code: CODE } }] },
        { text: "done" },
      ]);
      const result = streamText({
        model: script.model,
        tools: { codemode: runtime.tool({ progress: true }) },
        prompt: "Count the orders.",
        stopWhen: stepCountIs(3),
      });

      const chunks: UIMessageChunk[] = [];
      const reader = result.toUIMessageStream().getReader();
      const read = async (until: (chunk: UIMessageChunk) => boolean) => {
        for (;;) {
          const next = await reader.read();
          if (next.done) return;
          chunks.push(next.value);
          if (until(next.value)) return;
        }
      };
      const waiting = (chunk: UIMessageChunk) =>
        chunk.type === "tool-output-available" &&
        chunk.preliminary === true &&
        isCodemodeProgress(chunk.output) &&
        chunk.output.calls.some((call) => call.method === "wait" && call.state === "running");
      // The run holds at `orders.wait` until the gate opens: the stream shows it running before that.
      await read(waiting);
      expect(chunks.some(waiting)).toBe(true);
      open();
      await read(() => false);

      const outputs = chunks.filter((chunk): chunk is OutputChunk => chunk.type === "tool-output-available");
      const preliminary = outputs.filter((chunk) => chunk.preliminary === true);
      const final = outputs.filter((chunk) => chunk.preliminary !== true);
      // The AI SDK also sends the last value the tool yields (the output) as a preliminary result before the
      // final one, so every preliminary result but that last one is a progress value.
      expect(preliminary.length).toBeGreaterThan(1);
      expect(preliminary.slice(0, -1).every((chunk) => isCodemodeProgress(chunk.output))).toBe(true);
      expect(preliminary.at(-1)?.output).toEqual(final[0]?.output);
      const held = preliminary.find(waiting)?.output as CodemodeProgress;
      expect(held.calls).toEqual([
        { connector: "orders", method: "count", seq: 0, state: "applied", durationMs: expect.any(Number) },
        { connector: "orders", method: "wait", seq: 1, state: "running" },
      ]);
      expect(final).toHaveLength(1);
      expect(final[0]?.output).toMatchObject({ status: "completed", result: "3 ready" });
      expect(final[0]?.output).toMatchObject({ executionId: held.executionId });

      // The model saw only the final output, through toModelOutput.
      expect(script.receivedToolResults()).toEqual([
        {
          toolName: "codemode",
          output: {
            type: "json",
            value: { status: "completed", executionId: held.executionId, result: "3 ready", logs: [] },
          },
        },
      ]);

      // What useChat builds from the same chunks: the tool part shows the progress, marked preliminary.
      const parts: Array<{ state?: string; preliminary?: boolean; output?: unknown }> = [];
      const replay = new ReadableStream<UIMessageChunk>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          controller.close();
        },
      });
      for await (const message of readUIMessageStream<UIMessage>({ stream: replay })) {
        const part = message.parts.find((entry) => entry.type === "tool-codemode");
        if (part) parts.push(structuredClone(part) as (typeof parts)[number]);
      }
      expect(parts.some((part) => part.preliminary === true && isCodemodeProgress(part.output))).toBe(true);
      expect(parts.at(-1)).toMatchObject({ state: "output-available", output: { status: "completed" } });
      expect(parts.at(-1)?.preliminary).not.toBe(true);
    }));
});
