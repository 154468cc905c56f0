import { CodemodeError } from "@codemode/runtime-core";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { codeInputShape } from "../shared/code-input.ts";
import { jsonSchemaValidator } from "../shared/json-schema-validator.ts";
import { errorResult, valueResult } from "../shared/tool-result.ts";
import type { RuntimeMcpServerOptions, RuntimeMcpTarget } from "./runtime-mcp-options.ts";
import { outcomeResult } from "./runtime-outcome.ts";

const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;

/**
 * Exposes a durable Code Mode runtime (`createCodemodeRuntime`) over MCP, approvals included, so any MCP
 * client gets what `runtime.tool()` gives an AI SDK app:
 *
 * - `search({ query })` and `describe({ target })`: discovery of connector methods and snippets, without code;
 * - `execute({ code })`: runs code durably; the result is completed, paused for approval, or an error;
 * - `pending({ executionId? })`, `approve({ executionId })`, `reject({ executionId, seq })`: the approval
 *   flow. `approve` and `reject` are marked destructive so clients ask the user before calling them; set
 *   `approvals: false` when approval must happen elsewhere and the client must not approve its own actions.
 *
 * Create it per request or connection like the runtime handle: the durable state lives in the runtime.
 *
 * @throws CodemodeError `invalid_argument` when `runtime` is not a runtime handle.
 */
export function runtimeMcpServer(
  runtime: RuntimeMcpTarget,
  options: RuntimeMcpServerOptions = {},
): McpServer {
  if (typeof runtime?.execute !== "function" || typeof runtime.tool !== "function") {
    throw new CodemodeError(
      "invalid_argument",
      "runtimeMcpServer needs a runtime handle: pass the result of createCodemodeRuntime({ ctx, connectors, executor }).",
    );
  }
  const approvals = options.approvals ?? true;
  const server = new McpServer(
    { name: options.name ?? "codemode", version: options.version ?? "1.0.0" },
    { jsonSchemaValidator: jsonSchemaValidator() },
  );
  server.registerTool(
    "search",
    {
      description:
        "Find connector methods and saved snippets by what you want to do. Returns ranked paths such as github.list_issues; pass one to describe for its TypeScript types.",
      inputSchema: { query: z.string().describe("What you want to do, in a few words") },
      annotations: READ_ONLY,
    },
    ({ query }) => answer(() => runtime.search(query)),
  );
  server.registerTool(
    "describe",
    {
      description:
        "TypeScript declarations and documentation of a connector, a method (connector.method) or a snippet.",
      inputSchema: {
        target: z.string().describe("A connector name, a connector.method path, or a snippet name"),
      },
      annotations: READ_ONLY,
    },
    ({ target }) => answer(() => runtime.describe(target)),
  );
  server.registerTool(
    "execute",
    {
      description: runtime.tool(options.tool).description,
      inputSchema: codeInputShape("One JavaScript async arrow function, such as async () => { ... }"),
      annotations: { destructiveHint: true, openWorldHint: true },
    },
    async ({ code }) => guarded(async () => outcomeResult(await runtime.execute({ code }), approvals)),
  );
  if (!approvals) return server;
  server.registerTool(
    "pending",
    {
      description: "Actions waiting for a person's approval, of one paused run or of all of them.",
      inputSchema: { executionId: z.string().optional().describe("Only this run's actions") },
      annotations: READ_ONLY,
    },
    ({ executionId }) => answer(() => runtime.pending(executionId)),
  );
  server.registerTool(
    "approve",
    {
      description:
        "Approve a paused run's pending action, with the user's consent: the run continues where it stopped and may complete or pause again.",
      inputSchema: { executionId: z.string().describe("The paused run's executionId") },
      annotations: { destructiveHint: true, openWorldHint: true },
    },
    async ({ executionId }) =>
      guarded(async () => outcomeResult(await runtime.approve({ executionId }), approvals)),
  );
  server.registerTool(
    "reject",
    {
      description:
        "Reject a pending action: the run ends without it. Returns whether the action was still pending.",
      inputSchema: {
        executionId: z.string().describe("The paused run's executionId"),
        seq: z.number().int().describe("The pending action's seq"),
      },
      annotations: { destructiveHint: true, openWorldHint: false },
    },
    ({ executionId, seq }) => answer(async () => ({ rejected: await runtime.reject({ executionId, seq }) })),
  );
  return server;
}

async function answer(read: () => Promise<unknown>): Promise<CallToolResult> {
  return guarded(async () => valueResult(await read()));
}

async function guarded(run: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await run();
  } catch (error) {
    return errorResult(error);
  }
}
