import type { JSONSchema7 } from "json-schema";
import type { ExecutionEndStatus, PassEndStatus } from "./execution.ts";

/** Per-method behaviour the runtime applies to a connector method. */
export type ToolAnnotations = {
  /** Pause for approval before executing. Unannotated methods execute immediately. */
  requiresApproval?: boolean;
  /** `"reexecute"`: an idempotent read whose result is not stored; it runs again on every replay. */
  replay?: "log" | "reexecute";
};

/** Context passed to a connector tool's `execute` and `revert`. */
export type ToolExecuteContext = {
  /** The execution the call belongs to, stable across pause and resume. */
  executionId: string;
  /** codemode: the call's position in the execution's log. */
  seq?: number;
  /**
   * codemode: stable across passes and host crashes for the same execution, position and method (not the
   * arguments, which may differ when a call runs again after its host died), so a connector can deduplicate a
   * call that may run again after its host died mid-call.
   */
  idempotencyKey?: string;
};

/** A tool described by plain JSON Schema. */
export interface JsonSchemaToolDescriptor {
  description?: string;
  inputSchema: JSONSchema7;
  outputSchema?: JSONSchema7;
}

/** Tools described by plain JSON Schema, keyed by name. */
export type JsonSchemaToolDescriptors = Record<string, JsonSchemaToolDescriptor>;

/** What a connector tells the runtime about itself. */
export type ConnectorDescription = {
  name: string;
  instructions?: string;
  descriptors: JsonSchemaToolDescriptors;
  annotations?: Record<string, ToolAnnotations>;
};

/**
 * The runtime's view of a connector: how the engine describes, executes and reverts its methods and
 * notifies it of lifecycle events. `CodemodeConnector` implements it; tests can implement it directly.
 */
export interface ConnectorPort {
  name(): string;
  describe(): Promise<ConnectorDescription>;
  executeTool(method: string, args: unknown, ctx?: ToolExecuteContext): Promise<unknown>;
  /** Returns whether a revert ran. */
  revertAction(method: string, args: unknown, result: unknown, ctx?: ToolExecuteContext): Promise<boolean>;
  onPassEnd(executionId: string, status: PassEndStatus): Promise<void>;
  disposeExecution(executionId: string, status: ExecutionEndStatus): Promise<void>;
  /** TypeScript declarations of every method, for `describe` of the connector. */
  getTypeScriptTypes?(): Promise<string>;
  /**
   * Checks arguments without running anything: a message naming the mismatch, or `undefined`. When present,
   * the engine calls it before recording a new call, so invalid input never waits for approval. Answering
   * synchronously (when it can) keeps the call's position in the log equal to its arrival order.
   */
  checkArguments?(method: string, args: unknown): string | undefined | Promise<string | undefined>;
}
