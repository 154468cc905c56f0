// src/tracker.codemode.ts
import { CodemodeConnector, type ConnectorTools } from "codemode";

type Issue = { id: number; title: string };

/** Found by codemode/vite (a `*.codemode.ts` module): exported from the entry and listed in the virtual module. */
export class TrackerConnector extends CodemodeConnector {
  readonly #storage: DurableObjectStorage;

  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env);
    this.#storage = ctx.storage;
  }

  name() {
    return "tracker";
  }

  protected tools(): ConnectorTools {
    const issues = async () => (await this.#storage.get<Issue[]>("issues")) ?? [];
    return {
      list_issues: { description: "List the issues.", execute: issues },
      create_issue: {
        description: "Open an issue.",
        inputSchema: { type: "object", properties: { title: { type: "string" } }, required: ["title"] },
        requiresApproval: true,
        execute: async (args) => {
          const issue = { id: Date.now(), title: (args as { title: string }).title };
          await this.#storage.put("issues", [...(await issues()), issue]);
          return issue;
        },
        revert: async (_args, result) => {
          const { id } = result as Issue;
          await this.#storage.put(
            "issues",
            (await issues()).filter((issue) => issue.id !== id),
          );
        },
      },
    };
  }
}
