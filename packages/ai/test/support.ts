import { env } from "cloudflare:workers";
import { DynamicWorkerExecutor } from "@codemode/worker-executor";
import { generateText, stepCountIs, streamText, type Tool } from "ai";
import { type ReceivedToolResult, scriptedModel } from "./scripted-model.ts";

/** A sandbox on the test worker's real Worker Loader. */
export function executor(): DynamicWorkerExecutor {
  return new DynamicWorkerExecutor({ loader: env.LOADER, timeout: 10_000 });
}

/** What one model round trip produced: what the model received for its call, and the final text. */
export interface ModelRoundTrip {
  received: ReceivedToolResult;
  text: string;
}

/**
 * Has a scripted model call `toolName` with `input` through the real `generateText` (or `streamText`), then
 * answer "done", and returns what the model received back for its tool call.
 */
export async function callThroughModel(
  // biome-ignore lint/suspicious/noExplicitAny: any AI SDK tool, whatever its input and output types
  tools: Record<string, Tool<any, any>>,
  toolName: string,
  input: unknown,
  mode: "generate" | "stream" = "generate",
): Promise<ModelRoundTrip> {
  const script = scriptedModel([{ toolCalls: [{ toolName, input }] }, { text: "done" }]);
  const settings = { model: script.model, tools, prompt: "Use the tool.", stopWhen: stepCountIs(3) };
  const text = mode === "generate" ? (await generateText(settings)).text : await streamText(settings).text;
  const [received] = script.receivedToolResults();
  if (received === undefined) throw new Error("The model never received a tool result.");
  return { received, text };
}

/** Has the model call the `codemode` tool with `code`. */
export function runThroughModel(
  // biome-ignore lint/suspicious/noExplicitAny: any AI SDK tool, whatever its input and output types
  codemode: Tool<any, any>,
  code: string,
  mode: "generate" | "stream" = "generate",
): Promise<ModelRoundTrip> {
  return callThroughModel({ codemode }, "codemode", { code }, mode);
}
