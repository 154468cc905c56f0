import { createExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { CodemodeError } from "@codemode/runtime-core";
import { describe, expect, it } from "vitest";
import {
  ConflictingConnector,
  IssuesConnector,
  PROTOTYPE_METHOD_NAMES,
} from "../../test/sample-connectors.ts";
import { CodemodeConnector } from "./codemode-connector.ts";
import type { ConnectorTools } from "./connector-tool.ts";
import { ToolArgumentsError } from "./tool-arguments-error.ts";

function issues(): IssuesConnector {
  return new IssuesConnector(createExecutionContext(), {});
}

describe("CodemodeConnector.describe", () => {
  it("derives name, instructions, descriptors and annotations from the tools record", async () => {
    const description = await issues().describe();
    expect(description.name).toBe("github");
    expect(description.instructions).toBe("Use for GitHub issues.");
    expect(Object.keys(description.descriptors)).toEqual(["list_issues", "create_issue", "read_file"]);
    expect(description.descriptors.list_issues).toEqual({
      description: "List issues of a repository.",
      inputSchema: {
        type: "object",
        properties: { repo: { type: "string" }, state: { enum: ["open", "closed"] } },
        required: ["repo"],
      },
      outputSchema: { type: "array", items: { type: "object" } },
    });
    expect(description.descriptors.read_file).toEqual({ inputSchema: { type: "object" } });
    expect(description.annotations).toEqual({
      create_issue: { requiresApproval: true },
      read_file: { replay: "reexecute" },
    });
  });

  it("leaves instructions out when the connector has none", async () => {
    const description = await new ConflictingTools(createExecutionContext(), {}).describe();
    expect(description).not.toHaveProperty("instructions");
  });

  it("resolves tools and runs the decoration hook once per instance", async () => {
    const connector = issues();
    await Promise.all([
      connector.describe(),
      connector.describe(),
      connector.executeTool("list_issues", { repo: "a" }),
    ]);
    await connector.executeTool("read_file", {});
    expect(connector.toolsCalls).toBe(1);
    expect(connector.decorated).toEqual(["list_issues", "create_issue", "read_file"]);
  });

  it("refuses requiresApproval combined with replay: reexecute, on every surface", async () => {
    const connector = new ConflictingConnector(createExecutionContext(), {});
    await expect(connector.describe()).rejects.toThrow(
      /Connector "broken" tool "write" combines requiresApproval with replay: "reexecute"/,
    );
    const error = await connector.executeTool("write", {}).catch((caught: unknown) => caught);
    expect(CodemodeError.isInstance(error) && error.code).toBe("configuration");
  });

  it("retries tools() after a failed resolution instead of caching the failure", async () => {
    const connector = new FlakyConnector(createExecutionContext(), {});
    await expect(connector.describe()).rejects.toThrow("connection refused");
    expect(Object.keys((await connector.describe()).descriptors)).toEqual(["ping"]);
  });
});

describe("CodemodeConnector.executeTool and revertAction", () => {
  it("passes arguments and the whole context through to execute", async () => {
    const connector = issues();
    const ctx = { executionId: "exec-1", seq: 3, idempotencyKey: "exec-1:3:abc" };
    const result = await connector.executeTool("create_issue", { title: "Bug", labels: ["p1"] }, ctx);
    expect(result).toEqual({ number: 42 });
    expect(connector.calls).toEqual([
      { kind: "execute", method: "create_issue", args: { title: "Bug", labels: ["p1"] }, ctx },
    ]);
  });

  it("reverts through the tool's revert and reports that it ran", async () => {
    const connector = issues();
    const ctx = { executionId: "exec-2", seq: 0, idempotencyKey: "k" };
    expect(await connector.revertAction("create_issue", { title: "Bug" }, { number: 42 }, ctx)).toBe(true);
    expect(connector.calls).toEqual([
      { kind: "revert", method: "create_issue", args: { title: "Bug" }, result: { number: 42 }, ctx },
    ]);
  });

  it("returns false for a tool without revert", async () => {
    expect(await issues().revertAction("list_issues", { repo: "a" }, [])).toBe(false);
  });

  it("names the path and the expected type of a wrong argument, and does not execute", async () => {
    const connector = issues();
    const error = await connector
      .executeTool("create_issue", { title: "Bug", labels: ["p1", 7] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ToolArgumentsError);
    expect((error as Error).message).toMatch(
      /^github\.create_issue: input\.labels\[1\] must be a string, got number\./,
    );
    expect((error as ToolArgumentsError).code).toBe("invalid_argument");
    expect(connector.calls).toEqual([]);
  });

  it("lists every mismatch: missing, wrong and unexpected fields", async () => {
    const error = await issues()
      .executeTool("create_issue", { title: "", colour: "red" })
      .then(
        () => undefined,
        (caught: unknown) => caught as ToolArgumentsError,
      );
    if (error === undefined) throw new Error("expected the call to be refused");
    expect(error.issues.map((issue) => `${issue.path} ${issue.message}`)).toEqual([
      "input.title must be at least 1 character long, got 0",
      "input.colour is not allowed; allowed properties: title, labels",
    ]);
    expect(error.message).toContain('codemode.describe("github.create_issue")');
  });

  it("reports a mismatch through checkArguments without running anything, and skips checks when validateInput is false", async () => {
    const connector = issues();
    expect(await connector.checkArguments("list_issues", { repo: 7 })).toMatch(
      /input\.repo must be a string, got number/,
    );
    expect(await connector.checkArguments("list_issues", { repo: "r" })).toBeUndefined();
    class Unchecked extends CodemodeConnector {
      name() {
        return "loose";
      }
      protected tools(): ConnectorTools {
        return {
          echo: {
            inputSchema: { type: "object", properties: { n: { type: "number" } } },
            validateInput: false,
            execute: (args) => args,
          },
        };
      }
    }
    const loose = new Unchecked(createExecutionContext(), {});
    expect(await loose.checkArguments("echo", { n: "not a number" })).toBeUndefined();
    expect(await loose.executeTool("echo", { n: "not a number" })).toEqual({ n: "not a number" });
  });

  it("checks missing arguments as an empty object", async () => {
    await expect(issues().executeTool("list_issues", undefined)).rejects.toThrow(
      "github.list_issues: input.repo is required.",
    );
  });

  it("rejects an unknown method and lists the available ones", async () => {
    const error = await issues()
      .executeTool("delete_repo", {})
      .catch((caught: unknown) => caught);
    expect((error as Error).message).toBe(
      'Connector "github" has no method "delete_repo". Available methods: list_issues, create_issue, read_file.',
    );
    expect(CodemodeError.isInstance(error) && error.code).toBe("not_found");
    await expect(issues().revertAction("toString", {}, null)).rejects.toThrow('has no method "toString"');
  });

  it("has no-op lifecycle hooks by default", async () => {
    const connector = issues();
    await expect(connector.onPassEnd("exec", "paused")).resolves.toBeUndefined();
    await expect(connector.disposeExecution("exec", "completed")).resolves.toBeUndefined();
  });
});

describe("CodemodeConnector.getTypeScriptTypes", () => {
  it("declares the namespace with the instructions and one typed method per tool", async () => {
    const types = await issues().getTypeScriptTypes();
    expect(types).toContain("Use for GitHub issues.");
    expect(types).toContain("declare const github");
    expect(types).toMatch(/list_issues\(input: \w+\): Promise<\w+>/);
    expect(types).toMatch(/create_issue\(input: \w+\)/);
    expect(types).toContain("repo: string");
    expect(types).toMatch(/state\?: "open" \| "closed"/);
  });
});

describe("CodemodeConnector inside the Workers runtime", () => {
  it("is a working WorkerEntrypoint reachable over RPC", async () => {
    const description = await exports.IssuesConnector.describe();
    expect(description.annotations).toEqual({
      create_issue: { requiresApproval: true },
      read_file: { replay: "reexecute" },
    });
    // The RPC stub types an `unknown` result as not serializable; the call itself is what is tested here.
    const stub = exports.IssuesConnector as unknown as Pick<IssuesConnector, "executeTool">;
    const error = await stub.executeTool("list_issues", { repo: 5 }).catch((caught: unknown) => caught);
    // Workers RPC keeps the message and prefixes the error's name, since the class does not cross the boundary.
    expect((error as Error).message).toMatch(
      /^ToolArgumentsError: github\.list_issues: input\.repo must be a string, got number/,
    );
  });

  it("describes methods named like Object.prototype members as own entries, also over RPC", async () => {
    const description = await exports.PrototypeNamesConnector.describe();
    expect(Object.keys(description.descriptors)).toEqual([...PROTOTYPE_METHOD_NAMES]);
    expect(Object.getPrototypeOf(description.descriptors)).toBe(Object.prototype);
    for (const method of PROTOTYPE_METHOD_NAMES) {
      expect(Object.hasOwn(description.descriptors, method)).toBe(true);
      expect(description.descriptors[method]?.description).toBe(`The ${method} method.`);
    }
    expect(Object.keys(description.annotations ?? {})).toEqual(["__proto__"]);
    expect(Object.hasOwn(description.annotations ?? {}, "__proto__")).toBe(true);
  });

  it("is constructed with a Durable Object's state", async () => {
    const host = env.CONNECTOR_HOST.get(env.CONNECTOR_HOST.idFromName("host"));
    const description = (await host.describeConnector()) as { name: string };
    expect(description.name).toBe("github");
    expect(await host.createIssue("From a Durable Object")).toEqual({ number: 42 });
  });
});

class ConflictingTools extends CodemodeConnector {
  name(): string {
    return "plain";
  }
  protected tools(): ConnectorTools {
    return { ping: { execute: () => "pong" } };
  }
}

class FlakyConnector extends CodemodeConnector {
  #attempts = 0;
  name(): string {
    return "flaky";
  }
  protected async tools(): Promise<ConnectorTools> {
    this.#attempts++;
    if (this.#attempts === 1) throw new Error("connection refused");
    return { ping: { execute: () => "pong" } };
  }
}
