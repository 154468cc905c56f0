export { type NormalizeCodeOptions, normalizeCode } from "@codemode/normalize";
export { type CallableTools, callableTools, needsApproval } from "./code-tool/callable-tools.ts";
export type { CodeInput, CodeOutput, CreateCodeToolOptions } from "./code-tool/code-tool-types.ts";
export {
  DEFAULT_DESCRIPTION,
  renderDescription,
  TYPES_PLACEHOLDER,
} from "./code-tool/default-description.ts";
export {
  assertDistinctNamespaces,
  normalizeProviders,
  providerNamespace,
} from "./code-tool/normalize-providers.ts";
export {
  type CodeToolFramework,
  type CodeToolPlan,
  planCodeTool,
  resolveProviderWith,
  runCodeTool,
  type ToolLocation,
} from "./code-tool/plan-code-tool.ts";
export {
  isStandardValidator,
  parseToolInput,
  type StandardIssue,
  type StandardValidator,
  toToolInputIssues,
} from "./code-tool/standard-schema.ts";
export {
  formatIssuePath,
  InvalidToolInputError,
  type IssuePathSegment,
  type ToolInputIssue,
} from "./code-tool/tool-input-error.ts";
export { base64ToBytes, bytesToBase64 } from "./codec/base64.ts";
export {
  canonicalJson,
  decodeDurable,
  type EncodeOptions,
  encodeDurable,
  encodeDurableChecked,
  valueTooLargeError,
} from "./codec/durable-codec.ts";
export { setOwnProperty } from "./codec/own-property.ts";
export {
  DEFAULT_MAX_EXECUTIONS,
  DEFAULT_NAMESPACE,
  DEFAULT_PAUSED_TTL_MS,
  DEFAULT_RUNTIME_NAME,
  MAX_DURABLE_VALUE_BYTES,
  MAX_EXECUTION_LOG_BYTES,
  MAX_EXECUTION_LOG_ENTRIES,
  MAX_SNIPPET_DEPTH,
  MAX_THROWN_DESCRIPTION_CHARS,
} from "./constants.ts";
export { describeThrown } from "./describe-thrown.ts";
export { CommitQueue } from "./engine/commit-queue.ts";
export {
  ConnectorRegistry,
  type MethodInfo,
  RESERVED_CONNECTOR_NAMES,
  RESERVED_CONNECTOR_PREFIX,
} from "./engine/connector-registry.ts";
export { type Arrival, ExecutionLocks, type LivePass, type StopReason } from "./engine/execution-locks.ts";
export { disposeConnectors, notifyPassEnd } from "./engine/lifecycle-hooks.ts";
export { MemoryExecutionStore } from "./engine/memory-store.ts";
export { pendingActions, toExecutionState, toLogEntry } from "./engine/outputs.ts";
export { mayRunSnippets, platformPrelude } from "./engine/platform-prelude.ts";
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
export {
  type CodemodeRuntimeToolOptions,
  type CodemodeTool,
  createProxyTool,
  defaultDescription,
  type JSONValue,
  type ProxyToolInputSchema,
  proxyToolInputSchema,
  toModelValue,
} from "./engine/proxy-tool.ts";
export { RuntimeEngine, type RuntimeEngineOptions } from "./engine/runtime-engine.ts";
export { systemClock, systemRandom } from "./engine/system-ports.ts";
export { CodemodeError, type CodemodeErrorCode, errorMessage } from "./errors.ts";
export {
  CALL_IDENTITY_VERSION,
  CODEC_VERSION,
  callLabel,
  childCause,
  idempotencyKey,
  ROOT_CAUSE,
  timerCause,
} from "./identity/call-identity.ts";
export { canonicalPlainJson } from "./identity/canonical-plain-json.ts";
export { hash64 } from "./identity/hash64.ts";
export {
  currentVersions,
  SUPPORTED_CODEC_VERSIONS,
  SUPPORTED_IDENTITY_VERSIONS,
  versionRefusal,
} from "./identity/identity-versions.ts";
export { type CallDecision, type CallEvent, type CallTransition, decideCall } from "./machine/decide-call.ts";
export { finishPass, type PassEnd } from "./machine/finish-pass.ts";
export {
  type ExecutionSummary,
  expireExecution,
  finishRollback,
  markReverted,
  newestFirst,
  type ResumeConditions,
  rejectAction,
  resumeRefusal,
  rollbackPlan,
  rollbackRefusal,
  selectPrunable,
  startPass,
} from "./machine/lifecycle.ts";
export { type RecordTransition, recordFailure, recordResult } from "./machine/record-result.ts";
export {
  type CommitCondition,
  type ExecutionFields,
  type ExecutionPatch,
  lateEffects,
  mergePatches,
  type StoredEntry,
  type StoredExecution,
  type StoredExecutionRow,
} from "./machine/records.ts";
export { applyPatch, sortedEntries, toWorking, type WorkingExecution } from "./machine/working-execution.ts";
export { resolveProvider } from "./provider/resolve-provider.ts";
export { runCode } from "./provider/run-code.ts";
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
  type ExecutionEndStatus,
  type ExecutionState,
  type ExecutionStatus,
  isTerminalStatus,
  type PassEndStatus,
  type PendingAction,
  STEP_CONNECTOR,
  TERMINAL_STATUSES,
  type ToolDecision,
  type ToolLogEntry,
  type ToolLogEntryState,
} from "./types/execution.ts";
export {
  CALL_META_HANDLER,
  type CallMeta,
  type ConnectorBinding,
  callHostFunction,
  type ExecuteOptions,
  type ExecuteResult,
  type Executor,
  type HostFunction,
  type MetaAwareHostFunction,
  type ReplayRecord,
  type ResolvedProvider,
  type SandboxDeterminism,
  toProviders,
  withCallMeta,
} from "./types/executor.ts";
export type {
  AnySchema,
  SimpleToolRecord,
  ToolDescriptor,
  ToolDescriptors,
  ToolLike,
  ToolProvider,
  ToolProviderTools,
  ToolSetLike,
} from "./types/provider.ts";
export type { SaveSnippetOptions, Snippet } from "./types/snippet.ts";
export type { ProxyToolInput, ProxyToolOutput, TransformResult } from "./types/tool-output.ts";
