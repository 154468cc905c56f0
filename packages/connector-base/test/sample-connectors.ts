import type { ToolExecuteContext } from "@codemode/runtime-core";
import { CodemodeConnector } from "../src/connector/codemode-connector.ts";
import type { ConnectorTool, ConnectorTools } from "../src/connector/connector-tool.ts";

/** One recorded `execute` or `revert` call. */
export type RecordedCall = {
  kind: "execute" | "revert";
  method: string;
  args: unknown;
  result?: unknown;
  ctx?: ToolExecuteContext;
};

/** A connector with a read, an approval-gated write with revert, and an ephemeral read; it records every call. */
export class IssuesConnector extends CodemodeConnector {
  readonly calls: RecordedCall[] = [];
  toolsCalls = 0;
  decorated: string[] = [];

  name(): string {
    return "github";
  }

  protected override instructions(): string {
    return "Use for GitHub issues.";
  }

  protected tools(): ConnectorTools {
    this.toolsCalls++;
    return {
      list_issues: {
        description: "List issues of a repository.",
        inputSchema: {
          type: "object",
          properties: { repo: { type: "string" }, state: { enum: ["open", "closed"] } },
          required: ["repo"],
        },
        outputSchema: { type: "array", items: { type: "object" } },
        execute: (args, ctx) => {
          this.calls.push({ kind: "execute", method: "list_issues", args, ctx });
          return [{ number: 1, repo: (args as { repo: string }).repo }];
        },
      },
      create_issue: {
        description: "Create an issue.",
        inputSchema: {
          type: "object",
          properties: {
            title: { type: "string", minLength: 1 },
            labels: { type: "array", items: { type: "string" } },
          },
          required: ["title"],
          additionalProperties: false,
        },
        execute: async (args, ctx) => {
          this.calls.push({ kind: "execute", method: "create_issue", args, ctx });
          return { number: 42 };
        },
        revert: async (args, result, ctx) => {
          this.calls.push({ kind: "revert", method: "create_issue", args, result, ctx });
        },
      },
      read_file: {
        replay: "reexecute",
        execute: () => "contents",
      },
    };
  }

  protected override tool(name: string, tool: ConnectorTool): ConnectorTool {
    this.decorated.push(name);
    return name === "create_issue" ? { ...tool, requiresApproval: true } : tool;
  }
}

/** A connector whose only tool combines approval with re-execution, which must be refused. */
export class ConflictingConnector extends CodemodeConnector {
  name(): string {
    return "broken";
  }

  protected tools(): ConnectorTools {
    return { write: { requiresApproval: true, replay: "reexecute", execute: () => "done" } };
  }
}

/** Method names that a plain object used as a map gets wrong: the prototype setter and inherited members. */
export const PROTOTYPE_METHOD_NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty"] as const;

/** A connector whose methods are named like `Object.prototype` members; `__proto__` is approval-gated. */
export class PrototypeNamesConnector extends CodemodeConnector {
  name(): string {
    return "prototypes";
  }

  protected tools(): ConnectorTools {
    const tools: ConnectorTools = {};
    for (const method of PROTOTYPE_METHOD_NAMES) {
      Object.defineProperty(tools, method, {
        enumerable: true,
        value: {
          description: `The ${method} method.`,
          requiresApproval: method === "__proto__",
          execute: () => method,
        },
      });
    }
    return tools;
  }
}
