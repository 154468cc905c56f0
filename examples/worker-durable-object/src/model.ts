// src/model.ts
import { MockLanguageModelV3, simulateReadableStream } from "ai/test";

type Call = Parameters<MockLanguageModelV3["doStream"]>[0];
type Part =
  Awaited<ReturnType<MockLanguageModelV3["doStream"]>>["stream"] extends ReadableStream<infer P> ? P : never;

const usage = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 0, text: 0, reasoning: 0 },
};

/**
 * An offline scripted model, so the example runs with no key and no network: asked for anything, it writes a
 * program that files the user's message as an issue (unless one with that title exists), and after the tool
 * result it reports the outcome. Swap it for a real one, for example `openai("gpt-4.1-mini")` from `@ai-sdk/openai`.
 */
export const model = new MockLanguageModelV3({
  provider: "example",
  modelId: "scripted",
  doStream: async (call: Call) => ({ stream: simulateReadableStream({ chunks: answer(call) }) }),
});

function answer(call: Call): Part[] {
  const last = call.prompt[call.prompt.length - 1];
  if (last?.role === "tool") {
    const result = last.content.find((part) => part.type === "tool-result");
    return say(
      `The run ended: ${JSON.stringify(result?.output.type === "json" ? result.output.value : null)}`,
    );
  }
  const title =
    last?.role === "user" ? last.content.map((part) => (part.type === "text" ? part.text : "")).join("") : "";
  const code = `async () => {
  const same = await tracker.list_issues({ query: ${JSON.stringify(title)} });
  if (same.length > 0) return { duplicate: same[0].id };
  return await tracker.create_issue({ title: ${JSON.stringify(title)} });
}`;
  return [
    { type: "stream-start", warnings: [] },
    { type: "tool-call", toolCallId: "call-1", toolName: "codemode", input: JSON.stringify({ code }) },
    { type: "finish", finishReason: { unified: "tool-calls", raw: "tool-calls" }, usage },
  ];
}

function say(text: string): Part[] {
  return [
    { type: "stream-start", warnings: [] },
    { type: "text-start", id: "text-1" },
    { type: "text-delta", id: "text-1", delta: text },
    { type: "text-end", id: "text-1" },
    { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage },
  ];
}
