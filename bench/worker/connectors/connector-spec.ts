/**
 * A connector described as data, so the same tools can be built on our `CodemodeConnector` and on the
 * reference's: both accept this record shape from `tools()`, and a benchmark must give both contenders
 * exactly the same tools.
 */
export interface ToolSpec {
  description?: string;
  inputSchema?: Record<string, unknown>;
  requiresApproval?: boolean;
  replay?: "log" | "reexecute";
  execute(args: unknown, context?: { executionId: string; seq?: number; idempotencyKey?: string }): unknown;
  revert?(args: unknown, result: unknown, context?: { executionId: string }): unknown;
}

/** One connector: its sandbox name, optional instructions and its tools. */
export interface ConnectorSpec {
  name: string;
  instructions?: string;
  tools: Record<string, ToolSpec>;
}
