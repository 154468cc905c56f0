import { generateNamespaceTypes } from "@codemode/catalog";
import { CodemodeConnector } from "@codemode/connector-base";
import { CodemodeError } from "@codemode/runtime-core";
import type { ToolSetLike } from "@codemode/runtime-core/internal";
import { toolDescriptors } from "../types/tool-descriptors.ts";
import { type ExecutableToolSet, executableToolSet } from "./executable-tool-set.ts";
import type { ToolSetConnectorOptions } from "./tool-set-connector-options.ts";

const DEFAULT_CONNECTOR_NAME = "tools";

/**
 * An AI SDK `ToolSet` as a connector of the durable runtime: every tool becomes a method of one sandbox
 * global (`tools` by default), recorded, replayed and rolled back like any connector call.
 *
 * - `needsApproval: true` becomes `requiresApproval`: the run pauses durably before the call and continues
 *   after `runtime.approve()`, instead of the AI SDK's per-call approval. A `needsApproval` function cannot
 *   be asked before the call is recorded (its arguments exist only inside the run), so it also requires
 *   approval: the safe reading, since the alternative would run calls the function might have stopped.
 * - Each call's input is checked against the tool's schema before `execute` (by `CodemodeConnector`), and a
 *   mismatch throws an error naming the field and the expected type.
 * - `execute(input, context)` receives the runtime's context as its second argument (`executionId`, and
 *   `seq` and `idempotencyKey` from codemode), where the AI SDK would pass its call options.
 * - Tools without `execute` (client-side or provider-executed) cannot run in the sandbox: they are left out,
 *   with one warning per connector instance.
 * - Tool names become sandbox identifiers (`get-weather` -> `get_weather`).
 */
export class ToolSetConnector extends CodemodeConnector {
  readonly #options: ToolSetConnectorOptions;
  #executable: ExecutableToolSet | undefined;

  constructor(ctx: DurableObjectState | ExecutionContext, options: ToolSetConnectorOptions) {
    super(ctx, {});
    if (
      typeof options !== "object" ||
      options === null ||
      typeof options.tools !== "object" ||
      options.tools === null
    ) {
      throw new CodemodeError(
        "configuration",
        "ToolSetConnector needs options { tools, name?, instructions? }, where tools is an AI SDK ToolSet.",
      );
    }
    this.#options = options;
  }

  name(): string {
    return this.#options.name ?? DEFAULT_CONNECTOR_NAME;
  }

  protected override instructions(): string | undefined {
    return this.#options.instructions;
  }

  protected override tools(): ToolSetLike {
    return this.#executableTools();
  }

  /**
   * Declarations of the connector's namespace, generated from the tools' own schemas (Zod or `jsonSchema()`)
   * through the AI SDK, so field descriptions show as JSDoc; limited to the tools the sandbox can call.
   */
  override async getTypeScriptTypes(): Promise<string> {
    const descriptors = await toolDescriptors(this.#executableTools());
    const instructions = this.instructions();
    return generateNamespaceTypes(
      this.name(),
      descriptors,
      instructions === undefined ? {} : { instructions },
    );
  }

  #executableTools(): ToolSetLike {
    if (this.#executable === undefined) {
      this.#executable = executableToolSet(this.name(), this.#options.tools);
      if (this.#executable.skipped.length > 0) {
        console.warn(
          `[codemode] ToolSetConnector "${this.name()}" left out tools without an execute function ` +
            `(client-side or provider-executed): ${this.#executable.skipped.join(", ")}. Sandbox code cannot call them.`,
        );
      }
    }
    return this.#executable.tools;
  }
}

/** Creates a {@link ToolSetConnector}: `toolSetConnector(this.ctx, { name: "weather", tools })`. */
export function toolSetConnector(
  ctx: DurableObjectState | ExecutionContext,
  options: ToolSetConnectorOptions,
): ToolSetConnector {
  return new ToolSetConnector(ctx, options);
}
