import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { CodemodeConnector, type ConnectorTools } from "@codemode/connector-base";
import { createCodemodeRuntime } from "@codemode/durable-storage";
import { type CodemodeProgress, isCodemodeProgress } from "@codemode/runtime-core";
import { chat, StreamProcessor, toolDefinition } from "@tanstack/ai";
import { describe, expect, it } from "vitest";
import { CODEMODE_PROGRESS_EVENT, forwardCodemodeProgress } from "../src/index.ts";
import { scriptedAdapter } from "./scripted-adapter.ts";
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

describe("runtime.tool({ progress: true }) in TanStack AI's chat()", () => {
  it("streams each call as a CUSTOM codemode-progress event of its tool call, then returns the output", () =>
    runInDurableObject(env.HOST.get(env.HOST.newUniqueId()), async (_instance, state) => {
      let open: () => void = () => {};
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      const runtime = createCodemodeRuntime({
        ctx: state,
        connectors: [new NotesConnector(state, {}), new GatedConnector(state, opened)],
        executor: executor(),
      });
      const codemode = runtime.tool({ progress: true });
      const tool = toolDefinition({
        name: "codemode",
        description: codemode.description,
        inputSchema: codemode.inputSchema,
      }).server(async (input, context) => {
        const output = await forwardCodemodeProgress(codemode.execute(input), context);
        return codemode.toModelOutput({ output }).value;
      });
      const script = scriptedAdapter([
        {
          toolCalls: [
            {
              toolName: "codemode",
              input: {
                code: "async () => { const titles = await notes.list(); await gate.wait(); return titles; }",
              },
            },
          ],
        },
        { text: "done" },
      ]);
      const events: Array<{ type: string; name?: string; value?: unknown }> = [];
      const waiting = (event: { type: string; name?: string; value?: unknown }) =>
        event.type === "CUSTOM" &&
        event.name === CODEMODE_PROGRESS_EVENT &&
        isCodemodeProgress(event.value) &&
        event.value.calls.some((call) => call.method === "wait" && call.state === "running");
      const stream = chat({
        adapter: script.adapter as never,
        messages: [{ role: "user", content: "Use the tool." }],
        tools: [tool],
      }) as AsyncIterable<{ type: string; name?: string; value?: unknown }>;
      for await (const event of stream) {
        events.push(event);
        // The run holds at `gate.wait` until the gate opens: its progress reaches the stream before that.
        if (waiting(event)) open();
      }
      const progress = events.filter((event) => event.name === CODEMODE_PROGRESS_EVENT);
      const held = progress.find(waiting)?.value as CodemodeProgress & { toolCallId?: string };
      expect(held.calls).toEqual([
        { connector: "notes", method: "list", seq: 0, state: "applied", durationMs: expect.any(Number) },
        { connector: "gate", method: "wait", seq: 1, state: "running" },
      ]);
      expect(typeof held.toolCallId).toBe("string");
      const [toolMessage] = script.receivedToolMessages();
      expect(JSON.parse(String(toolMessage?.content))).toMatchObject({
        status: "completed",
        executionId: held.executionId,
        result: ["groceries", "ideas"],
      });
      // What the client sees: TanStack AI's stream processor hands each one to onCustomEvent, with the
      // tool call it belongs to (docs/adapters.md).
      const received: Array<{ eventType: string; data: unknown; toolCallId: string | undefined }> = [];
      const processor = new StreamProcessor({
        events: {
          onCustomEvent: (eventType, data, { toolCallId }) => received.push({ eventType, data, toolCallId }),
        },
      });
      for (const event of events) processor.processChunk(event as never);
      const toClient = received.filter((event) => event.eventType === CODEMODE_PROGRESS_EVENT);
      expect(toClient).toHaveLength(progress.length);
      expect(toClient.every((event) => isCodemodeProgress(event.data))).toBe(true);
      expect(new Set(toClient.map((event) => event.toolCallId))).toEqual(new Set([held.toolCallId]));
      const toolCallIds = events.flatMap((event) =>
        event.type === "TOOL_CALL_START" ? [(event as { toolCallId?: string }).toolCallId] : [],
      );
      expect(toolCallIds).toContain(held.toolCallId);
    }));

  it("forwardCodemodeProgress without a context returns the output and drops the progress", () =>
    runInDurableObject(env.HOST.get(env.HOST.newUniqueId()), async (_instance, state) => {
      const runtime = createCodemodeRuntime({
        ctx: state,
        connectors: [new NotesConnector(state, {})],
        executor: executor(),
      });
      const output = await forwardCodemodeProgress(
        runtime.tool({ progress: true }).execute({ code: "async () => (await notes.list()).length" }),
      );
      expect(output).toMatchObject({ status: "completed", result: 2 });
    }));
});

/** A connector whose `wait` call holds until the test opens the gate. */
class GatedConnector extends CodemodeConnector {
  readonly #opened: Promise<void>;
  constructor(state: DurableObjectState, opened: Promise<void>) {
    super(state, {});
    this.#opened = opened;
  }
  name(): string {
    return "gate";
  }
  protected tools(): ConnectorTools {
    return {
      wait: {
        description: "Waits until the gate opens.",
        execute: async () => {
          await this.#opened;
          return "open";
        },
      },
    };
  }
}
