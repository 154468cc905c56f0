import { env } from "cloudflare:workers";
import { DynamicWorkerExecutor } from "@codemode/worker-executor";
import { type AnyTool, chat, type ModelMessage } from "@tanstack/ai";
import { scriptedAdapter } from "./scripted-adapter.ts";

/** A sandbox on the test worker's real Worker Loader. */
export function executor(): DynamicWorkerExecutor {
  return new DynamicWorkerExecutor({ loader: env.LOADER, timeout: 10_000 });
}

/** What one chat round trip produced: the tool message the model received, and every event `chat()` emitted. */
export interface ChatRoundTrip {
  toolMessage: ModelMessage;
  /** The tool message's content parsed as JSON when it is JSON. */
  received: unknown;
  eventTypes: string[];
}

/**
 * Runs `chat()` end to end with a scripted adapter: the model calls `toolName` with `input`, then answers
 * "done". Returns what the model received back for its call.
 */
export async function callThroughChat(
  tools: AnyTool[],
  toolName: string,
  input: unknown,
): Promise<ChatRoundTrip> {
  const script = scriptedAdapter([{ toolCalls: [{ toolName, input }] }, { text: "done" }]);
  const stream = chat({
    adapter: script.adapter as never,
    messages: [{ role: "user", content: "Use the tool." }],
    tools,
  }) as AsyncIterable<{ type: string }>;
  const eventTypes: string[] = [];
  for await (const event of stream) eventTypes.push(event.type);
  const [toolMessage] = script.receivedToolMessages();
  if (toolMessage === undefined)
    throw new Error(`The model never received a tool result. Events: ${eventTypes.join(", ")}`);
  return { toolMessage, received: parseContent(toolMessage.content), eventTypes };
}

function parseContent(content: unknown): unknown {
  if (typeof content !== "string") return content;
  try {
    return JSON.parse(content);
  } catch {
    return content;
  }
}
