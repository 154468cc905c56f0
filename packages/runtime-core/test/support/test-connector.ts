import type { ConnectorDescription, ConnectorPort, ToolExecuteContext } from "../../src/types/connector.ts";
import type { ExecutionEndStatus, PassEndStatus } from "../../src/types/execution.ts";

/** One tool of a {@link TestConnector}. */
export interface TestTool {
  execute: (args: unknown, ctx: ToolExecuteContext) => unknown;
  revert?: (args: unknown, result: unknown, ctx: ToolExecuteContext) => unknown;
  requiresApproval?: boolean;
  replay?: "log" | "reexecute";
  description?: string;
}

/** A recorded call to a connector. */
export interface Effect {
  method: string;
  args: unknown;
  ctx: ToolExecuteContext;
}

/** A connector for engine tests that records every execute, revert and lifecycle hook. */
export class TestConnector implements ConnectorPort {
  readonly effects: Effect[] = [];
  readonly reverts: Array<Effect & { result: unknown }> = [];
  readonly passEnds: Array<{ executionId: string; status: PassEndStatus }> = [];
  readonly disposals: Array<{ executionId: string; status: ExecutionEndStatus }> = [];
  readonly #name: string;
  readonly #tools: Record<string, TestTool>;

  constructor(name: string, tools: Record<string, TestTool>) {
    this.#name = name;
    this.#tools = tools;
  }

  name(): string {
    return this.#name;
  }

  async describe(): Promise<ConnectorDescription> {
    const descriptors: ConnectorDescription["descriptors"] = {};
    const annotations: NonNullable<ConnectorDescription["annotations"]> = {};
    for (const [method, tool] of Object.entries(this.#tools)) {
      descriptors[method] = { description: tool.description ?? method, inputSchema: { type: "object" } };
      annotations[method] = { requiresApproval: tool.requiresApproval, replay: tool.replay };
    }
    return { name: this.#name, descriptors, annotations };
  }

  async executeTool(method: string, args: unknown, ctx?: ToolExecuteContext): Promise<unknown> {
    const tool = this.#tools[method];
    if (!tool) throw new Error(`no tool ${method}`);
    const context = ctx ?? { executionId: "" };
    this.effects.push({ method, args, ctx: context });
    return tool.execute(args, context);
  }

  async revertAction(
    method: string,
    args: unknown,
    result: unknown,
    ctx?: ToolExecuteContext,
  ): Promise<boolean> {
    const tool = this.#tools[method];
    if (!tool?.revert) return false;
    const context = ctx ?? { executionId: "" };
    this.reverts.push({ method, args, result, ctx: context });
    await tool.revert(args, result, context);
    return true;
  }

  async onPassEnd(executionId: string, status: PassEndStatus): Promise<void> {
    this.passEnds.push({ executionId, status });
  }

  async disposeExecution(executionId: string, status: ExecutionEndStatus): Promise<void> {
    this.disposals.push({ executionId, status });
  }

  /** How many times `method` executed. */
  count(method: string): number {
    return this.effects.filter((effect) => effect.method === method).length;
  }
}
