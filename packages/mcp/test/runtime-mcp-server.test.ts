import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createCodemodeRuntime } from "@codemode/durable-storage";
import { describe, expect, it } from "vitest";
import { runtimeMcpServer } from "../src/index.ts";
import { NotesConnector } from "./notes-connector.ts";
import { connectClient, executor, firstJson, texts } from "./support.ts";

type Runtime = ReturnType<typeof createCodemodeRuntime>;

/** Runs `test` inside a fresh host Durable Object with a runtime over the notes connector. */
function withRuntime(test: (runtime: Runtime, state: DurableObjectState) => Promise<void>): Promise<void> {
  return runInDurableObject(env.HOST.get(env.HOST.newUniqueId()), async (_instance, state) => {
    const runtime = createCodemodeRuntime({
      ctx: state,
      connectors: [new NotesConnector(state, {})],
      executor: executor(),
    });
    await test(runtime, state);
  });
}

describe("runtimeMcpServer", () => {
  it("offers discovery, execution and the approval flow as MCP tools", () =>
    withRuntime(async (runtime) => {
      const client = await connectClient(
        runtimeMcpServer(runtime, { tool: { connectorHints: { notes: "team notes" } } }),
      );
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual([
        "search",
        "describe",
        "execute",
        "pending",
        "approve",
        "reject",
      ]);
      const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
      expect(byName.execute?.description).toContain("- `notes`: team notes");
      expect(byName.search?.annotations).toMatchObject({ readOnlyHint: true });
      expect(byName.approve?.annotations).toMatchObject({ destructiveHint: true });
    }));

  it("searches and describes connector methods without running code", () =>
    withRuntime(async (runtime) => {
      const client = await connectClient(runtimeMcpServer(runtime));
      const found = firstJson(
        await client.callTool({ name: "search", arguments: { query: "write a note" } }),
      ) as {
        results: Array<{ path: string }>;
      };
      expect(found.results[0]?.path).toBe("notes.write");
      const described = await client.callTool({ name: "describe", arguments: { target: "notes.write" } });
      expect(firstJson(described)).toMatchObject({
        path: "notes.write",
        requiresApproval: true,
        kind: "method",
      });
      const missing = await client.callTool({ name: "describe", arguments: { target: "nope.nothing" } });
      expect(texts(missing).join("\n")).toMatch(/nope/);
    }));

  it("pauses for approval, lists the pending action, and completes once approved", () =>
    withRuntime(async (runtime, state) => {
      const client = await connectClient(runtimeMcpServer(runtime));
      const paused = await client.callTool({
        name: "execute",
        arguments: {
          code: 'async () => { await notes.write({ title: "plan" }); return (await notes.list()).length; }',
        },
      });
      expect(paused.isError).toBeUndefined();
      const outcome = firstJson(paused) as {
        status: string;
        executionId: string;
        pending: Array<{ seq: number }>;
      };
      expect(outcome.status).toBe("paused");
      expect(texts(paused)[1]).toContain(`approve({ executionId: "${outcome.executionId}" })`);
      expect(await state.storage.get("note:plan")).toBeUndefined();

      const pending = firstJson(await client.callTool({ name: "pending", arguments: {} }));
      expect(pending).toEqual([
        expect.objectContaining({
          executionId: outcome.executionId,
          connector: "notes",
          method: "write",
          args: { title: "plan" },
        }),
      ]);

      const approved = await client.callTool({
        name: "approve",
        arguments: { executionId: outcome.executionId },
      });
      expect(firstJson(approved)).toMatchObject({ status: "completed", result: 1 });
      expect(await state.storage.get("note:plan")).toBe("plan");
    }));

  it("rejects a pending action, and reports a second rejection as no longer pending", () =>
    withRuntime(async (runtime, state) => {
      const client = await connectClient(runtimeMcpServer(runtime));
      const paused = firstJson(
        await client.callTool({
          name: "execute",
          arguments: { code: 'async () => notes.write({ title: "spam" })' },
        }),
      ) as { executionId: string; pending: Array<{ seq: number }> };
      const seq = paused.pending[0]?.seq ?? -1;
      const first = await client.callTool({
        name: "reject",
        arguments: { executionId: paused.executionId, seq },
      });
      expect(firstJson(first)).toEqual({ rejected: true });
      const second = await client.callTool({
        name: "reject",
        arguments: { executionId: paused.executionId, seq },
      });
      expect(firstJson(second)).toEqual({ rejected: false });
      expect(await state.storage.get("note:spam")).toBeUndefined();
    }));

  it("returns an error outcome as an isError result the model can read", () =>
    withRuntime(async (runtime) => {
      const client = await connectClient(runtimeMcpServer(runtime));
      const result = await client.callTool({
        name: "execute",
        arguments: { code: "async () => notes.list({ limit: 2 }).then(() => notes.lists())" },
      });
      expect(result.isError).toBe(true);
      expect(firstJson(result)).toMatchObject({ status: "error", error: expect.stringMatching(/lists/) });
    }));

  it("leaves the approval tools out when approvals happen elsewhere", () =>
    withRuntime(async (runtime) => {
      const client = await connectClient(runtimeMcpServer(runtime, { approvals: false, name: "ops" }));
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(["search", "describe", "execute"]);
      expect(client.getServerVersion()?.name).toBe("ops");
      const paused = await client.callTool({
        name: "execute",
        arguments: { code: 'async () => notes.write({ title: "x" })' },
      });
      expect(texts(paused)[1]).toContain("approves the pending action in the application");
    }));

  it("refuses something that is not a runtime handle", () => {
    expect(() => runtimeMcpServer({} as never)).toThrow(/needs a runtime handle/);
  });
});
