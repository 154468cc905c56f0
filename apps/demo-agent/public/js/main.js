// The page: loads the agent's state, renders the conversation and the panels, and streams chat turns.
import { api } from "./api.js";
import { h, replaceChildren } from "./dom.js";
import { liveRunCard, runCard } from "./render-run.js";
import { approvalsPanel, auditPanel, issuesPanel, notesPanel, snippetsPanel } from "./render-sidebar.js";

const SUGGESTIONS = [
  "File an issue about deploys failing when the cache is cold",
  "List open issues",
  "Add a note: the release train leaves on Thursday",
  "Summarize the team API",
];

const view = { state: null, live: null, expanded: new Set(), busy: false };
const transcript = document.querySelector("#transcript");
const sidebar = document.querySelector("#sidebar");
const composer = document.querySelector("#composer");
const input = document.querySelector("#message");
const modelBadge = document.querySelector("#model");
const toast = document.querySelector("#toast");

function showToast(message, kind = "info") {
  toast.textContent = message;
  toast.className = `toast ${kind}`;
  toast.hidden = false;
  clearTimeout(showToast.timer);
  showToast.timer = setTimeout(() => {
    toast.hidden = true;
  }, 4000);
}

async function withButton(button, work, success) {
  if (button) button.disabled = true;
  try {
    await work();
    if (success) showToast(success);
  } catch (error) {
    showToast(error.message, "error");
  } finally {
    if (button) button.disabled = false;
    await refresh();
  }
}

const actions = {
  approve: (id, seq, button) =>
    withButton(button, () => api.approve(id, seq), "Approved: the run continued by replay."),
  reject: (id, seq, button) =>
    withButton(button, () => api.reject(id, seq), "Rejected: the run ended without running the action."),
  rollback: (id, button) =>
    withButton(button, () => api.rollback(id), "Rolled back: applied actions were reverted."),
  saveSnippet: (id, name, description, button) =>
    withButton(button, () => api.saveSnippet(id, name, description), `Saved snippet “${name}”.`),
  runSnippet: (name, button) =>
    withButton(
      button,
      async () => {
        const { run } = await api.runSnippet(name);
        view.expanded.add(run.id);
      },
      `Ran snippet “${name}”: see the audit trail.`,
    ),
  deleteSnippet: (name, button) =>
    withButton(button, () => api.deleteSnippet(name), `Deleted snippet “${name}”.`),
  toggleAudit: (id) => {
    if (view.expanded.has(id)) view.expanded.delete(id);
    else view.expanded.add(id);
    render();
  },
};

function renderTranscript() {
  const state = view.state;
  const runs = new Map(state.runs.map((run) => [run.id, run]));
  const items = state.transcript.map((item) => {
    if (item.kind === "user")
      return h("div", { class: "message user", "data-testid": "user-message" }, item.text);
    if (item.kind === "event") return h("div", { class: "event", "data-testid": "event" }, item.text);
    if (item.kind === "assistant")
      return h("div", { class: "message assistant", "data-testid": "assistant-message" }, item.text);
    const run = item.executionId ? runs.get(item.executionId) : undefined;
    return run
      ? runCard(run, actions)
      : h("div", { class: "message assistant muted" }, "This run is no longer in the audit trail.");
  });
  if (view.live) {
    items.push(h("div", { class: "message user", "data-testid": "user-message" }, view.live.message));
    for (const live of view.live.runs)
      items.push(live.run ? runCard(live.run, actions, { openCode: true }) : liveRunCard(live));
    if (view.live.text)
      items.push(
        h("div", { class: "message assistant", "data-testid": "assistant-message" }, view.live.text),
      );
    if (!view.live.text && view.live.runs.length === 0)
      items.push(h("div", { class: "message assistant typing" }, "Thinking…"));
  }
  if (items.length === 0) {
    items.push(
      h(
        "div",
        { class: "empty" },
        h("h2", {}, "Ask for something"),
        h(
          "p",
          { class: "muted" },
          "The agent answers with one Code Mode program per request: it discovers methods, calls the tracker, the team API and notes, and pauses for your approval before it files an issue.",
        ),
        h(
          "div",
          { class: "chips" },
          SUGGESTIONS.map((text) => h("button", { class: "chip", onclick: () => send(text) }, text)),
        ),
      ),
    );
  }
  replaceChildren(transcript, items);
  transcript.scrollTop = transcript.scrollHeight;
}

function render() {
  const state = view.state;
  if (!state) return;
  modelBadge.textContent = state.model.error
    ? `Model configuration error: ${state.model.error}`
    : state.model.label;
  modelBadge.className = `model-badge ${state.model.error ? "bad" : state.model.offline ? "offline" : "online"}`;
  renderTranscript();
  replaceChildren(
    sidebar,
    approvalsPanel(state.pending, actions),
    issuesPanel(state.issues),
    snippetsPanel(state.snippets, actions),
    notesPanel(state.notes),
    auditPanel(state.runs, actions, view.expanded),
  );
}

async function refresh() {
  try {
    view.state = await api.state();
    render();
  } catch (error) {
    showToast(`Could not load the workspace: ${error.message}`, "error");
  }
}

function liveRun(toolCallId) {
  let live = view.live.runs.find((entry) => entry.toolCallId === toolCallId);
  if (!live) {
    live = { toolCallId, code: "", calls: [], status: "running" };
    view.live.runs.push(live);
  }
  return live;
}

async function send(message) {
  if (view.busy || message.trim() === "") return;
  view.busy = true;
  composer.querySelector("button").disabled = true;
  input.value = "";
  view.live = { message, runs: [], text: "" };
  renderTranscript();
  try {
    await api.chat(message, (event) => {
      if (event.type === "text") view.live.text += event.delta;
      else if (event.type === "code") liveRun(event.toolCallId).code = event.code;
      else if (event.type === "progress")
        Object.assign(liveRun(event.toolCallId), {
          executionId: event.executionId,
          status: event.status,
          calls: event.calls,
        });
      else if (event.type === "run") liveRun(event.toolCallId).run = event.run;
      else if (event.type === "error") showToast(event.message, "error");
      renderTranscript();
    });
  } catch (error) {
    showToast(error.message, "error");
  } finally {
    view.busy = false;
    view.live = null;
    composer.querySelector("button").disabled = false;
    await refresh();
    input.focus();
  }
}

composer.addEventListener("submit", (event) => {
  event.preventDefault();
  send(input.value);
});
document.querySelector("#workspace").textContent = api.workspace;
refresh();
