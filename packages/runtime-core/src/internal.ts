/**
 * `@codemode/runtime-core/internal`: what sibling packages share with runtime-core but users do not need.
 * Not part of the public API; it may change in any release.
 *
 * The sandbox-safe functions among these (call identity, `hash64`, canonical JSON) are also the ones
 * `./sandbox-shared.ts` gives the Workers sandbox harness, so host and sandbox run the same code.
 */
export { type CallableTools, callableTools, needsApproval } from "./code-tool/callable-tools.ts";
export { renderDescription, TYPES_PLACEHOLDER } from "./code-tool/default-description.ts";
export { assertDistinctNamespaces, providerNamespace } from "./code-tool/normalize-providers.ts";
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
export { DEFAULT_NAMESPACE, DEFAULT_RUNTIME_NAME } from "./constants.ts";
export { describeThrown, describeThrownWithin } from "./describe-thrown.ts";
export { CommitQueue } from "./engine/commit-queue.ts";
export {
  ConnectorRegistry,
  type MethodInfo,
  RESERVED_CONNECTOR_NAMES,
  RESERVED_CONNECTOR_PREFIX,
} from "./engine/connector-registry.ts";
export { type EventSink, observedSink } from "./engine/event-sink.ts";
export { type Arrival, ExecutionLocks, type LivePass, type StopReason } from "./engine/execution-locks.ts";
export { disposeConnectors, notifyPassEnd } from "./engine/lifecycle-hooks.ts";
export { pendingActions, toExecutionState, toLogEntry } from "./engine/outputs.ts";
export { mayRunSnippets, platformPrelude } from "./engine/platform-prelude.ts";
export { type ObservedRun, progressSettings, streamProgress } from "./engine/progress-stream.ts";
export { createProgressTool } from "./engine/progress-tool.ts";
export {
  createProxyTool,
  defaultDescription,
  type JSONValue,
  type ProxyToolInputSchema,
  proxyToolInputSchema,
  toModelValue,
} from "./engine/proxy-tool.ts";
export {
  type CommitVerdict,
  claimReturnsSnippets,
  commitVerdict,
  snippetFromExecution,
} from "./engine/store-policy.ts";
export { errorMessage } from "./errors.ts";
export { callLabel, childCause, idempotencyKey, ROOT_CAUSE, timerCause } from "./identity/call-identity.ts";
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
  EXPIRABLE_STATUSES,
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
  staleBefore,
  startPass,
} from "./machine/lifecycle.ts";
export { type RecordTransition, recordFailure, recordResult } from "./machine/record-result.ts";
export { lateEffects, mergePatches } from "./machine/records.ts";
export { applyPatch, sortedEntries, toWorking, type WorkingExecution } from "./machine/working-execution.ts";
export { isTerminalStatus, STEP_CONNECTOR, TERMINAL_STATUSES } from "./types/execution.ts";
export {
  CALL_META_HANDLER,
  callHostFunction,
  type HostFunction,
  type MetaAwareHostFunction,
  type ReplayRecord,
  toProviders,
  withCallMeta,
} from "./types/executor.ts";
export type {
  AnySchema,
  SimpleToolRecord,
  ToolDescriptor,
  ToolDescriptors,
  ToolLike,
  ToolProviderTools,
  ToolSetLike,
} from "./types/provider.ts";
