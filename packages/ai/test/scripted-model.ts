import { convertArrayToReadableStream, MockLanguageModelV3 } from "ai/test";

/** One model turn: tool calls to make, or a final text. */
export type ModelTurn = { toolCalls: Array<{ toolName: string; input: unknown }> } | { text: string };

/** What the model received back for one of its tool calls, as the AI SDK put it in the next prompt. */
export type ReceivedToolResult = { toolName: string; output: { type: string; value?: unknown } };

type PromptMessage = { role: string; content: unknown };
type CallOptions = { prompt: PromptMessage[] };

const USAGE = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/**
 * A language model from `ai/test` that plays a script: each call answers with the next turn (tool calls, or
 * text), through `doGenerate` for `generateText` and `doStream` for `streamText`, and records every prompt it
 * was given, so a test can assert what the model saw of each tool result.
 */
export function scriptedModel(turns: ModelTurn[]) {
  const prompts: PromptMessage[][] = [];
  let callCount = 0;
  const nextTurn = (options: CallOptions): ModelTurn => {
    prompts.push(options.prompt);
    const turn = turns[Math.min(callCount, turns.length - 1)] as ModelTurn;
    callCount++;
    return turn;
  };
  const model = new MockLanguageModelV3({
    doGenerate: async (options) => {
      const turn = nextTurn(options as unknown as CallOptions);
      if ("text" in turn) {
        return {
          content: [{ type: "text", text: turn.text }],
          finishReason: finish("stop"),
          usage: USAGE,
          warnings: [],
        };
      }
      return {
        content: turn.toolCalls.map((call, index) => ({
          type: "tool-call" as const,
          toolCallId: `call-${callCount}-${index}`,
          toolName: call.toolName,
          input: JSON.stringify(call.input),
        })),
        finishReason: finish("tool-calls"),
        usage: USAGE,
        warnings: [],
      };
    },
    doStream: async (options) => {
      const turn = nextTurn(options as unknown as CallOptions);
      const parts: unknown[] = [{ type: "stream-start", warnings: [] }];
      if ("text" in turn) {
        parts.push(
          { type: "text-start", id: "t" },
          { type: "text-delta", id: "t", delta: turn.text },
          { type: "text-end", id: "t" },
        );
      } else {
        turn.toolCalls.forEach((call, index) => {
          parts.push({
            type: "tool-call",
            toolCallId: `call-${callCount}-${index}`,
            toolName: call.toolName,
            input: JSON.stringify(call.input),
          });
        });
      }
      parts.push({
        type: "finish",
        finishReason: finish("text" in turn ? "stop" : "tool-calls"),
        usage: USAGE,
      });
      // biome-ignore lint/suspicious/noExplicitAny: the stream part type differs between AI SDK majors
      return { stream: convertArrayToReadableStream(parts as any[]) };
    },
  });
  return {
    model,
    prompts,
    /** The tool results in the last prompt the model received. */
    receivedToolResults(): ReceivedToolResult[] {
      const last = prompts[prompts.length - 1] ?? [];
      return last
        .filter((message) => message.role === "tool")
        .flatMap((message) => message.content as Array<Record<string, unknown>>)
        .filter((part) => part.type === "tool-result")
        .map((part) => ({
          toolName: part.toolName as string,
          output: part.output as ReceivedToolResult["output"],
        }));
    },
  };
}

function finish(unified: "stop" | "tool-calls") {
  return { unified, raw: unified };
}
