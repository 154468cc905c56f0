import { CodemodeConnector, type ConnectorTools } from "@codemode/connector-base";
import type { ExecutionEndStatus, PassEndStatus } from "@codemode/runtime-core";

/** What the test connectors did, per test scope, so assertions can count executions across passes and hosts. */
export interface World {
  calls: Array<{
    connector: string;
    method: string;
    args: unknown;
    executionId?: string;
    seq?: number;
    idempotencyKey?: string;
  }>;
  reverts: Array<{ method: string; seq?: number }>;
  passEnds: Array<{ executionId: string; status: PassEndStatus }>;
  disposals: Array<{ executionId: string; status: ExecutionEndStatus }>;
  issues: Map<number, { title: string }>;
  nextIssue: number;
  reads: number;
  /** Delays (ms) for successive `slow_read` calls. */
  delays: number[];
  /** How many more `crash_after_*` calls kill their host. */
  crashes: number;
}

const worlds = new Map<string, World>();

/** The shared record of one test scope (the same isolate runs the tests and the Durable Objects). */
export function world(scope: string): World {
  let found = worlds.get(scope);
  if (!found) {
    found = {
      calls: [],
      reverts: [],
      passEnds: [],
      disposals: [],
      issues: new Map(),
      nextIssue: 1,
      reads: 0,
      delays: [],
      crashes: 0,
    };
    worlds.set(scope, found);
  }
  return found;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An issue tracker connector: counting reads, an approval-gated create with revert, a plain write with
 * revert, a throwing tool, an ephemeral read, a binary result, an oversized result and a slow read.
 */
export class TrackerConnector extends CodemodeConnector {
  readonly #scope: string;
  readonly #host: DurableObjectState;

  constructor(ctx: DurableObjectState, scope: string) {
    super(ctx, {});
    this.#host = ctx;
    this.#scope = scope;
  }

  name(): string {
    return "tracker";
  }

  protected override instructions(): string {
    return "An issue tracker for tests.";
  }

  protected tools(): ConnectorTools {
    const state = world(this.#scope);
    const record = (
      method: string,
      args: unknown,
      ctx?: { executionId: string; seq?: number; idempotencyKey?: string },
    ) =>
      state.calls.push({
        connector: "tracker",
        method,
        args,
        executionId: ctx?.executionId,
        seq: ctx?.seq,
        idempotencyKey: ctx?.idempotencyKey,
      });
    return {
      list_issues: {
        description: "List issues.",
        inputSchema: { type: "object", properties: { page: { type: "number" } } },
        execute: (args, ctx) => {
          record("list_issues", args, ctx);
          return { read: ++state.reads, ids: [...state.issues.keys()] };
        },
      },
      slow_read: {
        description: "A read that answers after a delay.",
        inputSchema: { type: "object", properties: { key: { type: "string" } }, required: ["key"] },
        execute: async (args, ctx) => {
          record("slow_read", args, ctx);
          await sleep(state.delays.shift() ?? 0);
          return { value: (args as { key: string }).key };
        },
      },
      create_issue: {
        description: "Create an issue. Needs approval.",
        inputSchema: { type: "object", properties: { title: { type: "string" } }, required: ["title"] },
        requiresApproval: true,
        execute: (args, ctx) => {
          record("create_issue", args, ctx);
          const id = state.nextIssue++;
          state.issues.set(id, { title: (args as { title: string }).title });
          return { id };
        },
        revert: (_args, result, ctx) => {
          state.reverts.push({ method: "create_issue", seq: ctx?.seq });
          state.issues.delete((result as { id: number }).id);
        },
      },
      add_label: {
        description: "Label an issue.",
        inputSchema: { type: "object", properties: { id: { type: "number" } }, required: ["id"] },
        execute: (args, ctx) => {
          record("add_label", args, ctx);
          return { labelled: (args as { id: number }).id };
        },
        revert: (_args, _result, ctx) => {
          state.reverts.push({ method: "add_label", seq: ctx?.seq });
          throw new Error("labels cannot be removed");
        },
      },
      explode: {
        description: "Always fails.",
        execute: (args, ctx) => {
          record("explode", args, ctx);
          throw new Error("tracker is down");
        },
      },
      read_file: {
        description: "Ephemeral read.",
        replay: "reexecute",
        execute: (args, ctx) => {
          record("read_file", args, ctx);
          return { content: `read ${++state.reads}` };
        },
      },
      crash_after_read: {
        description: "A read after which the host dies (ctx.abort), before its result is recorded.",
        execute: (args, ctx) => {
          record("crash_after_read", args, ctx);
          if (state.crashes-- > 0) this.#host.abort("host dies mid-pass");
          return { read: ++state.reads };
        },
      },
      crash_after_write: {
        description: "An approval-gated write after which the host dies.",
        requiresApproval: true,
        execute: (args, ctx) => {
          record("crash_after_write", args, ctx);
          if (state.crashes-- > 0) this.#host.abort("host dies mid-pass");
          return { written: true };
        },
      },
      binary: {
        description: "Binary result.",
        execute: () => new Uint8Array([0, 1, 2, 254, 255]),
      },
      huge: {
        description: "A result over the durable limit.",
        execute: () => "x".repeat(1_100_000),
      },
    };
  }

  override async onPassEnd(executionId: string, status: PassEndStatus): Promise<void> {
    world(this.#scope).passEnds.push({ executionId, status });
  }

  override async disposeExecution(executionId: string, status: ExecutionEndStatus): Promise<void> {
    world(this.#scope).disposals.push({ executionId, status });
  }
}

/** A connector that is only configured, never called: its hooks must still fire. */
export class NotesConnector extends CodemodeConnector {
  readonly #scope: string;

  constructor(ctx: DurableObjectState, scope: string) {
    super(ctx, {});
    this.#scope = scope;
  }

  name(): string {
    return "notes";
  }

  protected tools(): ConnectorTools {
    const state = world(this.#scope);
    return {
      add_note: {
        description: "Add a note (no approval, revertible).",
        inputSchema: { type: "object", properties: { text: { type: "string" } }, required: ["text"] },
        execute: (args, ctx) => {
          state.calls.push({
            connector: "notes",
            method: "add_note",
            args,
            executionId: ctx?.executionId,
            seq: ctx?.seq,
          });
          return { ok: true };
        },
        revert: (_args, _result, ctx) => {
          state.reverts.push({ method: "add_note", seq: ctx?.seq });
        },
      },
    };
  }

  override async disposeExecution(executionId: string, status: ExecutionEndStatus): Promise<void> {
    world(this.#scope).disposals.push({ executionId: `notes:${executionId}`, status });
  }
}
