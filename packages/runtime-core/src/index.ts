// The public API of @codemode/runtime-core: what the umbrella `codemode` re-exports (the documented names),
// and what a host needs to run the engine over its own store, executor and connectors. What sibling packages
// share beyond it is in ./internal.ts (`@codemode/runtime-core/internal`), which is not public.
export { type NormalizeCodeOptions, normalizeCode } from "@codemode/normalize";
export type { CodeInput, CodeOutput, CreateCodeToolOptions } from "./code-tool/code-tool-types.ts";
export { DEFAULT_DESCRIPTION } from "./code-tool/default-description.ts";
export { normalizeProviders } from "./code-tool/normalize-providers.ts";
export {
  DEFAULT_MAX_EXECUTIONS,
  DEFAULT_PAUSED_TTL_MS,
  MAX_DURABLE_VALUE_BYTES,
  MAX_EXECUTION_LOG_BYTES,
  MAX_EXECUTION_LOG_ENTRIES,
  MAX_SNIPPET_DEPTH,
  MAX_THROWN_DESCRIPTION_CHARS,
} from "./constants.ts";
export { MemoryExecutionStore } from "./engine/memory-store.ts";
export type {
  ClaimRequest,
  ClaimResult,
  Clock,
  DiscoveryPort,
  ExecutionStore,
  ExpiredExecution,
  Logger,
  NewExecution,
  RandomSource,
} from "./engine/ports.ts";
export type { CodemodeProgressTool, CodemodeProgressToolOptions } from "./engine/progress-tool.ts";
export type { CodemodeRuntimeToolOptions, CodemodeTool } from "./engine/proxy-tool.ts";
export { RuntimeEngine, type RuntimeEngineOptions } from "./engine/runtime-engine.ts";
export { systemClock, systemRandom } from "./engine/system-ports.ts";
export { CodemodeError, type CodemodeErrorCode } from "./errors.ts";
export { CALL_IDENTITY_VERSION, CODEC_VERSION } from "./identity/call-identity.ts";
export type {
  CommitCondition,
  ExecutionFields,
  ExecutionPatch,
  StoredEntry,
  StoredExecution,
  StoredExecutionRow,
} from "./machine/records.ts";
export { resolveProvider } from "./provider/resolve-provider.ts";
export { runCode } from "./provider/run-code.ts";
export { CODEMODE_SPAN_NAMES, type CodemodeTraceOptions } from "./tracing/trace-options.ts";
export type {
  CodemodeSpan,
  CodemodeSpanAttributes,
  CodemodeSpanOptions,
  CodemodeTraceContext,
  CodemodeTracer,
} from "./tracing/tracer-types.ts";
export { type TruncateOptions, truncateResponse, truncateResult } from "./truncate/truncate.ts";
export type {
  ConnectorDescription,
  ConnectorPort,
  JsonSchemaToolDescriptor,
  JsonSchemaToolDescriptors,
  ToolAnnotations,
  ToolExecuteContext,
} from "./types/connector.ts";
export type { DescribeOutput, SearchOutput, SearchResult } from "./types/discovery.ts";
export {
  type CodemodeCallFields,
  type CodemodeEvent,
  type CodemodeEventBase,
  type CodemodeEventOptions,
  type CodemodeEventType,
  type CodemodePassEndStatus,
  type CodemodePassReason,
  DEFAULT_MAX_QUEUED_EVENTS,
} from "./types/events.ts";
export type {
  ExecutionEndStatus,
  ExecutionState,
  ExecutionStatus,
  PassEndStatus,
  PendingAction,
  ToolDecision,
  ToolLogEntry,
  ToolLogEntryState,
} from "./types/execution.ts";
export type {
  CallMeta,
  ConnectorBinding,
  ExecuteOptions,
  ExecuteResult,
  Executor,
  ResolvedProvider,
  SandboxDeterminism,
} from "./types/executor.ts";
export {
  type CodemodeProgress,
  type CodemodeProgressCall,
  type CodemodeProgressCallState,
  type CodemodeProgressOptions,
  type CodemodeProgressOutput,
  DEFAULT_PROGRESS_MAX_CALLS,
  isCodemodeProgress,
} from "./types/progress.ts";
export type { ToolProvider } from "./types/provider.ts";
export type { SaveSnippetOptions, Snippet } from "./types/snippet.ts";
export type { ProxyToolInput, ProxyToolOutput, TransformResult } from "./types/tool-output.ts";
