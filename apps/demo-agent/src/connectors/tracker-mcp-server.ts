import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import { z } from "zod";
import type { IssueStore } from "../data/issue-store.ts";

const ISSUE_NUMBER = z.number().int().positive().describe("The issue number, for example 3.");

/**
 * The issue tracker as a real MCP server (the MCP SDK's `McpServer`), running inside the agent's Durable
 * Object over the SDK's in-memory transport: no network. Its tools list, search, read, create, close, reopen
 * and delete issues in SQLite. It knows nothing about approvals: the `tracker` connector adds those.
 */
export function createTrackerMcpServer(store: IssueStore): McpServer {
  const server = new McpServer(
    { name: "demo-issue-tracker", version: "1.0.0" },
    {
      instructions:
        "The team's issue tracker. Search before filing to avoid duplicates; new issues need a short imperative title.",
      // The SDK's default validator compiles schemas with code generation, which workerd forbids.
      jsonSchemaValidator: new CfWorkerJsonSchemaValidator(),
    },
  );
  server.registerTool(
    "list_issues",
    {
      description: "List issues, newest first.",
      inputSchema: { status: z.enum(["open", "closed", "all"]).optional().describe("Default: open.") },
    },
    async ({ status }) => reply({ issues: store.list(status ?? "open") }),
  );
  server.registerTool(
    "search_issues",
    {
      description: "Search issues (open and closed) by words in the title, body, labels or assignee.",
      inputSchema: { query: z.string().min(1) },
    },
    async ({ query }) => reply({ issues: store.search(query) }),
  );
  server.registerTool(
    "get_issue",
    { description: "Get one issue by number.", inputSchema: { number: ISSUE_NUMBER } },
    async ({ number }) => found(store.get(number), number),
  );
  server.registerTool(
    "create_issue",
    {
      description: "File a new issue. Returns the created issue with its number.",
      inputSchema: {
        title: z.string().min(3).describe("Short imperative title."),
        body: z.string().optional(),
        assignee: z.string().optional().describe("Full name of the owner."),
        labels: z.array(z.string()).optional(),
      },
    },
    async (input) => reply({ issue: store.create(input) }),
  );
  server.registerTool(
    "close_issue",
    { description: "Close an open issue.", inputSchema: { number: ISSUE_NUMBER } },
    async ({ number }) => found(store.setStatus(number, "closed"), number),
  );
  server.registerTool(
    "reopen_issue",
    { description: "Reopen a closed issue.", inputSchema: { number: ISSUE_NUMBER } },
    async ({ number }) => found(store.setStatus(number, "open"), number),
  );
  server.registerTool(
    "delete_issue",
    { description: "Delete an issue permanently.", inputSchema: { number: ISSUE_NUMBER } },
    async ({ number }) => reply({ deleted: store.remove(number), number }),
  );
  return server;
}

function reply(value: Record<string, unknown>): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(value) }] };
}

function found(issue: unknown, number: number): CallToolResult {
  if (issue !== undefined) return reply({ issue });
  return {
    isError: true,
    content: [
      { type: "text", text: `No issue #${number}. List or search issues to find an existing number.` },
    ],
  };
}
