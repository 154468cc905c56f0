import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import { type ConnectorTool, type McpConnectionLike, McpConnector } from "codemode";
import type { IssueStore } from "../data/issue-store.ts";
import { revertibleMethods } from "./revertible-methods.ts";
import { type ServiceLatency, simulateLatency } from "./simulated-latency.ts";
import { createTrackerMcpServer } from "./tracker-mcp-server.ts";

/**
 * Tools that change what the team sees and so wait for a person's approval before they run: filing,
 * closing and deleting an issue. Reads run at once; reopening is only ever a rollback's compensation.
 */
const APPROVAL_GATED = new Set(["create_issue", "close_issue", "delete_issue"]);

/**
 * The `tracker` connector: an `McpConnector` over the tracker MCP server, connected in-process through the
 * MCP SDK's in-memory transport. It decorates the derived tools with the policy the server does not know:
 * `create_issue`, `close_issue` and `delete_issue` pause for approval, a created issue is deleted on rollback and a closed
 * one reopened. Every call waits the simulated network latency first.
 */
export class TrackerConnector extends McpConnector {
  readonly #store: IssueStore;
  readonly #latency: ServiceLatency;

  constructor(ctx: DurableObjectState, store: IssueStore, latency: ServiceLatency) {
    super(ctx, {});
    this.#store = store;
    this.#latency = latency;
  }

  name(): string {
    return "tracker";
  }

  /** Names of the methods that have a `revert`. */
  async revertibleMethods(): Promise<string[]> {
    return revertibleMethods(await this.resolvedTools());
  }

  protected async createConnection(): Promise<McpConnectionLike> {
    const server = createTrackerMcpServer(this.#store);
    const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
    const client = new Client(
      { name: "codemode-demo-agent", version: "1.0.0" },
      { jsonSchemaValidator: new CfWorkerJsonSchemaValidator() },
    );
    await server.connect(serverTransport);
    await client.connect(clientTransport);
    return { name: "tracker", client };
  }

  protected override tool(name: string, tool: ConnectorTool): ConnectorTool {
    const decorated: ConnectorTool = {
      ...tool,
      execute: async (args, ctx) => {
        await simulateLatency(this.#latency, name);
        return tool.execute(args, ctx);
      },
    };
    if (APPROVAL_GATED.has(name)) decorated.requiresApproval = true;
    if (name === "create_issue") {
      decorated.revert = (_args, result) =>
        this.#callTracker("delete_issue", { number: issueNumber(result) });
    }
    if (name === "close_issue") {
      decorated.revert = (_args, result) =>
        this.#callTracker("reopen_issue", { number: issueNumber(result) });
    }
    return decorated;
  }

  /** Calls an MCP tool directly (not through the runtime): rollback compensations are not logged calls. */
  async #callTracker(tool: string, args: Record<string, unknown>): Promise<void> {
    const connection = await this.getConnection();
    const result = await connection.client.callTool({ name: tool, arguments: args });
    if (result.isError === true) {
      throw new Error(`Rollback of the tracker failed: ${tool} answered ${JSON.stringify(result.content)}`);
    }
  }
}

function issueNumber(result: unknown): number {
  const number = (result as { issue?: { number?: unknown } } | null)?.issue?.number;
  if (typeof number !== "number") {
    throw new Error(`Cannot roll back: the recorded result has no issue number (${JSON.stringify(result)}).`);
  }
  return number;
}
