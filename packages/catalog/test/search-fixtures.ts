import type { ConnectorDescription, Snippet } from "@codemode/runtime-core";

/** A small GitHub-like and Slack-like catalog in several naming styles, for ranking and describe tests. */
export function sampleConnectors(): ConnectorDescription[] {
  return [
    {
      name: "github",
      instructions: "Use the owner/repo form for repositories.",
      descriptors: {
        list_issues: {
          description: "List issues in a repository",
          inputSchema: {
            type: "object",
            properties: { owner: { type: "string" }, repo: { type: "string" }, state: { type: "string" } },
            required: ["owner", "repo"],
          },
        },
        create_issue: {
          description: "Create an issue",
          inputSchema: {
            type: "object",
            properties: {
              owner: { type: "string" },
              repo: { type: "string" },
              title: { type: "string" },
              body: { type: "string" },
            },
            required: ["owner", "repo", "title"],
          },
        },
        get_issue: {
          description: "Get an issue",
          inputSchema: { type: "object", properties: { issue_number: { type: "number" } } },
        },
        list_pull_requests: {
          description: "List pull requests",
          inputSchema: {
            type: "object",
            properties: { owner: { type: "string" }, repo: { type: "string" } },
          },
        },
        merge_pull_request: {
          description: "Merge a pull request into the base branch",
          inputSchema: {
            type: "object",
            properties: { pull_number: { type: "number" }, merge_method: { type: "string" } },
          },
        },
        getRepositoryContent: {
          description: "Get the contents of a file or directory",
          inputSchema: { type: "object", properties: { path: { type: "string" }, ref: { type: "string" } } },
        },
        create_release: {
          description: "Create a release",
          inputSchema: { type: "object", properties: { tag_name: { type: "string" } } },
        },
        "search-code": {
          description: "Search code across repositories",
          inputSchema: { type: "object", properties: { q: { type: "string" } } },
        },
      },
      annotations: {
        create_issue: { requiresApproval: true },
        merge_pull_request: { requiresApproval: true },
      },
    },
    {
      name: "slack",
      descriptors: {
        post_message: {
          description: "Send a message to a channel",
          inputSchema: {
            type: "object",
            properties: {
              channel: { type: "string" },
              text: { type: "string" },
              thread_ts: { type: "string" },
            },
          },
        },
        listChannels: {
          description: "List channels in the workspace",
          inputSchema: { type: "object", properties: {} },
        },
        set_topic: {
          description: "Set the topic of a conversation",
          inputSchema: {
            type: "object",
            properties: { channel: { type: "string" }, topic: { type: "string" } },
          },
        },
      },
      annotations: { post_message: { requiresApproval: true, replay: "log" } },
    },
  ];
}

/** Two saved snippets. */
export function sampleSnippets(): Snippet[] {
  return [
    {
      name: "weekly_report",
      description: "Summarize merged pull requests of the last week",
      code: "async () => {\n  return await github.list_pull_requests({ owner: 'o', repo: 'r' });\n}",
      savedAt: 1,
      inputSchema: { type: "object", properties: { since: { type: "string" } } },
    },
    { name: "triage-inbox", description: "Label new issues", code: "async () => 1", savedAt: 2 },
  ];
}

/** A connector with `count` methods named `item_operation_<n>`, each described as working on an item. */
export function manyMethods(count: number, name = "bulk"): ConnectorDescription {
  const descriptors: ConnectorDescription["descriptors"] = {};
  for (let position = 0; position < count; position++) {
    descriptors[`item_operation_${position}`] = {
      description: `Operation number ${position} on an item`,
      inputSchema: { type: "object", properties: { id: { type: "string" } } },
    };
  }
  return { name, descriptors };
}
