// The page: keeps the agent's state in sync, renders the conversation and the panels, and streams chat turns.
import { api } from "./api.js";
import { replaceChildren } from "./dom.js";
import { approvalsPanel, auditPanel, issuesPanel, notesPanel, snippetsPanel } from "./render-sidebar.js";
import { transcriptItems } from "./render-transcript.js";
import { startStateSync } from "./state-sync.js";

// `live`: the turn this tab is streaming. `deciding`: executions with an Approve/Reject/Rollback in flight here.
const view = { state: null, stateText: "", live: null, expanded: new Set(), deciding: new Set() };
const transcript = document.querySelector("#transcript");
const sidebar = document.querySelector("#sidebar");
const composer = document.querySelector("#composer");
const input = document.querySelector("#message");
const sendButton = composer.querySelector("button");
const modelBadge = document.querySelector("#model");
const toast = document.querySelector("#toast");

function atBottom() {
  return transcript.scrollHeight - transcript.scrollTop - transcript.clientHeight < 48;
}

// The toast sits between the transcript and the composer, never over a message.
function showToast(message, kind = "info") {
  const stick = atBottom();
  toast.textContent = message;
  toast.className = `toast ${kind}`;
  toast.hidden = false;
  if (stick) transcript.scrollTop = transcript.scrollHeight;
  clearTimeout(showToast.timer);
  showToast.timer = setTimeout(() => {
    toast.hidden = true;
  }, 5000);
}

/** Runs one action on an execution; a second one on the same execution waits for the first (it is ignored). */
async function decide(executionId, work, success) {
  if (view.deciding.has(executionId)) return;
  view.deciding.add(executionId);
  render();
  try {
    await work();
    showToast(success);
  } catch (error) {
    // A conflict is news, not a failure: someone (another tab, another click) decided first.
    showToast(error.message, error.code === "conflict" ? "info" : "error");
  } finally {
    view.deciding.delete(executionId);
    await sync.now();
    render();
  }
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
    await sync.now();
  }
}

const actions = {
  isDeciding: (id) => view.deciding.has(id),
  approve: (id, seq) => decide(id, () => api.approve(id, seq), "Approved: the run continued by replay."),
  reject: (id, seq) =>
    decide(id, () => api.reject(id, seq), "Rejected: the run ended without running the action."),
  rollback: (id) => decide(id, () => api.rollback(id), "Rolled back: applied actions were reverted."),
  saveSnippet: (id, name, description, button) =>
    withButton(button, () => api.saveSnippet(id, name, description), `Saved snippet “${name}”.`),
  runSnippet: (name, button) =>
    withButton(
      button,
      async () => {
        const { run } = await api.runSnippet(name);
        view.expanded.add(run.id);
        if (run.status === "error") throw new Error(`Snippet “${name}” failed: ${run.error}`);
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
  const stick = atBottom();
  const before = transcript.childElementCount;
  const turn = view.live ?? view.state.turn;
  replaceChildren(transcript, transcriptItems(view.state, turn, actions, send));
  if (stick || transcript.childElementCount > before) transcript.scrollTop = transcript.scrollHeight;
  // Another tab's turn is running: one turn at a time per workspace.
  const elsewhere = view.live === null && view.state.turn !== null;
  sendButton.disabled = view.live !== null || elsewhere;
  sendButton.title = elsewhere ? "The agent is answering a message from another tab." : "";
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

/** Reads the state; redraws only when it changed, so a quiet page is left alone between reads. */
async function load() {
  const { text, data } = await api.state();
  if (text !== view.stateText) {
    view.stateText = text;
    view.state = data;
    render();
  }
  return data;
}

const sync = startStateSync({
  load,
  paused: () => view.live !== null,
  onError: (error) => showToast(`Could not load the workspace: ${error.message}`, "error"),
});

function liveRun(toolCallId) {
  let live = view.live.runs.find((entry) => entry.toolCallId === toolCallId);
  if (!live) {
    live = { toolCallId, code: "", calls: [], status: "running" };
    view.live.runs.push(live);
  }
  return live;
}

async function send(message) {
  if (view.live !== null || message.trim() === "" || !view.state) return;
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
          omittedCalls: event.omittedCalls,
        });
      else if (event.type === "run") liveRun(event.toolCallId).run = event.run;
      else if (event.type === "error") showToast(event.message, "error");
      renderTranscript();
    });
  } catch (error) {
    // Refused before it started (another tab's turn, a bad message): keep what was typed.
    if (view.live.runs.length === 0 && view.live.text === "") input.value = message;
    showToast(error.message, "error");
  } finally {
    view.live = null;
    await sync.now();
    render();
    input.focus();
  }
}

composer.addEventListener("submit", (event) => {
  event.preventDefault();
  send(input.value);
});
document.querySelector("#workspace").textContent = api.workspace;
