import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createCodemodeRuntime } from "@codemode/durable-storage";
import type { ToolExecuteContext } from "@codemode/runtime-core";
import { jsonSchema, type ToolSet, tool } from "ai";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { z } from "zod";
import { ToolSetConnector, toolSetConnector } from "../src/index.ts";
import { callThroughModel, executor } from "./support.ts";

type Sent = { input: unknown; context: unknown };

function mailTools(sent: Sent[], predicateCalls: unknown[] = []): ToolSet {
  return {
    list_inbox: tool({
      description: "Subjects of the newest messages.",
      inputSchema: z.object({ limit: z.number().int().max(20).describe("How many messages") }),
      execute: async ({ limit }) => ["Invoice", "Lunch?", "Release"].slice(0, limit),
    }),
    "send-email": tool({
      description: "Send an email.",
      inputSchema: z.object({ to: z.string().describe("Recipient address"), body: z.string() }),
      needsApproval: true,
      execute: async (input, context) => {
        sent.push({ input, context });
        return { id: `msg-${sent.length}` };
      },
    }),
    archive: tool({
      description: "Archive a message when the policy allows it.",
      inputSchema: jsonSchema<{ id: string }>({
        type: "object",
        properties: { id: { type: "string" } },
        required: ["id"],
      }),
      needsApproval: async (input) => {
        predicateCalls.push(input);
        return false;
      },
      execute: async () => "archived",
    }),
    ask_user: tool({ description: "Runs in the browser.", inputSchema: z.object({ question: z.string() }) }),
    sync_inbox: tool({
      description: "Sync the inbox, streaming progress.",
      inputSchema: z.object({}),
      async *execute() {
        yield "syncing";
        yield "synced 3 messages";
      },
    }),
  };
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

/** Runs `test` inside a fresh host Durable Object, with a runtime over a `mail` ToolSetConnector. */
function withRuntime(
  test: (context: {
    runtime: ReturnType<typeof createCodemodeRuntime>;
    connector: ToolSetConnector;
    sent: Sent[];
    predicateCalls: unknown[];
  }) => Promise<void>,
): Promise<void> {
  const stub = env.HOST.get(env.HOST.newUniqueId());
  return runInDurableObject(stub, async (_instance, state) => {
    const sent: Sent[] = [];
    const predicateCalls: unknown[] = [];
    const connector = toolSetConnector(state, {
      name: "mail",
      instructions: "Never email strangers.",
      tools: mailTools(sent, predicateCalls),
    });
    const runtime = createCodemodeRuntime({ ctx: state, connectors: [connector], executor: executor() });
    await test({ runtime, connector, sent, predicateCalls });
  });
}

describe("ToolSetConnector in a durable runtime, through a model", () => {
  it.each(["generate", "stream"] as const)(
    "runs a tool and the model receives the completed outcome (%sText)",
    (mode) =>
      withRuntime(async ({ runtime }) => {
        const { received } = await callThroughModel(
          { codemode: runtime.tool() },
          "codemode",
          { code: "async () => (await mail.list_inbox({ limit: 2 })).join(', ')" },
          mode,
        );
        expect(received.output).toMatchObject({
          type: "json",
          value: { status: "completed", result: "Invoice, Lunch?" },
        });
      }),
  );

  it("records a streaming tool's final value", () =>
    withRuntime(async ({ runtime }) => {
      const outcome = await runtime.execute({ code: "async () => mail.sync_inbox({})" });
      expect(outcome).toMatchObject({ status: "completed", result: "synced 3 messages" });
      const [execution] = await runtime.executions(1);
      expect(execution?.log).toEqual([
        expect.objectContaining({ method: "sync_inbox", state: "applied", result: "synced 3 messages" }),
      ]);
    }));

  it("pauses on a needsApproval tool, and runs it once after approval with the execution id", () =>
    withRuntime(async ({ runtime, sent }) => {
      const code =
        'async () => { const r = await mail.send_email({ to: "ada@example.com", body: "Hi" }); return r.id; }';
      const { received } = await callThroughModel({ codemode: runtime.tool() }, "codemode", { code });
      const paused = received.output.value as { status: string; executionId: string; pending: unknown[] };
      expect(paused.status).toBe("paused");
      expect(paused.pending).toEqual([
        expect.objectContaining({
          connector: "mail",
          method: "send_email",
          args: { to: "ada@example.com", body: "Hi" },
        }),
      ]);
      expect(sent).toEqual([]);

      const resumed = await runtime.approve({ executionId: paused.executionId });
      expect(resumed).toMatchObject({ status: "completed", result: "msg-1" });
      expect(sent).toHaveLength(1);
      expect(sent[0]?.input).toEqual({ to: "ada@example.com", body: "Hi" });
      expect((sent[0]?.context as ToolExecuteContext | undefined)?.executionId).toBe(paused.executionId);
    }));

  it("treats a needsApproval function as requiring approval, without calling it", () =>
    withRuntime(async ({ runtime, predicateCalls }) => {
      const outcome = await runtime.execute({ code: 'async () => mail.archive({ id: "m1" })' });
      expect(outcome.status).toBe("paused");
      expect(predicateCalls).toEqual([]);
      const described = await runtime.describe("mail.archive");
      expect(described.requiresApproval).toBe(true);
    }));

  it("checks input before execute: the model receives an error naming the field", () =>
    withRuntime(async ({ runtime, sent }) => {
      const { received } = await callThroughModel({ codemode: runtime.tool() }, "codemode", {
        code: "async () => mail.list_inbox({ limit: 50 })",
      });
      const value = received.output.value as { status: string; error: string };
      expect(value.status).toBe("error");
      expect(value.error).toMatch(/mail\.list_inbox.*input\.limit/);
      expect(sent).toEqual([]);
    }));
});

describe("ToolSetConnector's tools and types", () => {
  it("leaves out tools without execute, with one warning per connector", () =>
    withRuntime(async ({ runtime, connector }) => {
      const description = await connector.describe();
      await connector.getTypeScriptTypes();
      await connector.describe();
      expect(Object.keys(description.descriptors)).toEqual([
        "list_inbox",
        "send_email",
        "archive",
        "sync_inbox",
      ]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain("ask_user");
      const outcome = await runtime.execute({ code: 'async () => mail.ask_user({ question: "ok?" })' });
      expect(outcome.status).toBe("error");
    }));

  it("generates the namespace's types from the original schemas, with instructions and field docs", () =>
    withRuntime(async ({ connector }) => {
      const types = await connector.getTypeScriptTypes();
      expect(types).toContain("Never email strangers.");
      expect(types).toContain("declare const mail: {");
      expect(types).toMatch(/\/\*\* Recipient address \*\/\s+to: string;/);
      expect(types).toMatch(/\/\*\* How many messages \*\/\s+limit: number;/);
      expect(types).toContain("send_email(input: SendEmailInput): Promise<SendEmailOutput>;");
      expect(types).not.toContain("ask_user");
    }));

  it("defaults the namespace to tools and rejects tools that map to one method name", () =>
    runInDurableObject(env.HOST.get(env.HOST.newUniqueId()), async (_instance, state) => {
      const run = async () => "ok";
      const connector = new ToolSetConnector(state, {
        tools: { ping: tool({ inputSchema: z.object({}), execute: run }) },
      });
      expect(connector.name()).toBe("tools");
      const clashing = new ToolSetConnector(state, {
        tools: {
          "get-item": tool({ inputSchema: z.object({}), execute: run }),
          "get.item": tool({ inputSchema: z.object({}), execute: run }),
        },
      });
      await expect(clashing.describe()).rejects.toThrow(
        /"get-item" and "get\.item" both become the sandbox method "get_item"/,
      );
      expect(() => new ToolSetConnector(state, {} as never)).toThrow(/needs options \{ tools/);
    }));
});
