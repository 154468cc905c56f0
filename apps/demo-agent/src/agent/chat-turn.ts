import { type ModelMessage, stepCountIs, streamText } from "ai";
import {
  type CodemodeProgress,
  type CodemodeProgressOutput,
  isCodemodeProgress,
  type ProxyToolInput,
  type ProxyToolOutput,
} from "codemode";
import type { ModelChoice } from "../model/select-model.ts";
import type { ActiveTurn } from "./active-turn.ts";
import type { ChatEventSink } from "./chat-events.ts";
import type { DemoWorkspace } from "./demo-workspace.ts";
import { errorMessage } from "./error-message.ts";
import { toLiveProgress } from "./live-progress.ts";

/** Most model steps per turn: write code, read the result, answer (and one spare). */
const MAX_STEPS = 4;

const SYSTEM_PROMPT = [
  "You are the assistant of a small engineering team, working in their issue tracker, team directory and notes.",
  "You act only through the `codemode` tool: write one JavaScript async arrow function that uses the connectors.",
  "When a run pauses for approval, tell the user what waits for their decision; do not run the code again.",
  "Answer in one or two short sentences after each run.",
].join(" ");

const CONNECTOR_HINTS = {
  tracker:
    "the team's issue tracker (an MCP server): list, search, create, close issues; creating and closing need approval",
  team: "the team directory REST API (OpenAPI): teams, people, who is on call",
  notes: "short team notes: list and add",
};

/**
 * One chat turn, begun with `workspace.beginTurn`: lets the model answer the history and the user's message
 * with one tool, `runtime.tool({ progress: true })`, and streams what happens as events, which also update
 * the turn the state endpoint shows. The tool is wrapped to record each pass for the page and to read the
 * progress it streams: each value is a snapshot of the execution that tool call started, and only that one,
 * sent as a `progress` event of that tool call, so tool calls running at once each show their own calls
 * (nothing is serialised; no event routing). The model gets only the final output. At the end (also after a
 * model error, which ends the turn with an `error` event) the user's message and the model's answer are
 * stored and the turn ends.
 */
export async function runChatTurn(
  workspace: DemoWorkspace,
  turn: ActiveTurn,
  choice: ModelChoice,
  send: ChatEventSink,
): Promise<void> {
  const emit: ChatEventSink = (event) => {
    turn.apply(event);
    send(event);
  };
  const userMessage: ModelMessage = { role: "user", content: turn.view().message };
  let answer: ModelMessage[] = [];
  const codeTool = workspace.runtime.tool({
    connectorHints: CONNECTOR_HINTS,
    // The page shows each call's arguments (the demo's own seed data).
    progress: { includeValues: true },
  });
  const tools = {
    codemode: {
      ...codeTool,
      execute: async (input: ProxyToolInput, options?: unknown) => {
        const toolCallId = String((options as { toolCallId?: unknown } | undefined)?.toolCallId ?? "");
        const startedAt = Date.now();
        let reported = "";
        const output = await finalOutput(codeTool.execute(input, options), (progress) => {
          const live = toLiveProgress(progress);
          const snapshot = JSON.stringify(live);
          if (live === undefined || snapshot === reported) return;
          reported = snapshot;
          emit({ type: "progress", toolCallId, ...live });
        });
        workspace.passes.record("chat", output, startedAt);
        return output;
      },
    },
  };
  try {
    const result = streamText({
      model: choice.model,
      system: SYSTEM_PROMPT,
      messages: [...workspace.history.modelContext(), userMessage],
      tools,
      stopWhen: stepCountIs(MAX_STEPS),
    });
    for await (const part of result.fullStream) {
      if (part.type === "text-delta") emit({ type: "text", delta: part.text });
      else if (part.type === "tool-call") {
        const code = String((part.input as { code?: unknown } | null)?.code ?? "");
        emit({ type: "code", toolCallId: part.toolCallId, code });
      } else if (part.type === "tool-result") {
        const executionId = (part.output as { executionId?: unknown } | null)?.executionId;
        if (typeof executionId === "string") {
          emit({ type: "run", toolCallId: part.toolCallId, run: await workspace.run(executionId) });
        }
      } else if (part.type === "tool-error") {
        emit({ type: "error", message: `The codemode tool failed: ${errorMessage(part.error)}` });
      } else if (part.type === "error") {
        emit({ type: "error", message: `The model failed: ${errorMessage(part.error)}` });
      }
    }
    answer = (await result.response).messages;
  } finally {
    workspace.endTurn([userMessage, ...answer]);
  }
}

/**
 * Reads a progress tool's stream to its end: reports each progress value, returns the final output (the
 * last value, the only one that is not progress).
 */
async function finalOutput(
  stream: AsyncIterable<CodemodeProgressOutput>,
  report: (progress: CodemodeProgress) => void,
): Promise<ProxyToolOutput> {
  for await (const value of stream) {
    if (!isCodemodeProgress(value)) return value;
    report(value);
  }
  throw new Error("The codemode tool ended without a final output.");
}
