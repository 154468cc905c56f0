import { CodemodeConnector, type ConnectorTool, type ConnectorTools } from "@codemode/connector-base";
import type { ToolExecuteContext } from "@codemode/runtime-core";
import { stableJson } from "../../src/invariants/index.ts";
import { killHost, world } from "./world.ts";

type Context = ToolExecuteContext & { seq?: number; idempotencyKey?: string };

/**
 * The connector of the hardening tests. Every effect is recorded in the scope's ledger (outside the host, so
 * a host death cannot erase it), and each effect can be the fault point: the host dies just before or just
 * after it. Results are functions of the arguments, so a re-executed call answers what the first one did.
 *
 * - `read({ key })`: a read; `fetch_page({ page })`: an ephemeral read (`replay: "reexecute"`)
 * - `append({ text })`: a write without approval, revertible
 * - `publish({ title })`: an approval-gated write, revertible
 */
export class LedgerConnector extends CodemodeConnector {
  readonly #scope: string;
  readonly #state: DurableObjectState;

  constructor(state: DurableObjectState, scope: string) {
    super(state, {});
    this.#state = state;
    this.#scope = scope;
  }

  name(): string {
    return "ledger";
  }

  protected tools(): ConnectorTools {
    const tool = (
      method: string,
      options: Omit<ConnectorTool, "execute" | "revert">,
      answer: (args: Record<string, unknown>) => unknown,
      revertible: boolean,
    ): ConnectorTool => ({
      ...options,
      execute: (args, context) =>
        this.#effect("execute", method, args, context as Context, options, () =>
          answer(args as Record<string, unknown>),
        ),
      ...(revertible
        ? {
            revert: (args, _result, context) => {
              this.#effect("revert", method, args, context as Context, options, () => undefined);
            },
          }
        : {}),
    });
    const text = (name: string): NonNullable<ConnectorTool["inputSchema"]> => ({
      type: "object",
      properties: { [name]: { type: "string" } },
      required: [name],
    });
    return {
      read: tool(
        "read",
        { description: "Read a value.", inputSchema: text("key") },
        (args) => ({ value: String(args.key).toUpperCase() }),
        false,
      ),
      fetch_page: tool(
        "fetch_page",
        {
          description: "Read a page; runs again on every pass.",
          replay: "reexecute",
          inputSchema: { type: "object", properties: { page: { type: "number" } } },
        },
        (args) => ({ items: Number(args.page) * 3 }),
        false,
      ),
      append: tool(
        "append",
        { description: "Append a note.", inputSchema: text("text") },
        (args) => ({ id: `note:${args.text}` }),
        true,
      ),
      publish: tool(
        "publish",
        {
          description: "Publish a post. Needs approval.",
          requiresApproval: true,
          inputSchema: text("title"),
        },
        (args) => ({ id: `post:${args.title}` }),
        true,
      ),
    };
  }

  #effect(
    kind: "execute" | "revert",
    method: string,
    args: unknown,
    context: Context | undefined,
    options: { requiresApproval?: boolean; replay?: "log" | "reexecute" },
    answer: () => unknown,
  ): unknown {
    const scope = world(this.#scope);
    const fault = scope.fault;
    const here = !scope.fired && fault?.kind === "effect" && fault.effect === kind && fault.method === method;
    if (here && fault.phase === "before") {
      scope.fired = true;
      killHost(this.#state, this.#scope, `before the ${method} ${kind}`);
    }
    scope.ledger.recordEffect({
      kind,
      executionId: context?.executionId ?? "",
      connector: "ledger",
      method,
      argumentsKey: stableJson(args),
      requiresApproval: options.requiresApproval === true,
      ephemeral: options.replay === "reexecute",
      seq: context?.seq,
      idempotencyKey: context?.idempotencyKey,
    });
    if (here) {
      scope.fired = true;
      killHost(this.#state, this.#scope, `after the ${method} ${kind}`);
    }
    return answer();
  }
}
