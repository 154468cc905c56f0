/**
 * The documented API, transcribed field by field from the Code Mode API reference
 * (`api-reference.txt`, "@cloudflare/codemode" section). The parity tests compare our exported types with
 * these shapes, so a change of a documented name, field, optionality or type fails the type check. The
 * sandbox's `codemode` global (search, describe, step, run) is no export: the drop-in worker
 * (tools/codemode-drop-in) exercises it at run time.
 */
import type { Tool, ToolSet } from "ai";
import type {
  CodemodeConnector,
  ConnectorDescription,
  DescribeOutput,
  ExecutionEndStatus,
  ExecutionState,
  Executor,
  PassEndStatus,
  PendingAction,
  ProxyToolInput,
  ProxyToolOutput,
  ResolvedProvider,
  SaveSnippetOptions,
  SearchOutput,
  Snippet,
  TransformResult,
} from "codemode";
import type { JSONSchema7 } from "json-schema";

export type SpecCreateCodemodeRuntimeOptions = {
  ctx: DurableObjectState;
  connectors: CodemodeConnector[];
  executor: Executor;
  name?: string;
  maxExecutions?: number;
  transformResult?: TransformResult;
};

export type SpecProxyToolInput = { code: string };

export type SpecPendingAction = {
  executionId: string;
  seq: number;
  connector: string;
  method: string;
  args: unknown;
};

export type SpecCompleted = { status: "completed"; executionId: string; result: unknown; logs?: string[] };
export type SpecPaused = { status: "paused"; executionId: string; pending: SpecPendingAction[] };
export type SpecErrored = { status: "error"; executionId: string; error: string; logs?: string[] };
export type SpecProxyToolOutput = SpecCompleted | SpecPaused | SpecErrored;

export type SpecCodemodeRuntimeToolOptions = {
  description?: string;
  connectorHints?: Record<string, string>;
};
export type SpecCodemodeApproveOptions = { executionId: string };
export type SpecCodemodeRejectOptions = { seq: number; executionId: string };
export type SpecCodemodeRollbackOptions = { executionId: string };
export type SpecCodemodeExpireOptions = { maxAgeMs?: number };

export type SpecExecutionStatus = "running" | "paused" | "completed" | "error" | "rejected" | "rolled_back";

export type SpecToolLogEntry = {
  seq: number;
  connector: string;
  method: string;
  args: unknown;
  result?: unknown;
  requiresApproval: boolean;
  ephemeral?: boolean;
  state: "executing" | "applied" | "pending" | "reverted" | "error";
};

export type SpecExecutionState = {
  id: string;
  code: string;
  status: SpecExecutionStatus;
  log: SpecToolLogEntry[];
  result?: unknown;
  error?: string;
  logs?: string[];
  connectors?: string[];
  createdAt: number;
  updatedAt: number;
};

/**
 * The handle. Record types (outputs, pending actions, executions) are our exported ones here: each is compared
 * with its documented shape on its own, where it may gain optional fields.
 */
export interface SpecCodemodeRuntimeHandle {
  tool(options?: SpecCodemodeRuntimeToolOptions): Tool<ProxyToolInput, ProxyToolOutput>;
  execute(input: ProxyToolInput): Promise<ProxyToolOutput>;
  search(query: string): Promise<SearchOutput>;
  describe(target: string): Promise<DescribeOutput>;
  approve(options: SpecCodemodeApproveOptions): Promise<ProxyToolOutput>;
  reject(options: SpecCodemodeRejectOptions): Promise<boolean>;
  rollback(options: SpecCodemodeRollbackOptions): Promise<void>;
  pending(executionId?: string): Promise<PendingAction[]>;
  expirePaused(options?: SpecCodemodeExpireOptions): Promise<string[]>;
  executions(limit?: number): Promise<ExecutionState[]>;
  deleteExecution(id: string): Promise<boolean>;
  pruneExecutions(keep?: number): Promise<number>;
  saveSnippet(name: string, options: SaveSnippetOptions): Promise<Snippet>;
  snippets(): Promise<Snippet[]>;
  deleteSnippet(name: string): Promise<boolean>;
}

export type SpecToolDecision =
  | { kind: "replay"; result: unknown }
  | { kind: "execute"; seq: number }
  | { kind: "pause"; seq: number };

export type SpecSearchResult = {
  path: string;
  connector: string;
  method: string;
  description?: string;
  requiresApproval?: boolean;
  kind: "method" | "snippet";
  score: number;
};

export type SpecSearchOutput = { results: SpecSearchResult[]; total: number; truncated: boolean };

export type SpecDescribeOutput = {
  path: string;
  description?: string;
  requiresApproval?: boolean;
  types: string;
  kind: "connector" | "method" | "snippet";
};

export interface SpecSaveSnippetOptions {
  description?: string;
  inputSchema?: unknown;
  executionId: string;
}

export interface SpecSnippet {
  name: string;
  description: string;
  code: string;
  savedAt: number;
  inputSchema?: unknown;
  connectors?: string[];
}

export type SpecHostFunctions = Record<string, (...args: unknown[]) => Promise<unknown>>;

export interface SpecExecuteResult {
  result: unknown;
  error?: string;
  logs?: string[];
}

export interface SpecResolvedProvider {
  name: string;
  fns: SpecHostFunctions;
  prelude?: string;
}

export interface SpecConnectorBinding {
  name: string;
  binding: { callTool(method: string, args: unknown): Promise<unknown> };
}

export interface SpecExecuteOptions {
  connectors?: SpecConnectorBinding[];
}

export interface SpecExecutor {
  execute(
    code: string,
    providersOrFns: ResolvedProvider[] | SpecHostFunctions,
    options?: SpecExecuteOptions,
  ): Promise<SpecExecuteResult>;
}

export type SpecDynamicWorkerExecutorOptions = {
  loader: WorkerLoader;
  timeout?: number;
  globalOutbound?: Fetcher | null;
  modules?: Record<string, string>;
  bindings?: Record<string, unknown>;
};

export type SpecRunCodeOptions = {
  code: string;
  executor: Executor;
  providers: ResolvedProvider[];
  connectors?: SpecConnectorBinding[];
};

export type SpecSimpleToolRecord = Record<
  string,
  { description?: string; execute: (args: unknown) => Promise<unknown> }
>;

export type SpecToolExecuteContext = { executionId: string };

export type SpecConnectorTool = {
  description?: string;
  inputSchema?: JSONSchema7;
  outputSchema?: JSONSchema7;
  requiresApproval?: boolean;
  replay?: "log" | "reexecute";
  execute: (args: unknown, ctx?: SpecToolExecuteContext) => Promise<unknown> | unknown;
  revert?: (args: unknown, result: unknown, ctx?: SpecToolExecuteContext) => Promise<void> | void;
};

export type SpecConnectorTools = Record<string, SpecConnectorTool>;

/** The public methods of `CodemodeConnector` (the protected hooks are checked through a subclass). */
export type SpecConnectorMethods = {
  name(): string;
  describe(): Promise<ConnectorDescription>;
  executeTool(method: string, args: unknown, ctx?: SpecToolExecuteContext): Promise<unknown>;
  revertAction(
    method: string,
    args: unknown,
    result: unknown,
    ctx?: SpecToolExecuteContext,
  ): Promise<boolean>;
  onPassEnd(executionId: string, status: PassEndStatus): Promise<void>;
  disposeExecution(executionId: string, status: ExecutionEndStatus): Promise<void>;
  getTypeScriptTypes(): Promise<string>;
};

/** Anything an application may pass as `ToolProvider.tools`. */
export type SpecProviderTools = ToolSet | SpecSimpleToolRecord;
