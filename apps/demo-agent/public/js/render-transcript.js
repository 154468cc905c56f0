// The conversation: stored messages and run cards, then the turn in progress (the page's own stream, or the
// agent's turn from the state when this tab did not send it or reloaded mid-run).
import { h, richText } from "./dom.js";
import { liveRunCard, runCard } from "./render-run.js";

const SUGGESTIONS = [
  "File an issue about deploys failing when the cache is cold",
  "List open issues",
  "Add a note: the release train leaves on Thursday",
  "Summarize the team API",
];

// What became of a run an answer said was waiting for approval.
const UPDATES = {
  running: "Update: approved; the run is continuing.",
  completed: "Update: approved; the run completed.",
  error: "Update: the run failed.",
  rejected: "Update: rejected; the run ended and nothing was written.",
  rolled_back: "Update: the run completed and was rolled back.",
};

const userMessage = (text) => h("div", { class: "message user", "data-testid": "user-message" }, text);

/**
 * An answer. One written while its run waited for approval is out of date once the run moved on: it folds
 * into a line saying what happened since, with the original words one click away.
 */
function assistantMessage(item, runs) {
  const run = item.pausedRun ? runs.get(item.pausedRun) : undefined;
  if (run && run.status !== "paused") {
    return h(
      "details",
      {
        class: "message assistant superseded",
        "data-testid": "assistant-message",
        "data-superseded": run.status,
      },
      h("summary", { "data-testid": "assistant-update" }, UPDATES[run.status] ?? `Update: ${run.status}.`),
      h("div", { class: "muted" }, "Earlier: ", richText(item.text)),
    );
  }
  return h("div", { class: "message assistant", "data-testid": "assistant-message" }, richText(item.text));
}

function turnItems(turn, runs, actions) {
  const items = [userMessage(turn.message)];
  for (const live of turn.runs) {
    const run = live.run ? (runs.get(live.run.id) ?? live.run) : undefined;
    items.push(run ? runCard(run, actions, { openCode: true }) : liveRunCard(live));
  }
  if (turn.text)
    items.push(
      h("div", { class: "message assistant", "data-testid": "assistant-message" }, richText(turn.text)),
    );
  if (!turn.text && turn.runs.every((live) => live.run))
    items.push(h("div", { class: "message assistant typing", "data-testid": "thinking" }, "Thinking…"));
  return items;
}

function emptyState(send) {
  return h(
    "div",
    { class: "empty" },
    h("h2", {}, "Ask for something"),
    h(
      "p",
      { class: "muted" },
      "The agent answers with one Code Mode program per request: it discovers methods, calls the tracker, the team API and notes, and pauses for your approval before it files or closes an issue.",
    ),
    h(
      "div",
      { class: "chips" },
      SUGGESTIONS.map((text) => h("button", { class: "chip", onclick: () => send(text) }, text)),
    ),
  );
}

/** The transcript's elements for the state and the turn in progress (`turn` may be null). */
export function transcriptItems(state, turn, actions, send) {
  const runs = new Map(state.runs.map((run) => [run.id, run]));
  const items = state.transcript.map((item) => {
    if (item.kind === "user") return userMessage(item.text);
    if (item.kind === "event") return h("div", { class: "event", "data-testid": "event" }, item.text);
    if (item.kind === "assistant") return assistantMessage(item, runs);
    const run = item.executionId ? runs.get(item.executionId) : undefined;
    return run
      ? runCard(run, actions)
      : h("div", { class: "message assistant muted" }, "This run is no longer in the audit trail.");
  });
  if (turn) items.push(...turnItems(turn, runs, actions));
  if (items.length === 0) items.push(emptyState(send));
  return items;
}
