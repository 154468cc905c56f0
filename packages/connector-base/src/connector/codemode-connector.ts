import { WorkerEntrypoint } from "cloudflare:workers";
import { describeConnectorTools, generateNamespaceTypes } from "@codemode/catalog";
import {
  CodemodeError,
  type ConnectorDescription,
  type ConnectorPort,
  type ExecutionEndStatus,
  type PassEndStatus,
  type ToolExecuteContext,
} from "@codemode/runtime-core";
import { type ArgumentCheck, checkArguments, jsonSchemaProblem } from "./check-arguments.ts";
import type { ConnectorTool, ConnectorTools, ConnectorToolsSource } from "./connector-tool.ts";
import { type ResolvedTool, resolveTools } from "./resolve-tools.ts";
import { ToolArgumentsError } from "./tool-arguments-error.ts";

/**
 * Base class of codemode connectors: a service the model calls as a typed sandbox global
 * (`github.create_issue({ ... })`).
 *
 * A connector answers three questions: its sandbox namespace (`name()`), the guidance the model gets
 * (`instructions()`), and its tools (`tools()`, one record in which each tool carries its docs, schema,
 * approval requirement, replay policy, execution and optional revert). Everything the runtime calls
 * (`describe`, `executeTool`, `revertAction`, `getTypeScriptTypes`) is derived from that record, so authors
 * never implement it. The runtime owns replay, approval and rollback; the connector only defines and runs tools.
 *
 * Beyond the reference implementation, every call's arguments are checked against the tool's input schema
 * before `execute` runs; a mismatch throws `ToolArgumentsError` naming the field and the expected type.
 *
 * Tools are resolved once per instance (the `tools()` promise is cached; a failed resolution is retried on
 * the next call). The class extends `WorkerEntrypoint`, so a connector can also be exported and reached over
 * Workers RPC, but it is usually constructed with `new` inside a Durable Object and used in-process.
 */
