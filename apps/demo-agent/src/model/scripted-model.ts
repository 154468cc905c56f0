import { MockLanguageModelV3, simulateReadableStream } from "ai/test";
import { classifyIntent } from "./intents.ts";
import { programFor } from "./programs.ts";
import { HELP_REPLY, replyFor } from "./replies.ts";

type StreamOptions = Parameters<MockLanguageModelV3["doStream"]>[0];
type StreamResult = Awaited<ReturnType<MockLanguageModelV3["doStream"]>>;
type StreamPart = StreamResult["stream"] extends ReadableStream<infer Part> ? Part : never;
type PromptMessage = StreamOptions["prompt"][number];

const CODE_TOOL = "codemode";
const USAGE = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 0, text: 0, reasoning: 0 },
};

/** Options of {@link createScriptedModel}. */
export type ScriptedModelOptions = {
  /** Delay between streamed text chunks, so answers appear as they would from a real model. Default 12 ms. */
  chunkDelayMs?: number;
};

/**
 * The demo's offline model: an AI SDK mock language model (`MockLanguageModelV3` from `ai/test`) whose answers
 * are chosen from the conversation instead of sampled. On a user message it classifies the intent and calls
 * the `codemode` tool with a realistic program; after the tool result it reports the outcome in text. No key,
 * no network, and the same conversation always produces the same calls.
 */
export function createScriptedModel(options: ScriptedModelOptions = {}): MockLanguageModelV3 {
  const chunkDelayInMs = options.chunkDelayMs ?? 12;
  return new MockLanguageModelV3({
    provider: "codemode-demo",
    modelId: "scripted",
    doStream: async (call: StreamOptions): Promise<StreamResult> => ({
      stream: simulateReadableStream({ chunks: respond(call), chunkDelayInMs }),
    }),
  });
}

/** The stream parts of one scripted answer. */
export function respond(call: StreamOptions): StreamPart[] {
  const prompt = call.prompt;
  const intent = classifyIntent(lastUserText(prompt));
  const last = prompt[prompt.length - 1];
  const offersTool = (call.tools ?? []).some((tool) => tool.name === CODE_TOOL);
  if (last?.role === "tool") return textAnswer(replyFor(intent, lastToolOutput(last)));
  const code = programFor(intent);
  if (code === undefined || !offersTool) return textAnswer(HELP_REPLY);
  return [
    { type: "stream-start", warnings: [] },
    {
      type: "tool-call",
      toolCallId: `scripted-call-${prompt.length}`,
      toolName: CODE_TOOL,
      input: JSON.stringify({ code }),
    },
    { type: "finish", finishReason: { unified: "tool-calls", raw: "tool-calls" }, usage: USAGE },
  ];
}

function textAnswer(text: string): StreamPart[] {
  const id = "scripted-text";
  const words = text.match(/\S+\s*/g) ?? [text];
  return [
    { type: "stream-start", warnings: [] },
    { type: "text-start", id },
    ...words.map((delta): StreamPart => ({ type: "text-delta", id, delta })),
    { type: "text-end", id },
    { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage: USAGE },
  ];
}

function lastUserText(prompt: readonly PromptMessage[]): string {
  for (let index = prompt.length - 1; index >= 0; index--) {
    const message = prompt[index];
    if (message?.role !== "user") continue;
    return message.content
      .map((part) => (part.type === "text" ? part.text : ""))
      .join(" ")
      .trim();
  }
  return "";
}

function lastToolOutput(message: PromptMessage): unknown {
  if (message.role !== "tool") return undefined;
  for (const part of message.content) {
    if (part.type !== "tool-result") continue;
    const output = part.output;
    if (output.type === "json") return output.value;
    if (output.type === "text") return { status: "completed", result: output.value };
    if (output.type === "error-text" || output.type === "error-json") {
      return {
        status: "error",
        error: typeof output.value === "string" ? output.value : JSON.stringify(output.value),
      };
    }
  }
  return undefined;
}
