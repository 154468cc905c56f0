import type { CodemodeProgressOptions, CodemodeProgressOutput } from "../types/progress.ts";
import type { ProxyToolInput, ProxyToolOutput } from "../types/tool-output.ts";
import type { EventSink } from "./event-sink.ts";
import { progressSettings, streamProgress } from "./progress-stream.ts";
import {
  type CodemodeRuntimeToolOptions,
  type CodemodeTool,
  defaultDescription,
  type ProxyToolInputSchema,
  proxyToolInputSchema,
  toModelOutput,
} from "./proxy-tool.ts";

/** Options of `runtime.tool()` that turn on streamed progress (codemode addition). */
export type CodemodeProgressToolOptions = CodemodeRuntimeToolOptions & {
  /**
   * Stream the execution this tool call starts as AI SDK preliminary tool results: `execute` becomes an
   * async generator that yields {@link CodemodeProgress} values while the run goes, then the final output.
   */
  progress: true | CodemodeProgressOptions;
};

/**
 * The model-facing Code Mode tool with streamed progress: `execute` yields {@link CodemodeProgress} values
 * (AI SDK preliminary tool results, shown by `useChat` as the tool part's output while it runs) and finally
 * the {@link ProxyToolOutput}, the only value the model sees.
 */
export type CodemodeProgressTool = {
  description: string;
  inputSchema: ProxyToolInputSchema;
  execute: (
    input: ProxyToolInput,
    options?: unknown,
  ) => AsyncGenerator<CodemodeProgressOutput, void, undefined>;
  /** The model's view of the final output, as for {@link CodemodeTool}. */
  toModelOutput: CodemodeTool["toModelOutput"];
};

/**
 * Builds the progress tool around a function that executes code durably while reporting that one
 * execution's events, so concurrent tool calls each stream only their own execution.
 */
export function createProgressTool(
  run: (input: ProxyToolInput, observer: EventSink) => Promise<ProxyToolOutput>,
  connectorNames: readonly string[],
  options: CodemodeProgressToolOptions,
): CodemodeProgressTool {
  const settings = progressSettings(options.progress);
  return {
    description: options.description ?? defaultDescription(connectorNames, options.connectorHints),
    inputSchema: proxyToolInputSchema,
    execute: (input) => streamProgress((observer) => run(input, observer), settings),
    toModelOutput,
  };
}
