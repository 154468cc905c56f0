import { CodemodeConnector, type ConnectorTools } from "codemode";
import type { IssueStore } from "./issues.ts";

/** The issue tracker as the sandbox global `tracker`: reads run at once, creating an issue waits for a person. */
export class TrackerConnector extends CodemodeConnector {
  readonly #issues: IssueStore;

  constructor(ctx: DurableObjectState, env: unknown, issues: IssueStore) {
    super(ctx, env);
    this.#issues = issues;
  }

  name() {
    return "tracker";
  }

  protected override instructions() {
    return "The team's issue tracker. Search before creating a duplicate.";
  }

  protected tools(): ConnectorTools {
    return {
      list_issues: {
        description: "List the issues, optionally only those whose title contains `query`.",
        inputSchema: { type: "object", properties: { query: { type: "string" } } },
        execute: (args) => {
          const query = (args as { query?: string }).query?.toLowerCase() ?? "";
          return this.#issues.list().filter((issue) => issue.title.toLowerCase().includes(query));
        },
      },
      create_issue: {
        description: "Open an issue.",
        inputSchema: {
          type: "object",
          properties: { title: { type: "string" }, body: { type: "string" } },
          required: ["title"],
        },
        requiresApproval: true, // the run pauses here until approve()
        execute: (args) => this.#issues.create(args as { title: string; body?: string }),
        revert: (_args, result) => this.#issues.delete((result as { id: number }).id), // used by rollback()
      },
    };
  }
}
