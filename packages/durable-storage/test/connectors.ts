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
  /** Where `blocking_read` and `blocking_write` wait until the test opens it (see {@link closeGate}). */
  gate?: Gate;
}

/** A point a connector call waits at: `reached` resolves when a call waits there, `open()` lets it go on. */
export interface Gate {
  reached: Promise<void>;
  open(): void;
}

/** Closes the scope's gate: the next `blocking_read` or `blocking_write` waits until the test opens it. */
export function closeGate(scope: string): Gate {
  let arrive = () => {};
  let open = () => {};
  const reached = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const gate = { reached, open, arrive, opened };
  world(scope).gate = gate;
  return gate;
}

/** Waits at the scope's gate, if it is closed. */
async function pass(scope: string): Promise<void> {
  const gate = world(scope).gate as (Gate & { arrive(): void; opened: Promise<void> }) | undefined;
  if (!gate) return;
  gate.arrive();
  await gate.opened;
}

/** Values a tool can throw that are hard to describe (`hostile_throw({ kind })`). */
export const HOSTILE_THROWS: Record<string, () => unknown> = {
  "getters that all throw": () => ({
    get message(): string {
      throw new Error("message getter");
    },
    toJSON() {
      throw new Error("toJSON");
    },
    toString() {
      throw new Error("toString");
    },
  }),
  "a proxy that throws on every trap": () =>
    new Proxy(
      {},
      {
        get: () => {
          throw new Error("get");
        },
        getPrototypeOf: () => {
          throw new Error("getPrototypeOf");
        },
        has: () => {
          throw new Error("has");
        },
        ownKeys: () => {
          throw new Error("ownKeys");
        },
      },
    ),
  "a revoked proxy": () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return proxy;
  },
  "a symbol": () => Symbol("thrown"),
  null: () => null,
  undefined: () => undefined,
  "a BigInt": () => 12n,
  "an Error with throwing name and stack getters": () => {
    const error = new Error("readable message");
    Object.defineProperty(error, "name", {
      get() {
        throw new Error("name");
      },
    });
    Object.defineProperty(error, "stack", {
      get() {
        throw new Error("stack");
      },
    });
    return error;
  },
  "a very large message": () => new Error("m".repeat(3_000_000)),
};

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
      blocking_read: {
        description: "A read that waits at the scope's gate after it is made.",
        inputSchema: { type: "object", properties: { key: { type: "string" } }, required: ["key"] },
        execute: async (args, ctx) => {
          record("blocking_read", args, ctx);
          await pass(this.#scope);
          return { value: (args as { key: string }).key };
        },
      },
      blocking_write: {
        description: "A write that takes effect once the scope's gate opens.",
        inputSchema: { type: "object", properties: { key: { type: "string" } }, required: ["key"] },
        execute: async (args, ctx) => {
          await pass(this.#scope);
          record("blocking_write", args, ctx);
          return { written: (args as { key: string }).key };
        },
      },
      hostile_throw: {
        description: "Throws a value that is hard to describe.",
        inputSchema: { type: "object", properties: { kind: { type: "string" } }, required: ["kind"] },
        execute: (args, ctx) => {
          record("hostile_throw", args, ctx);
          throw HOSTILE_THROWS[(args as { kind: string }).kind]?.();
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
