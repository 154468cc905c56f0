// One run card: the code, a live status while it runs, the calls of each pass (executed vs replayed), pending
// approvals with Approve / Reject, the result, and Rollback / Save as snippet.
import { compact, h, pretty, since } from "./dom.js";

const STATUS_LABELS = {
  running: "Running",
  paused: "Waiting for approval",
  completed: "Completed",
  error: "Failed",
  rejected: "Rejected",
  rolled_back: "Rolled back",
};

const TRIGGER_LABELS = { chat: "from chat", approve: "after approval", snippet: "snippet run" };

export function statusPill(status) {
  return h(
    "span",
    { class: `pill status-${status}`, "data-testid": "run-status" },
    status === "running" ? h("span", { class: "spinner", "aria-hidden": "true" }) : null,
    STATUS_LABELS[status] ?? status,
  );
}

function callRow(call, origin) {
  const label = call.connector === "__step" ? `step “${call.method}”` : `${call.connector}.${call.method}`;
  return h(
    "li",
    { class: "call", "data-testid": "call", "data-origin": origin },
    h("code", { class: "call-name" }, label),
    h("code", { class: "call-args" }, call.connector === "__step" ? "" : `(${compact(call.args)})`),
    h("span", { class: `badge origin-${origin.replace(/\s+/g, "-")}` }, origin),
  );
}

function passBlock(pass) {
  const duration = Math.max(0, pass.endedAt - pass.startedAt);
  return h(
    "div",
    { class: "pass", "data-testid": "pass", "data-pass": pass.pass },
    h(
      "div",
      { class: "pass-head" },
      h("strong", {}, `Pass ${pass.pass}`),
      h(
        "span",
        {},
        ` · ${TRIGGER_LABELS[pass.trigger] ?? pass.trigger} · ${STATUS_LABELS[pass.status] ?? pass.status} · ${duration} ms`,
      ),
    ),
    pass.calls.length === 0
      ? h("p", { class: "muted small" }, "No connector calls.")
      : h(
          "ol",
          { class: "calls" },
          pass.calls.map((call) => callRow(call, call.origin)),
        ),
  );
}

function approvalBlock(action, actions) {
  return h(
    "div",
    { class: "approval", "data-testid": "approval" },
    h(
      "div",
      { class: "approval-head" },
      h("span", { class: "approval-icon", "aria-hidden": "true" }, "!"),
      h(
        "div",
        {},
        h("strong", {}, `${action.connector}.${action.method}`),
        h(
          "div",
          { class: "muted small" },
          action.uncertain
            ? "This action may already have run before a crash; approve only if it is safe to run again."
            : "Needs your approval before it runs.",
        ),
      ),
    ),
    h("pre", { class: "args" }, pretty(action.args)),
    h(
      "div",
      { class: "buttons" },
      h(
        "button",
        {
          class: "primary",
          "data-testid": "approve",
          disabled: actions.isDeciding(action.executionId),
          onclick: () => actions.approve(action.executionId, action.seq),
        },
        "Approve",
      ),
      h(
        "button",
        {
          class: "danger-outline",
          "data-testid": "reject",
          disabled: actions.isDeciding(action.executionId),
          onclick: () => actions.reject(action.executionId, action.seq),
        },
        "Reject",
      ),
    ),
  );
}

// Details a person opened or closed, kept across redraws (the page redraws whenever the state changes).
const openDetails = new Map();

function remembered(key, attributes, openByDefault, children) {
  const details = h("details", { ...attributes, open: openDetails.get(key) ?? openByDefault }, children);
  details.addEventListener("toggle", () => {
    if (details.open === openByDefault) openDetails.delete(key);
    else openDetails.set(key, details.open);
  });
  return details;
}

// Snippet forms a person opened, with what they typed, kept across re-renders of the page.
const openForms = new Map();

