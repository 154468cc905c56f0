// The side panels: pending approvals, the workspace's data (issues, notes), snippets and the audit trail.
import { compact, h, since } from "./dom.js";
import { runCard, statusPill } from "./render-run.js";

function panel(title, testId, count, ...body) {
  return h(
    "section",
    { class: "panel", "data-testid": testId },
    h("h2", {}, title, count === undefined ? null : h("span", { class: "count" }, String(count))),
    ...body,
  );
}

export function approvalsPanel(pending, actions) {
  return panel(
    "Pending approvals",
    "approvals-panel",
    pending.length,
    pending.length === 0
      ? h(
          "p",
          { class: "muted small" },
          "Nothing waits for you. Approval-gated calls (filing or closing an issue) appear here.",
        )
      : h(
          "ul",
          { class: "list" },
          pending.map((action) =>
            h(
              "li",
              { class: "list-row", "data-testid": "pending-action" },
              h(
                "div",
                { class: "grow" },
                h("code", {}, `${action.connector}.${action.method}`),
                h("div", { class: "muted small" }, compact(action.args, 90)),
              ),
              h(
                "div",
                { class: "buttons" },
                h(
                  "button",
                  {
                    class: "primary small",
                    "data-testid": "pending-approve",
                    disabled: actions.isDeciding(action.executionId),
                    onclick: () => actions.approve(action.executionId, action.seq),
                  },
                  "Approve",
                ),
                h(
                  "button",
                  {
                    class: "danger-outline small",
                    "data-testid": "pending-reject",
                    disabled: actions.isDeciding(action.executionId),
                    onclick: () => actions.reject(action.executionId, action.seq),
                  },
                  "Reject",
                ),
              ),
            ),
          ),
        ),
  );
}

export function issuesPanel(issues) {
  const open = issues.filter((issue) => issue.status === "open").length;
  return panel(
    "Issues",
    "issues-panel",
    `${open} open`,
    h(
      "p",
      { class: "muted small" },
      "The tracker's data (an MCP server inside the agent, stored in SQLite).",
    ),
    h(
      "ul",
      { class: "list" },
      issues.map((issue) =>
        h(
          "li",
          { class: `list-row issue ${issue.status}`, "data-testid": "issue", "data-number": issue.number },
          h("span", { class: "issue-number" }, `#${issue.number}`),
          h(
            "div",
            { class: "grow" },
            h("div", { class: "issue-title" }, issue.title),
            h("div", { class: "muted small" }, [issue.assignee ?? "unassigned", ...issue.labels].join(" · ")),
          ),
          h("span", { class: `tag ${issue.status}` }, issue.status),
        ),
      ),
    ),
  );
}

export function notesPanel(notes) {
  return panel(
    "Notes",
    "notes-panel",
    notes.length,
    h(
      "ul",
      { class: "list" },
      notes.map((note) =>
        h(
          "li",
          { class: "list-row", "data-testid": "note" },
          h(
            "div",
            { class: "grow" },
            note.text,
            h(
              "div",
              { class: "muted small" },
              [since(note.createdAt), ...note.tags.map((tag) => `#${tag}`)].join(" · "),
            ),
          ),
        ),
      ),
    ),
  );
}

export function snippetsPanel(snippets, actions) {
  return panel(
    "Snippets",
    "snippets-panel",
    snippets.length,
    snippets.length === 0
      ? h(
          "p",
          { class: "muted small" },
          "Save a completed run as a snippet to run it again, here or with codemode.run(name).",
        )
      : h(
          "ul",
          { class: "list" },
          snippets.map((snippet) =>
            h(
              "li",
              { class: "list-row", "data-testid": "snippet", "data-name": snippet.name },
              h(
                "div",
                { class: "grow" },
                h("code", {}, snippet.name),
                snippet.description ? h("div", { class: "small" }, snippet.description) : null,
                h("div", { class: "muted small", "data-testid": "snippet-calls" }, snippetCalls(snippet)),
              ),
              h(
                "button",
                {
                  class: "primary small",
                  "data-testid": "run-snippet",
                  onclick: (event) => actions.runSnippet(snippet.name, event.currentTarget),
                },
                "Run",
              ),
              h(
                "button",
                {
                  class: "ghost small",
                  "aria-label": `Delete ${snippet.name}`,
                  onclick: (event) => actions.deleteSnippet(snippet.name, event.currentTarget),
                },
                "Delete",
              ),
            ),
          ),
        ),
  );
}

/** What a snippet calls, as its source run did; without that record, the connectors it needs to run. */
function snippetCalls(snippet) {
  if (snippet.calls)
    return snippet.calls.length > 0 ? `calls ${snippet.calls.join(", ")}` : "calls no connector";
  return `needs ${(snippet.connectors ?? []).join(", ") || "no connector"}`;
}

function summary(run) {
  const calls = run.log
    .filter((entry) => entry.connector !== "__step")
    .map((entry) => `${entry.connector}.${entry.method}`);
  return calls.length > 0 ? [...new Set(calls)].join(", ") : "no connector calls";
}

export function auditPanel(runs, actions, expanded) {
  return panel(
    "Audit trail",
    "audit-panel",
    runs.length,
    runs.length === 0
      ? h("p", { class: "muted small" }, "Every execution is recorded here: code, calls, approvals, results.")
      : h(
          "ul",
          { class: "list audit" },
          runs.map((run) =>
            h(
              "li",
              {
                class: "audit-row",
                "data-testid": "audit-entry",
                "data-execution-id": run.id,
                "data-status": run.status,
              },
              h(
                "button",
                {
                  class: "audit-toggle",
                  "aria-expanded": String(expanded.has(run.id)),
                  onclick: () => actions.toggleAudit(run.id),
                },
                statusPill(run.status),
                h("span", { class: "grow audit-summary" }, summary(run)),
                h(
                  "span",
                  { class: "muted small" },
                  `${run.passes.length} pass${run.passes.length === 1 ? "" : "es"} · ${since(run.createdAt)}`,
                ),
              ),
              expanded.has(run.id) ? runCard(run, actions, { openCode: true, where: "audit" }) : null,
            ),
          ),
        ),
  );
}