export abstract class CodemodeConnector<Env = unknown, Props = unknown>
  extends WorkerEntrypoint<Env, Props>
  implements ConnectorPort
{
  #resolved: Promise<Map<string, ResolvedTool>> | undefined;
  /** The resolved tools once resolution has finished, for checks that need no await. */
  #ready: Map<string, ResolvedTool> | undefined;
  /** Arguments `checkArguments` just accepted, so `executeTool` does not check the same object twice. */
  readonly #checked = new WeakSet<object>();
  #described: { from: unknown; description: ConnectorDescription } | undefined;

  /**
   * Inside a Durable Object `this.ctx` is a `DurableObjectState`, not an `ExecutionContext`; both are
   * accepted so a connector is built with `new GithubConnector(this.ctx, this.env, connection)`, no cast.
   */
  constructor(ctx: DurableObjectState | ExecutionContext, env: Env) {
    super(ctx as ExecutionContext, env);
  }

  /** The connector's sandbox namespace (`github`, `stripe`): a JavaScript identifier, unique in the runtime. */
  abstract name(): string;

  /** Guidance for the model, returned by `describe()` and shown with the connector's types. */
  protected instructions(): string | undefined {
    return undefined;
  }

  /**
   * The single authoring surface: one record, one entry per tool. An AI SDK `ToolSet` can be returned as is.
   * Derived connectors (`McpConnector`, `OpenApiConnector`) implement it for you.
   */
  protected abstract tools(): ConnectorToolsSource | Promise<ConnectorToolsSource>;

  /**
   * Decoration hook, called once per resolved tool: override it to adjust tools you did not write inline,
   * for example to mark a derived MCP tool `requiresApproval` or attach a `revert`. Return the tool or a
   * modified copy (`{ ...tool, requiresApproval: true }`).
   */
  protected tool(_name: string, tool: ConnectorTool): ConnectorTool {
    return tool;
  }

  /** The decorated tools, resolved once per instance. */
  protected async resolvedTools(): Promise<ConnectorTools> {
    const resolved = await this.#resolve();
    return Object.fromEntries([...resolved].map(([name, entry]) => [name, entry.tool]));
  }

  /**
   * Name, instructions, one JSON Schema descriptor per tool, and the approval and replay annotations. Built
   * once per resolved tool set and then returned as is (treat it as read-only), so search and describe can
   * keep their indexes for it.
   */
  async describe(): Promise<ConnectorDescription> {
    const resolved = await this.#resolve();
    if (this.#described?.from === resolved) return this.#described.description;
    const tools = [...resolved].map(([name, { tool }]) => [name, tool] as const);
    const description = describeConnectorTools(this.name(), this.instructions(), tools);
    this.#described = { from: resolved, description };
    return description;
  }

  /**
   * Runs `method` with `args`: checks the arguments against the tool's input schema (throwing
   * `ToolArgumentsError` when they do not match), then calls the tool's `execute(args, ctx)`. `ctx` passes
   * through unchanged (`executionId`, `seq`, `idempotencyKey`). An unknown method throws an error that lists
   * the connector's methods.
   */
  async executeTool(method: string, args: unknown, ctx?: ToolExecuteContext): Promise<unknown> {
    const { tool, standardSchema } = await this.#find(method);
    const check: ArgumentCheck = {
      connector: this.name(),
      method,
      inputSchema: tool.inputSchema,
      inputSchemaOptions: tool.inputSchemaOptions,
      standardSchema,
    };
    const alreadyChecked = typeof args === "object" && args !== null && this.#checked.delete(args);
    const checked =
      tool.validateInput === false || (alreadyChecked && standardSchema === undefined)
        ? args
        : await checkArguments(check, args);
    return await tool.execute(checked, ctx);
  }

  /**
   * Checks `args` against `method`'s input schema without running anything: the problem as a message the
   * model can act on, or `undefined` when they fit. The runtime calls it before a new call is recorded, so an
   * approval-gated call with bad arguments fails at once instead of waiting for an approval it cannot use.
   */
  checkArguments(method: string, args: unknown): string | undefined | Promise<string | undefined> {
    const entry = this.#ready?.get(method);
    if (entry === undefined || entry.standardSchema !== undefined)
      return this.#checkArgumentsLater(method, args);
    // Tools are resolved and the schema is plain JSON Schema: answer now, without a turn of the event loop.
    if (entry.tool.validateInput === false) return undefined;
    const { inputSchema, inputSchemaOptions } = entry.tool;
    const problem = jsonSchemaProblem(this.name(), method, inputSchema, args, inputSchemaOptions);
    if (problem === undefined && typeof args === "object" && args !== null) this.#checked.add(args);
    return problem;
  }

  async #checkArgumentsLater(method: string, args: unknown): Promise<string | undefined> {
    const { tool, standardSchema } = await this.#find(method);
    if (tool.validateInput === false) return undefined;
    try {
      await checkArguments(
        {
          connector: this.name(),
          method,
          inputSchema: tool.inputSchema,
          inputSchemaOptions: tool.inputSchemaOptions,
          standardSchema,
        },
        args,
      );
      return undefined;
    } catch (error) {
      if (error instanceof ToolArgumentsError) return error.message;
      throw error;
    }
  }

  /**
   * Undoes an applied call through the tool's `revert(args, result, ctx)`. Returns whether a revert ran:
   * `false` for a tool without `revert` (a read), so the runtime marks only the entries it truly reverted.
   */
  async revertAction(
    method: string,
    args: unknown,
    result: unknown,
    ctx?: ToolExecuteContext,
  ): Promise<boolean> {
    const { tool } = await this.#find(method);
    if (tool.revert === undefined) return false;
    await tool.revert(args, result, ctx);
    return true;
  }

  /**
   * Called at the end of every execution pass, including one that pauses for approval. Override it to release
   * per-pass resources (a socket, a lease). Be idempotent, keep no instance memory, never throw. Default: nothing.
   */
  async onPassEnd(_executionId: string, _status: PassEndStatus): Promise<void> {}

  /**
   * Called when an execution reaches a terminal status (never on pause, since a paused run may resume).
   * Override it to tear down per-execution resources keyed by `executionId`. It may fire more than once and
   * on another instance: be idempotent, read state from durable storage, never throw. Default: nothing.
   */
  async disposeExecution(_executionId: string, _status: ExecutionEndStatus): Promise<void> {}

  /** TypeScript declarations of the connector's namespace and its instructions, for `codemode.describe`. */
  async getTypeScriptTypes(): Promise<string> {
    const { name, descriptors, instructions } = await this.describe();
    return generateNamespaceTypes(name, descriptors, instructions === undefined ? {} : { instructions });
  }

  #resolve(): Promise<Map<string, ResolvedTool>> {
    if (this.#resolved === undefined) {
      const resolving = (async () => {
        const resolved = await resolveTools(this.name(), await this.tools(), (name, tool) =>
          this.tool(name, tool),
        );
        this.#ready = resolved;
        return resolved;
      })();
      this.#resolved = resolving;
      resolving.catch(() => {
        if (this.#resolved === resolving) this.#resolved = undefined;
      });
    }
    return this.#resolved;
  }

  async #find(method: string): Promise<ResolvedTool> {
    const resolved = await this.#resolve();
    const entry = resolved.get(method);
    if (entry !== undefined) return entry;
    const available = [...resolved.keys()];
    throw new CodemodeError(
      "not_found",
      `Connector "${this.name()}" has no method "${method}". ` +
        (available.length > 0 ? `Available methods: ${available.join(", ")}.` : "It has no methods."),
    );
  }
}
