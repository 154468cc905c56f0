import type { ToolExecuteContext } from "@codemode/runtime-core";
import type { ToolSetLike } from "@codemode/runtime-core/internal";
import type { JSONSchema7 } from "json-schema";
import type { ValidateJsonSchemaOptions } from "../validation/validation-issue.ts";

/** The options of the argument check that depend on where a tool's input schema came from. */
export type InputSchemaOptions = Pick<ValidateJsonSchemaOptions, "openApiVersion" | "assertFormat">;

/**
 * One connector tool, with everything about it in one place: its docs, input schema, approval requirement,
 * replay policy, execution and (optionally) how to undo it.
 *
 * `execute` and `revert` receive the call's `ToolExecuteContext`: the `executionId` (stable across pause and
 * resume, the key for per-execution resources) and, from codemode's runtime, the call's `seq` and a stable
 * `idempotencyKey` a connector can use to deduplicate a call that runs again after its host died mid-call.
 */
export type ConnectorTool = {
  description?: string;
  /** JSON Schema of the tool's input. Defaults to an open object. Arguments are checked against it before `execute`. */
  inputSchema?: JSONSchema7;
  outputSchema?: JSONSchema7;
  /**
   * How `inputSchema` is read when it has no `$schema`: the `openapi` version of the document it came from
   * (`3.0.x`: draft-04 with `nullable`; `3.1.x`: 2020-12), and whether `format` is asserted. `OpenApiConnector`
   * sets the version; by default a schema is read as 2020-12 that also understands older spellings.
   */
  inputSchemaOptions?: InputSchemaOptions;
  /** Pause for approval before executing. Omit to execute immediately. */
  requiresApproval?: boolean;
  /**
   * `"reexecute"`: an idempotent read whose result is not stored in the durable log and that runs again on
   * every replay. Cannot be combined with `requiresApproval`: an approved action must be logged. Defaults to `"log"`.
   */
  replay?: "log" | "reexecute";
  /**
   * codemode: check arguments against `inputSchema` before `execute`, with an error naming the field and the
   * expected type (default `true`). `false` passes arguments through unchecked, as the reference does.
   */
  validateInput?: boolean;
  execute: (args: unknown, ctx?: ToolExecuteContext) => Promise<unknown> | unknown;
  /** Compensation for rollback: undoes an applied call, given its arguments and recorded result. */
  revert?: (args: unknown, result: unknown, ctx?: ToolExecuteContext) => Promise<void> | void;
};

/** Connector tools keyed by method name. */
export type ConnectorTools = Record<string, ConnectorTool>;

/**
 * What `tools()` may return: connector tools, or an AI SDK `ToolSet` as is (Zod or `jsonSchema()` input
 * schemas, `needsApproval`, `execute(args, options)`); the base converts each record to a `ConnectorTool`
 * before the `tool(name, tool)` decoration hook sees it.
 */
export type ConnectorToolsSource = ConnectorTools | ToolSetLike;