function snippetForm(run, actions) {
  const lastCall = run.log.findLast((entry) => entry.connector !== "__step");
  const suggestion = lastCall ? lastCall.method.replace(/_/g, "-").toLowerCase() : "my-snippet";
  const draft = openForms.get(run.id);
  const remember = () => openForms.set(run.id, { name: name.value, description: description.value });
  const name = h("input", {
    type: "text",
    value: draft?.name ?? suggestion,
    "aria-label": "Snippet name",
    "data-testid": "snippet-name",
    maxlength: 48,
    oninput: () => remember(),
  });
  const description = h("input", {
    type: "text",
    value: draft?.description ?? "",
    placeholder: "What it does (optional)",
    "aria-label": "Snippet description",
    oninput: () => remember(),
  });
  const form = h(
    "form",
    {
      class: "snippet-form",
      hidden: draft === undefined,
      onsubmit: (event) => {
        event.preventDefault();
        openForms.delete(run.id);
        actions.saveSnippet(run.id, name.value.trim(), description.value.trim(), event.submitter);
      },
    },
    name,
    description,
    h("button", { class: "primary", type: "submit", "data-testid": "snippet-save" }, "Save"),
  );
  const toggle = h(
    "button",
    {
      class: "ghost",
      "data-testid": "save-snippet",
      onclick: () => {
        form.hidden = !form.hidden;
        if (form.hidden) openForms.delete(run.id);
        else {
          remember();
          name.focus();
        }
      },
    },
    "Save as snippet",
  );
  return [toggle, form];
}

/**
 * A card for a finished or paused run (`run` is the server's RunView). `options.where` names the place it is
 * drawn ("transcript" or "audit"), so each place remembers its own open sections.
 */
export function runCard(run, actions, options = {}) {
  const footer = [];
  if (run.canRollback)
    footer.push(
      h(
        "button",
        {
          class: "ghost",
          "data-testid": "rollback",
          disabled: actions.isDeciding(run.id),
          onclick: () => actions.rollback(run.id),
        },
        "Rollback",
      ),
    );
  const form = run.canSaveSnippet ? snippetForm(run, actions) : [];
  if (form.length > 0) footer.push(form[0]);
  return h(
    "article",
    { class: "run", "data-testid": "run-card", "data-execution-id": run.id, "data-status": run.status },
    h(
      "header",
      { class: "run-head" },
      statusPill(run.status),
      h("span", { class: "run-id", title: run.id }, run.id.slice(0, 18)),
      h("span", { class: "muted small" }, since(run.updatedAt)),
    ),
    remembered(
      `${options.where ?? "transcript"}:${run.id}:code`,
      { class: "code" },
      options.openCode ?? false,
      [h("summary", {}, "Code"), h("pre", {}, h("code", {}, run.code))],
    ),
    h("div", { class: "passes" }, run.passes.map(passBlock)),
    run.pending.map((action) => approvalBlock(action, actions)),
    // Only calls a rollback undid: a rejected action is `reverted` in the log too, but it never ran.
    run.rolledBack?.length > 0
      ? h(
          "div",
          { class: "reverted", "data-testid": "reverted" },
          h("strong", {}, "Rolled back: "),
          run.rolledBack.join(", "),
        )
      : null,
    run.status === "completed"
      ? remembered(`${options.where ?? "transcript"}:${run.id}:result`, { class: "result" }, true, [
          h("summary", {}, "Result"),
          h("pre", { "data-testid": "run-result" }, pretty(run.result)),
        ])
      : null,
    run.error ? h("div", { class: "error-box", "data-testid": "run-error" }, run.error) : null,
    run.logs?.length
      ? h(
          "details",
          { class: "result" },
          h("summary", {}, `Console (${run.logs.length})`),
          h("pre", {}, run.logs.join("\n")),
        )
      : null,
    footer.length > 0 ? h("footer", { class: "run-actions" }, footer, form[1]) : null,
  );
}

/** A card for a run that is still going: the code and the calls of its pass so far, each with its origin. */
export function liveRunCard(live) {
  return h(
    "article",
    { class: "run live", "data-testid": "run-card", "data-status": live.status ?? "running" },
    h(
      "header",
      { class: "run-head" },
      statusPill(live.status ?? "running"),
      h("span", { class: "run-id" }, live.executionId ? live.executionId.slice(0, 18) : "starting…"),
    ),
    h(
      "details",
      { class: "code", open: true },
      h("summary", {}, "Code"),
      h("pre", {}, h("code", {}, live.code)),
    ),
    h(
      "div",
      { class: "passes" },
      h(
        "div",
        { class: "pass" },
        h("div", { class: "pass-head" }, h("strong", {}, "Live"), h("span", {}, " · calls as they happen")),
        live.calls.length === 0
          ? h("p", { class: "muted small" }, "Starting the sandbox…")
          : h(
              "ol",
              { class: "calls" },
              live.calls.map((call) => callRow(call, call.origin)),
            ),
        live.omittedCalls > 0
          ? h(
              "p",
              { class: "muted small" },
              `and ${live.omittedCalls} earlier calls, shown when the run returns`,
            )
          : null,
      ),
    ),
  );
}
