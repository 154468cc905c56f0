import { createExecutionContext } from "cloudflare:test";
import type { ToolExecuteContext } from "@codemode/runtime-core";
import { jsonSchema, type ToolSet, tool } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as zodMini from "zod/mini";
import { z as zod3 } from "zod/v3";
import { CodemodeConnector } from "./codemode-connector.ts";
import type { ConnectorTool } from "./connector-tool.ts";
import { ToolArgumentsError } from "./tool-arguments-error.ts";

type Received = { args: unknown; options: unknown };

/** An AI SDK ToolSet returned from tools() as is, built with the real `ai` and `zod` packages. */
function linearTools(received: Received[]): ToolSet {
  return {
    create_ticket: tool({
      description: "Create a Linear ticket.",
      inputSchema: z.object({
        title: z.string().min(1),
        priority: z.number().int().default(3),
        labels: z.array(z.string()).optional(),
      }),
      needsApproval: true,
      execute: async (args, options) => {
        received.push({ args, options });
        return { id: "LIN-1" };
      },
    }),
    search: tool({
      description: "Search tickets.",
      inputSchema: jsonSchema<{ query: string; limit?: number }>({
        type: "object",
        properties: { query: { type: "string" }, limit: { type: "integer", maximum: 50 } },
        required: ["query"],
      }),
      execute: async (args, options) => {
        received.push({ args, options });
        return [];
      },
    }),
    archive: tool({
      description: "Archive a ticket when the model asks for it.",
      inputSchema: z.object({ id: z.string() }),
      needsApproval: async () => true,
      execute: async () => "archived",
    }),
    client_side: tool({ description: "Runs in the browser.", inputSchema: z.object({}) }),
  };
}

class LinearConnector extends CodemodeConnector {
  readonly received: Received[] = [];
  name(): string {
    return "linear";
  }
  protected tools(): ToolSet {
    return linearTools(this.received);
  }
}

class DecoratedLinear extends LinearConnector {
  protected override tool(name: string, connectorTool: ConnectorTool): ConnectorTool {
    if (name !== "search") return connectorTool;
    return {
      ...connectorTool,
      inputSchema: { type: "object", properties: { query: { type: "string", maxLength: 3 } } },
    };
  }
}

function linear(): LinearConnector {
  return new LinearConnector(createExecutionContext(), {});
}

describe("AI SDK ToolSet records", () => {
  it("describes Zod and jsonSchema() inputs as JSON Schema and maps needsApproval", async () => {
    const description = await linear().describe();
    expect(Object.keys(description.descriptors)).toEqual(["create_ticket", "search", "archive"]);
    expect(description.descriptors.create_ticket?.inputSchema).toMatchObject({
      type: "object",
      properties: {
        title: { type: "string", minLength: 1 },
        priority: { type: "integer", default: 3 },
        labels: { type: "array", items: { type: "string" } },
      },
      required: ["title"],
    });
    expect(description.descriptors.search).toEqual({
      description: "Search tickets.",
      inputSchema: {
        type: "object",
        properties: { query: { type: "string" }, limit: { type: "integer", maximum: 50 } },
        required: ["query"],
      },
    });
    expect(description.annotations).toEqual({
      create_ticket: { requiresApproval: true },
      archive: { requiresApproval: true },
    });
  });

  it("passes Zod's parsed value and the codemode context as execute's second argument", async () => {
    const connector = linear();
    const ctx: ToolExecuteContext = { executionId: "exec-9", seq: 1, idempotencyKey: "exec-9:1" };
    expect(await connector.executeTool("create_ticket", { title: "Crash" }, ctx)).toEqual({ id: "LIN-1" });
    expect(connector.received).toEqual([{ args: { title: "Crash", priority: 3 }, options: ctx }]);
  });

  it("reports Zod's issues with their paths", async () => {
    const connector = linear();
    const error = await connector.executeTool("create_ticket", { title: "Crash", labels: ["ok", 5] }).then(
      () => undefined,
      (caught: unknown) => caught as ToolArgumentsError,
    );
    if (error === undefined) throw new Error("expected the call to be refused");
    expect(error).toBeInstanceOf(ToolArgumentsError);
    expect(error.message).toMatch(
      /^linear\.create_ticket: input\.labels\[1\] invalid input: expected string, received number/,
    );
    expect(connector.received).toEqual([]);
  });

  it("checks jsonSchema() inputs with the JSON Schema validator", async () => {
    const connector = linear();
    await expect(connector.executeTool("search", { query: "bug", limit: 80 })).rejects.toThrow(
      "linear.search: input.limit must be <= 50, got 80",
    );
    await connector.executeTool("search", { query: "bug" }, { executionId: "exec-3" });
    expect(connector.received).toEqual([{ args: { query: "bug" }, options: { executionId: "exec-3" } }]);
  });

  it("checks against the schema the decoration hook put in place", async () => {
    const connector = new DecoratedLinear(createExecutionContext(), {});
    await expect(connector.executeTool("search", { query: "long" })).rejects.toThrow(
      "linear.search: input.query must be at most 3 characters long, got 4",
    );
  });

  it("leaves out tools without execute", async () => {
    await expect(linear().executeTool("client_side", {})).rejects.toThrow(
      'Connector "linear" has no method "client_side". Available methods: create_ticket, search, archive.',
    );
  });

  it("falls back to an open object for schemas without a JSON Schema export, still checking with their validate", async () => {
    const received: unknown[] = [];
    class Fallback extends CodemodeConnector {
      name(): string {
        return "fallback";
      }
      protected tools(): ToolSet {
        return {
          mini: tool({
            inputSchema: zodMini.object({ id: zodMini.string() }),
            execute: async (args) => received.push(args),
          }),
          legacy: tool({
            inputSchema: zod3.object({ count: zod3.number() }),
            execute: async (args) => received.push(args),
          }),
        };
      }
    }
    const connector = new Fallback(createExecutionContext(), {});
    const description = await connector.describe();
    expect(description.descriptors.mini?.inputSchema).toEqual({ type: "object" });
    expect(description.descriptors.legacy?.inputSchema).toEqual({ type: "object" });
    await connector.executeTool("mini", { id: "a" });
    await connector.executeTool("legacy", { count: 2 });
    expect(received).toEqual([{ id: "a" }, { count: 2 }]);
    await expect(connector.executeTool("mini", { id: 1 })).rejects.toThrow(/^fallback\.mini: input\.id /);
    await expect(connector.executeTool("legacy", { count: "2" })).rejects.toThrow(
      /^fallback\.legacy: input\.count /,
    );
  });
});
