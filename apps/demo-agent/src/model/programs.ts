import type { Intent } from "./intents.ts";

const literal = (value: unknown): string => JSON.stringify(value);

/**
 * The code the scripted model writes for an intent: the kind of program a capable model writes with Code
 * Mode. Filing an issue discovers the method (`codemode.search`, `codemode.describe`), asks the team API who
 * is on call, checks the tracker for duplicates, then calls the approval-gated `tracker.create_issue`.
 * Returns `undefined` for intents answered in plain text.
 */
export function programFor(intent: Intent): string | undefined {
  switch (intent.kind) {
    case "create_issue":
      return `async () => {
  // Find the method instead of guessing it, then read its exact input type.
  const found = await codemode.search("file a new issue in the tracker");
  const docs = await codemode.describe("tracker.create_issue");
  // Whoever is on call owns new work.
  const oncall = await team.getOnCall({ teamId: ${literal(intent.team)} });
  // Link possible duplicates instead of filing blindly.
  const similar = await tracker.search_issues({ query: ${literal(intent.title)} });
  const related = similar.issues.slice(0, 3).map((issue) => "#" + issue.number);
  const { issue } = await tracker.create_issue({
    title: ${literal(intent.title)},
    body: related.length > 0 ? "Reported in chat. Possibly related: " + related.join(", ") : "Reported in chat.",
    assignee: oncall.person.name,
    labels: [${literal(intent.team)}],
  });
  return { issue, owner: oncall.person.name, related, method: found.results[0]?.path ?? docs.path };
}`;
    case "list_issues":
      return `async () => {
  const { issues } = await tracker.list_issues({ status: ${literal(intent.status)} });
  return issues.map((issue) => ({ number: issue.number, title: issue.title, assignee: issue.assignee, status: issue.status }));
}`;
    case "search_issues":
      return `async () => {
  const { issues } = await tracker.search_issues({ query: ${literal(intent.query)} });
  return { query: ${literal(intent.query)}, matches: issues.map((issue) => ({ number: issue.number, title: issue.title, status: issue.status })) };
}`;
    case "close_issue":
      return `async () => {
  const { issue } = await tracker.get_issue({ number: ${intent.number} });
  if (issue.status === "closed") return { issue, alreadyClosed: true };
  const closed = await tracker.close_issue({ number: ${intent.number} });
  return { issue: closed.issue };
}`;
    case "add_note":
      return `async () => {
  const { note } = await notes.add_note({ text: ${literal(intent.text)}, tags: ${literal(intent.tags)} });
  const { notes: all } = await notes.list_notes({});
  return { note, total: all.length };
}`;
    case "summarize_api":
      return `async () => {
  const found = await codemode.search("team directory people on call");
  const api = await codemode.describe("team");
  const teams = await team.listTeams({});
  return {
    api: api.description ?? api.path,
    methods: found.results.filter((result) => result.connector === "team").map((result) => result.path),
    teams: teams.map((entry) => entry.name + ": " + entry.description),
  };
}`;
    case "run_snippet":
      return snippetRunProgram(intent.name);
    case "help":
      return undefined;
  }
}

/**
 * The program that runs a saved snippet by name. `codemode.run` answers a missing snippet (or one whose
 * connectors are gone) with an object holding an `error` instead of throwing; the program throws it, so the
 * run ends as failed and says why instead of reporting a completed run. Used by the chat and the Run button.
 */
export function snippetRunProgram(name: string): string {
  return `async () => {
  const result = await codemode.run(${literal(name)});
  // codemode.run answers a missing snippet with { error } instead of throwing: fail the run with it.
  if (result !== null && typeof result === "object" && typeof result.error === "string") throw new Error(result.error);
  return result;
}`;
}
