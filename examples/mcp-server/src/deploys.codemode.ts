// src/deploys.codemode.ts
import { CodemodeConnector, type ConnectorTools } from "codemode";

/** A deploy service as the sandbox global `deploys`: listing is free, starting a deploy needs a person. */
export class DeploysConnector extends CodemodeConnector {
  readonly #storage: DurableObjectStorage;

  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env);
    this.#storage = ctx.storage;
  }

  name() {
    return "deploys";
  }

  protected tools(): ConnectorTools {
    return {
      list: {
        description: "List the versions deployed so far, oldest first.",
        execute: async () => (await this.#storage.get<string[]>("deployed")) ?? [],
      },
      start: {
        description: "Deploy a version to production.",
        inputSchema: { type: "object", properties: { version: { type: "string" } }, required: ["version"] },
        requiresApproval: true,
        execute: async (args) => {
          const deployed = (await this.#storage.get<string[]>("deployed")) ?? [];
          const { version } = args as { version: string };
          await this.#storage.put("deployed", [...deployed, version]);
          return { version, live: true };
        },
      },
    };
  }
}
