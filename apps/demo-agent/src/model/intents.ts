/** What the scripted model understood a user message to ask for. */
export type Intent =
  | { kind: "create_issue"; title: string; team: "platform" | "web" | "data" }
  | { kind: "list_issues"; status: "open" | "closed" | "all" }
  | { kind: "search_issues"; query: string }
  | { kind: "close_issue"; number: number }
  | { kind: "add_note"; text: string; tags: string[] }
  | { kind: "summarize_api" }
  | { kind: "run_snippet"; name: string }
  | { kind: "help" };

const SNIPPET = /\b(?:re-?run|run)\b[^"'“”]*?\bsnippet\b\s*["'“]?([A-Za-z][\w.-]*)/i;
const QUOTED_RUN = /\b(?:re-?run|run)\s+(?:the\s+)?["'“]([A-Za-z][\w.-]*)["'”]/i;
const CLOSE = /\bclose\b.*?#?\b(\d+)\b/i;
const CREATE = /\b(?:create|file|open|report|log|raise|add)\b.*\b(?:issue|bug|ticket|incident)\b/i;
const NOTE = /\b(?:note|remember|jot)\b/i;
const SEARCH = /\b(?:search|find|look\s+for|any)\b.*\b(?:issues?|bugs?|tickets?)\b/i;
const LIST = /\b(?:list|show|what|which)\b.*\b(?:issues?|bugs?|tickets?)\b/i;
const API = /\b(?:api|directory|teams?|on[\s-]?call|connectors?|tools?|what can you)\b/i;

/**
 * Maps a user message to one of the demo's intents with plain patterns, so the offline model is fully
 * deterministic: the same message always produces the same program.
 */
export function classifyIntent(message: string): Intent {
  const text = message.trim();
  const snippet = SNIPPET.exec(text) ?? QUOTED_RUN.exec(text);
  if (snippet?.[1]) return { kind: "run_snippet", name: snippet[1] };
  const close = CLOSE.exec(text);
  if (close?.[1] && /\bissue|#/.test(text)) return { kind: "close_issue", number: Number(close[1]) };
  if (CREATE.test(text)) return { kind: "create_issue", title: issueTitle(text), team: teamFor(text) };
  if (NOTE.test(text)) return { kind: "add_note", text: noteText(text), tags: noteTags(text) };
  if (SEARCH.test(text)) return { kind: "search_issues", query: searchQuery(text) };
  if (LIST.test(text)) {
    const status = /\bclosed\b/i.test(text) ? "closed" : /\ball\b/i.test(text) ? "all" : "open";
    return { kind: "list_issues", status };
  }
  if (API.test(text)) return { kind: "summarize_api" };
  return { kind: "help" };
}

/** The words after "about", "for", "that" or a colon, as a capitalized title; else the whole message. */
function issueTitle(text: string): string {
  const tail = /(?:\babout\b|\bfor\b|\bthat\b|\bsaying\b|:)\s*(.+)$/i.exec(text)?.[1] ?? text;
  const cleaned = tail
    .replace(/^["'“]|["'”.!?]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const title = cleaned.length >= 3 ? cleaned : "Investigate a problem reported in chat";
  return (title.charAt(0).toUpperCase() + title.slice(1)).slice(0, 80);
}

function teamFor(text: string): "platform" | "web" | "data" {
  if (/\b(?:dashboard|web|page|ui|css|site|button)\b/i.test(text)) return "web";
  if (/\b(?:billing|export|data|report|pipeline|invoice)\b/i.test(text)) return "data";
  return "platform";
}

function noteText(text: string): string {
  const tail = /(?:\bnote\b(?:\s+that)?|\bremember\b(?:\s+that)?|\bjot\s+down\b)\s*:?\s*(.+)$/i.exec(
    text,
  )?.[1];
  const body = (tail ?? text).replace(/^["'“]|["'”]$/g, "").trim();
  return body.length > 0 ? body.charAt(0).toUpperCase() + body.slice(1) : text;
}

function noteTags(text: string): string[] {
  return [...text.matchAll(/#([A-Za-z][\w-]*)/g)].map((match) => (match[1] ?? "").toLowerCase());
}

function searchQuery(text: string): string {
  const tail = /\b(?:about|for|mentioning|on|with)\b\s+(.+)$/i.exec(text)?.[1];
  const query = (tail ?? text).replace(/\b(?:issues?|bugs?|tickets?)\b/gi, "").replace(/["'“”?.!]/g, "");
  return query.replace(/\s+/g, " ").trim() || "issue";
}
