import {
  CodemodeError,
  type CodemodeProgressOutput,
  isCodemodeProgress,
  type ProxyToolOutput,
} from "@codemode/runtime-core";

/** The name of the TanStack AI CUSTOM events that carry a `CodemodeProgress` (codemode addition). */
export const CODEMODE_PROGRESS_EVENT = "codemode-progress";

/** The part of TanStack AI's `ToolExecutionContext` that {@link forwardCodemodeProgress} uses. */
export interface CustomEventEmitter {
  emitCustomEvent: (eventName: string, value: Record<string, unknown>) => void;
}

/**
 * Drives the `execute` of `runtime.tool({ progress: true })` inside a TanStack AI server tool and returns its
 * final output. TanStack AI has no preliminary tool results (a server tool's `execute` returns one value),
 * so each progress value goes to the client as a CUSTOM event named {@link CODEMODE_PROGRESS_EVENT}
 * (`context.emitCustomEvent`, which TanStack AI streams as it happens and stamps with the `toolCallId`).
 * Without a context (a direct call), progress is discarded. TanStack AI queues CUSTOM events until its stream
 * is read; each value replaces the one before, and the run emits at most one per runtime event.
 */
export async function forwardCodemodeProgress(
  stream: AsyncIterable<CodemodeProgressOutput>,
  context?: CustomEventEmitter,
): Promise<ProxyToolOutput> {
  let output: ProxyToolOutput | undefined;
  for await (const value of stream) {
    if (isCodemodeProgress(value)) {
      context?.emitCustomEvent(CODEMODE_PROGRESS_EVENT, { ...value });
    } else {
      output = value;
    }
  }
  if (output === undefined) {
    throw new CodemodeError(
      "invalid_argument",
      "forwardCodemodeProgress: the stream ended without an output.",
    );
  }
  return output;
}
