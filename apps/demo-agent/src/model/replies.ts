import type { Intent } from "./intents.ts";

/** The text the scripted model answers with when a message needs no code. */
export const HELP_REPLY = [
  "I am the offline demo model: I turn a few kinds of requests into Code Mode programs. Try:",
  "- “File an issue about deploys hanging on a cold cache” (pauses for your approval)",
  "- “List open issues” or “Search issues about billing”",
  "- “Add a note: the release train leaves on Thursday”",
  "- “Summarize the team API”",
  "- “Close issue #2” (pauses for your approval too)",
  "- “Run snippet <name>” for a run you saved with “Save as snippet”",
].join("\n");

type ToolOutput = {
  status?: string;
  result?: unknown;
  error?: string;
  pending?: Array<{ connector: string; method: string; args: unknown }>;
};

/**
 * The scripted model's final turn: one or two sentences about the outcome of its program, the way a model
 * reports a tool result. A paused run says what waits for approval; an error quotes the runtime's message.
 */
export function replyFor(intent: Intent, output: unknown): string {
  const value = (typeof output === "object" && output !== null ? output : {}) as ToolOutput;
  if (value.status === "paused") {
    const action = value.pending?.[0];
    const args = action?.args as { title?: string; number?: number } | undefined;
    const subject = args?.title ? ` (“${args.title}”)` : args?.number ? ` (#${args.number})` : "";
    const what = action ? `\`${action.connector}.${action.method}\`${subject}` : "an action";
    return `The run is waiting for your approval: ${what}. Approve or reject it on the run card; nothing was written yet.`;
  }
  if (value.status === "error") return `The run failed: ${value.error ?? "unknown error"}`;
  if (value.status !== "completed") return `The tool answered: ${preview(output)}`;
  return completedReply(intent, value.result);
}

function completedReply(intent: Intent, result: unknown): string {
  const record = (result ?? {}) as Record<string, unknown>;
  switch (intent.kind) {
    case "create_issue": {
      const issue = record.issue as { number?: number; title?: string } | undefined;
      return issue
        ? `Filed issue #${issue.number} “${issue.title}”, owned by ${record.owner}.`
        : done(result);
    }
    case "list_issues":
      return Array.isArray(result) ? issueList(`${intent.status} issues`, result) : done(result);
    case "search_issues":
      return Array.isArray(record.matches)
        ? issueList(`issues matching “${intent.query}”`, record.matches)
        : done(result);
    case "close_issue": {
      const issue = record.issue as { number?: number } | undefined;
      return record.alreadyClosed
        ? `Issue #${issue?.number} was already closed.`
        : `Closed issue #${issue?.number}.`;
    }
    case "add_note":
      return `Added the note. The workspace now has ${String(record.total)} notes.`;
    case "summarize_api": {
      const methods = Array.isArray(record.methods) ? record.methods.join(", ") : "";
      const teams = Array.isArray(record.teams) ? record.teams.join("; ") : "";
      return `The team API (${String(record.api)}) offers ${methods}. Teams: ${teams}.`;
    }
    case "run_snippet":
      return `The snippet “${intent.name}” ran: ${preview(result)}`;
    case "help":
      return done(result);
  }
}

function issueList(label: string, issues: unknown[]): string {
  if (issues.length === 0) return `There are no ${label}.`;
  const lines = issues.map((entry) => {
    const issue = entry as { number?: number; title?: string };
    return `#${issue.number} ${issue.title}`;
  });
  return `${issues.length} ${label}: ${lines.join("; ")}.`;
}

function done(result: unknown): string {
  return `Done: ${preview(result)}`;
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}
