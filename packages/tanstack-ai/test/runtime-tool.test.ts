import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { CodemodeConnector, type ConnectorTools } from "@codemode/connector-base";
import { createCodemodeRuntime } from "@codemode/durable-storage";
import { toolDefinition } from "@tanstack/ai";
import { describe, expect, it } from "vitest";
import { callThroughChat, executor } from "./support.ts";

class NotesConnector extends CodemodeConnector {
  readonly written: unknown[] = [];
  name(): string {
    return "notes";
  }
  protected tools(): ConnectorTools {
    return {
      list: {
        description: "Titles of all notes.",
        execute: () => ["groceries", "ideas"],
      },
      write: {
        description: "Write a note.",
        inputSchema: { type: "object", properties: { title: { type: "string" } }, required: ["title"] },
        requiresApproval: true,
        execute: (args) => {
          this.written.push(args);
          return "written";
        },
      },
    };
  }
}

/** The runtime's AI SDK-shaped tool as a TanStack AI server tool: its Standard Schema input is used as is. */
function runtimeServerTool(runtime: ReturnType<typeof createCodemodeRuntime>) {
  const codemode = runtime.tool();
  return toolDefinition({
    name: "codemode",
    description: codemode.description,
    inputSchema: codemode.inputSchema,
  }).server(async (input) => codemode.toModelOutput({ output: await codemode.execute(input) }).value);
}

describe("runtime.tool() in TanStack AI's chat()", () => {
  it("runs code durably and pauses for approval, end to end", () =>
    runInDurableObject(env.HOST.get(env.HOST.newUniqueId()), async (_instance, state) => {
      const notes = new NotesConnector(state, {});
      const runtime = createCodemodeRuntime({ ctx: state, connectors: [notes], executor: executor() });
      const tool = runtimeServerTool(runtime);

      const listed = await callThroughChat([tool], "codemode", {
        code: "async () => (await notes.list()).length",
      });
      expect(listed.received).toMatchObject({ status: "completed", result: 2 });

      const paused = await callThroughChat([tool], "codemode", {
        code: 'async () => notes.write({ title: "todo" })',
      });
      const outcome = paused.received as { status: string; executionId: string; pending: unknown[] };
      expect(outcome.status).toBe("paused");
      expect(outcome.pending).toEqual([
        expect.objectContaining({ connector: "notes", method: "write", args: { title: "todo" } }),
      ]);
      expect(notes.written).toEqual([]);

      expect(await runtime.approve({ executionId: outcome.executionId })).toMatchObject({
        status: "completed",
        result: "written",
      });
      expect(notes.written).toEqual([{ title: "todo" }]);
    }));

  it("rejects input that is not { code: string } through the Standard Schema, before anything runs", () =>
    runInDurableObject(env.HOST.get(env.HOST.newUniqueId()), async (_instance, state) => {
      const runtime = createCodemodeRuntime({
        ctx: state,
        connectors: [new NotesConnector(state, {})],
        executor: executor(),
      });
      const { toolMessage } = await callThroughChat([runtimeServerTool(runtime)], "codemode", {
        script: "1",
      });
      expect(String(toolMessage.content)).toMatch(/code/);
      expect(await runtime.executions()).toEqual([]);
    }));
});
