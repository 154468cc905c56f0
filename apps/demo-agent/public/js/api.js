// The agent's HTTP API. One agent instance per workspace name (?workspace=name, default "default").
// Errors carry the server's message (a 409 says what happened instead, like "Already approved: ...").

const workspace = new URLSearchParams(location.search).get("workspace") || "default";
const base = `/agents/demo-agent/${encodeURIComponent(workspace)}`;

async function call(method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await response.json().catch(() => ({ error: `The server answered ${response.status}.` }));
  if (!response.ok) {
    throw Object.assign(new Error(data.error || `The server answered ${response.status}.`), {
      code: data.code,
    });
  }
  return data;
}

export const api = {
  workspace,
  /** The workspace's state and its JSON text (the page redraws only when the text changed). */
  async state() {
    const response = await fetch(`${base}/api/state`, { cache: "no-store" });
    const text = await response.text();
    let data;
    try {
      data = JSON.parse(text);
    } catch {
      throw new Error(`The server answered ${response.status} without JSON.`);
    }
    if (!response.ok) throw new Error(data.error || `The server answered ${response.status}.`);
    return { text, data };
  },
  approve: (id, seq) => call("POST", `/api/runs/${encodeURIComponent(id)}/approve`, { seq }),
  reject: (id, seq) => call("POST", `/api/runs/${encodeURIComponent(id)}/reject`, { seq }),
  rollback: (id) => call("POST", `/api/runs/${encodeURIComponent(id)}/rollback`),
  saveSnippet: (id, name, description) =>
    call("POST", `/api/runs/${encodeURIComponent(id)}/snippet`, { name, description }),
  runSnippet: (name) => call("POST", `/api/snippets/${encodeURIComponent(name)}/run`),
  deleteSnippet: (name) => call("DELETE", `/api/snippets/${encodeURIComponent(name)}`),

  /** Sends a chat message and calls onEvent for each NDJSON event until the stream ends. */
  async chat(message, onEvent) {
    const response = await fetch(`${base}/api/chat`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message }),
    });
    if (!response.ok || !response.body) {
      const data = await response.json().catch(() => ({}));
      throw new Error(data.error || `The server answered ${response.status}.`);
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) if (line.trim() !== "") onEvent(JSON.parse(line));
    }
    if (buffer.trim() !== "") onEvent(JSON.parse(buffer));
  },
};
