import type { ModelMessage, StreamChunk, TextOptions } from "@tanstack/ai";

/** One model turn: tool calls to make, or a final text. */
export type AdapterTurn = { toolCalls: Array<{ toolName: string; input: unknown }> } | { text: string };

/**
 * A minimal TanStack AI text adapter that plays a script: each `chatStream` call emits the next turn as
 * AG-UI events (tool calls, or a text message) and records the messages it was given, so a test can see what
 * the model received for each tool call.
 */
export function scriptedAdapter(turns: AdapterTurn[]) {
  const requests: TextOptions[] = [];
  const adapter = {
    kind: "text" as const,
    name: "scripted",
    model: "scripted-1",
    "~types": undefined as never,
    async *chatStream(options: TextOptions): AsyncIterable<StreamChunk> {
      requests.push(options);
      const index = requests.length - 1;
      const turn = turns[Math.min(index, turns.length - 1)] as AdapterTurn;
      const runId = `run-${index}`;
      const threadId = "thread-1";
      // Fixed per turn: the script is deterministic, and nothing reads the time.
      const timestamp = 1_700_000_000_000 + index;
      yield { type: "RUN_STARTED", runId, threadId, timestamp } as StreamChunk;
      if ("text" in turn) {
        const messageId = `message-${index}`;
        yield { type: "TEXT_MESSAGE_START", messageId, role: "assistant", timestamp } as StreamChunk;
        yield { type: "TEXT_MESSAGE_CONTENT", messageId, delta: turn.text, timestamp } as StreamChunk;
        yield { type: "TEXT_MESSAGE_END", messageId, timestamp } as StreamChunk;
        yield { type: "RUN_FINISHED", runId, threadId, finishReason: "stop", timestamp } as StreamChunk;
        return;
      }
      for (const [callIndex, call] of turn.toolCalls.entries()) {
        const toolCallId = `call-${index}-${callIndex}`;
        yield {
          type: "TOOL_CALL_START",
          toolCallId,
          toolCallName: call.toolName,
          toolName: call.toolName,
          timestamp,
        } as StreamChunk;
        yield {
          type: "TOOL_CALL_ARGS",
          toolCallId,
          delta: JSON.stringify(call.input),
          timestamp,
        } as StreamChunk;
        yield { type: "TOOL_CALL_END", toolCallId, timestamp } as StreamChunk;
      }
      yield { type: "RUN_FINISHED", runId, threadId, finishReason: "tool_calls", timestamp } as StreamChunk;
    },
    structuredOutput: async () => {
      throw new Error("The scripted adapter does not produce structured output.");
    },
  };
  return {
    adapter,
    requests,
    /** The tool messages in the last request the model received. */
    receivedToolMessages(): ModelMessage[] {
      const last = requests[requests.length - 1];
      return (last?.messages ?? []).filter((message) => message.role === "tool");
    },
  };
}
