import type { ModelMessage } from "ai";

/** One item of the conversation as the page shows it. */
export type TranscriptItem =
  | { kind: "user"; text: string }
  /**
   * `pausedRun`: the execution this text was written about while it waited for approval (the turn's tool
   * result was `paused`). Once that run moves on, the page shows what happened instead of the stale words.
   */
  | { kind: "assistant"; text: string; pausedRun?: string }
  | { kind: "run"; toolCallId: string; code: string; executionId?: string }
  | { kind: "event"; text: string };

/** How many recent messages the model sees; older ones stay in the transcript. */
const MODEL_CONTEXT_MESSAGES = 40;

/**
 * The conversation, stored as AI SDK model messages in the agent's SQLite database: the model gets them back
 * on the next turn, and the page gets a transcript derived from the same rows (user text, assistant text,
 * and one run card per `codemode` tool call, linked to its execution through the tool result). Events a
 * person caused outside the chat (an approval, a rollback) are stored beside them for the page only.
 */
export class ChatHistory {
  readonly #sql: SqlStorage;

  constructor(sql: SqlStorage) {
    this.#sql = sql;
  }

  /** Appends model messages in order. */
  append(messages: readonly ModelMessage[], now: number = Date.now()): void {
    for (const message of messages) {
      this.#sql.exec(
        "INSERT INTO demo_messages (kind, message, created_at) VALUES ('model', ?, ?)",
        JSON.stringify(message),
        now,
      );
    }
  }

  /** Appends an event line the page shows between messages (not sent to the model). */
  event(text: string, now: number = Date.now()): void {
    this.#sql.exec("INSERT INTO demo_messages (kind, message, created_at) VALUES ('event', ?, ?)", text, now);
  }

  /** Every stored model message, oldest first. */
  messages(): ModelMessage[] {
    return this.#rows()
      .filter((row) => row.kind === "model")
      .map((row) => JSON.parse(row.message) as ModelMessage);
  }

  #rows(): Array<{ kind: string; message: string }> {
    return this.#sql
      .exec<{ kind: string; message: string }>("SELECT kind, message FROM demo_messages ORDER BY id")
      .toArray();
  }

  /** The recent messages given to the model, starting at a user message so no tool result is orphaned. */
  modelContext(): ModelMessage[] {
    const all = this.messages();
    let start = Math.max(0, all.length - MODEL_CONTEXT_MESSAGES);
    while (start < all.length && all[start]?.role !== "user") start++;
    return all.slice(start);
  }

  /** The page's view of the conversation. */
  transcript(): TranscriptItem[] {
    const messages = this.messages();
    const executions = new Map<string, string>();
    for (const message of messages) {
      if (message.role !== "tool") continue;
      for (const part of message.content) {
        if (part.type !== "tool-result") continue;
        const executionId = executionIdOf(part.output);
        if (executionId !== undefined) executions.set(part.toolCallId, executionId);
      }
    }
    const items: TranscriptItem[] = [];
    // The run the turn's last tool result left paused: the model's next words are about that pause.
    let pausedRun: string | undefined;
    const assistant = (text: string): TranscriptItem =>
      pausedRun === undefined ? { kind: "assistant", text } : { kind: "assistant", text, pausedRun };
    for (const row of this.#rows()) {
      if (row.kind === "event") {
        items.push({ kind: "event", text: row.message });
        continue;
      }
      const message = JSON.parse(row.message) as ModelMessage;
      if (message.role === "user") {
        pausedRun = undefined;
        items.push({ kind: "user", text: textOf(message.content) });
      }
      if (message.role === "tool") pausedRun = pausedExecutionOf(message) ?? pausedRun;
      if (message.role !== "assistant") continue;
      if (typeof message.content === "string") {
        if (message.content !== "") items.push(assistant(message.content));
        continue;
      }
      for (const part of message.content) {
        if (part.type === "text" && part.text !== "") items.push(assistant(part.text));
        if (part.type === "tool-call") {
          const code = String((part.input as { code?: unknown } | null)?.code ?? "");
          items.push({
            kind: "run",
            toolCallId: part.toolCallId,
            code,
            executionId: executions.get(part.toolCallId),
          });
        }
      }
    }
    return items;
  }
}

function textOf(content: ModelMessage["content"]): string {
  if (typeof content === "string") return content;
  return content.map((part) => (part.type === "text" ? part.text : "")).join("");
}

function executionIdOf(output: unknown): string | undefined {
  const value = (output as { value?: { executionId?: unknown } } | null)?.value;
  return typeof value?.executionId === "string" ? value.executionId : undefined;
}

/** The execution id of a tool message's result when that result is a paused run. */
function pausedExecutionOf(message: ModelMessage): string | undefined {
  if (message.role !== "tool") return undefined;
  for (const part of message.content) {
    if (part.type !== "tool-result") continue;
    const value = (part.output as { value?: { status?: unknown } } | null)?.value;
    if (value?.status === "paused") return executionIdOf(part.output);
  }
  return undefined;
}
